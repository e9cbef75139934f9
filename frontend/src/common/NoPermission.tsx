import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { commonStrings } from '../strings/common';
import { loginPath } from './redirect';
import { useOnFollow } from './use-on-follow';

/** The no-permission content of spec §2; signed-out visitors get a way back to sign in. */
export function NoPermission({ signedIn, redirect }: { signedIn: boolean; redirect: string }) {
  const onFollow = useOnFollow();
  // The page's level-one heading: this content stands in for a whole screen.
  return (
    <SpaceBetween size="l">
      <Header variant="h1">{commonStrings.permission.heading}</Header>
      <Alert type="error" header={commonStrings.permission.denied}>
        <SpaceBetween size="s">
          <Box variant="p">{commonStrings.permission.contactAdmin}</Box>
          {!signedIn && (
            <Button href={loginPath(redirect)} onFollow={onFollow}>
              {commonStrings.permission.loginPrompt}
            </Button>
          )}
        </SpaceBetween>
      </Alert>
    </SpaceBetween>
  );
}
