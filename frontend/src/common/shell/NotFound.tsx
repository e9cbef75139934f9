import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { useSignedInSession } from '../../session/session-context';
import { commonStrings } from '../../strings/common';
import { unitHomePath } from '../redirect';
import { useOnFollow } from '../use-on-follow';
import { useActiveUnitContext } from './active-unit-context';
import { useUnitBreadcrumbs } from './use-unit-breadcrumbs';

const text = commonStrings.notFound;

/**
 * What the shell shows for an address it has no page for, and for a unit that is not the user's
 * (unknown, or one they do not cover: the same answer, naming nothing), with a way home.
 */
export function NotFound() {
  const { ouid, isUnknown } = useActiveUnitContext();
  const { units } = useSignedInSession();
  const onFollow = useOnFollow();
  useUnitBreadcrumbs([text.heading]);
  const homeOuid = ouid && !isUnknown ? ouid : units[0];
  const home = homeOuid ? unitHomePath(homeOuid) : '/user-home';
  return (
    <ContentLayout header={<Header variant="h1">{text.heading}</Header>}>
      <SpaceBetween size="m">
        <Box variant="p">{text.description}</Box>
        <Button variant="primary" href={home} onFollow={onFollow}>
          {text.home}
        </Button>
      </SpaceBetween>
    </ContentLayout>
  );
}
