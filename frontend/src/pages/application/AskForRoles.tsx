import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { unitPath } from '../../common/unit-routes';
import { useOnFollow } from '../../common/use-on-follow';
import { applicationsStrings } from '../../strings/applications';

const text = applicationsStrings.application;

/**
 * A user without roles in the application learns who grants them and where; an admin of the unit
 * (who may edit its users) gets the way there.
 */
export function AskForRoles({
  title,
  ouid,
  isAdmin,
}: {
  title: string;
  ouid: string;
  isAdmin: boolean;
}) {
  const onFollow = useOnFollow();
  return (
    <Alert type="info" header={text.noRolesHeading(title)}>
      <SpaceBetween size="xs">
        <Box variant="p">{text.howToAsk}</Box>
        {isAdmin && (
          <Box variant="p">
            {text.adminHint}{' '}
            <Link href={unitPath(ouid, 'orgusers')} onFollow={onFollow}>
              {text.openOrgUsers}
            </Link>
          </Box>
        )}
      </SpaceBetween>
    </Alert>
  );
}
