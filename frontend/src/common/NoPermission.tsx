import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { commonStrings } from '../strings/common';
import type { WhyQuestion } from './access/why-question';
import { lazyPart } from './lazy-part';
import { PartLoading } from './PartLoading';
import { loginPath } from './redirect';
import { useOnFollow } from './use-on-follow';

/** The explainer's part is not in the public pages' first load. */
const WhyRefused = lazyPart(
  () => import('./access/WhyRefused').then((module) => module.WhyRefused),
  <PartLoading />,
);

/**
 * The no-permission content of spec §2; signed-out visitors get a way back to sign in. `why`
 * names the screen's permission and unit, so a signed-in person may ask why (issue 39 §4).
 */
export function NoPermission({
  signedIn,
  redirect,
  why,
}: {
  signedIn: boolean;
  redirect: string;
  why?: WhyQuestion;
}) {
  const onFollow = useOnFollow();
  // The page's level-one heading: this content stands in for a whole screen.
  return (
    <SpaceBetween size="l">
      <Header variant="h1">{commonStrings.permission.heading}</Header>
      <Alert type="error" header={commonStrings.permission.denied}>
        <SpaceBetween size="s">
          <Box variant="p">{commonStrings.permission.contactAdmin}</Box>
          {signedIn && why && <WhyRefused {...why} />}
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
