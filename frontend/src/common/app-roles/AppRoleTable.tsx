import type { ReactNode } from 'react';

import Box from '@cloudscape-design/components/box';
import Table from '@cloudscape-design/components/table';

import type { AppRole } from '../../api/appuser';
import { strings } from '../../strings';

const text = strings.createOrgUser.appRoles;

/** Application roles as rows (application, first role), with a per-row action. */
export function AppRoleTable({
  items,
  applicationName,
  action,
  empty,
  header,
}: {
  items: readonly AppRole[];
  applicationName: (appId: string) => string;
  action: (item: AppRole) => ReactNode;
  empty: string;
  header?: ReactNode;
}) {
  return (
    <Table
      variant="embedded"
      header={header}
      items={[...items]}
      trackBy="appId"
      empty={<Box textAlign="center">{empty}</Box>}
      columnDefinitions={[
        { id: 'app', header: text.application, cell: (item) => applicationName(item.appId) },
        { id: 'role', header: text.role, cell: (item) => item.roles.join(', ') },
        { id: 'action', header: '', cell: action },
      ]}
    />
  );
}
