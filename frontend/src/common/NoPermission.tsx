import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { strings } from '../strings';
import { loginPath } from './redirect';
import { useOnFollow } from './use-on-follow';

/** The no-permission content of spec §2; signed-out visitors get a way back to sign in. */
export function NoPermission({ signedIn, redirect }: { signedIn: boolean; redirect: string }) {
  const onFollow = useOnFollow();
  return (
    <Alert type="error" header={strings.permission.denied}>
      <SpaceBetween size="s">
        <Box variant="p">{strings.permission.contactAdmin}</Box>
        {!signedIn && (
          <Button href={loginPath(redirect)} onFollow={onFollow}>
            {strings.permission.loginPrompt}
          </Button>
        )}
      </SpaceBetween>
    </Alert>
  );
}
