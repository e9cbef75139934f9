import type { ReactNode } from 'react';

import Box from '@cloudscape-design/components/box';
import Table, { type TableProps } from '@cloudscape-design/components/table';

import type { AppRole } from '../../api/appuser';
import { usersStrings } from '../../strings/users';
import { TablePreferences } from '../table/TablePreferences';
import { useTablePreferences } from '../table/use-table-preferences';

const text = usersStrings.createOrgUser.appRoles;

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
  const [preferences, setPreferences] = useTablePreferences({
    id: 'app-roles',
    columnIds: ['app', 'role', 'action'],
  });
  const columns: TableProps.ColumnDefinition<AppRole>[] = [
    { id: 'app', header: text.application, cell: (item) => applicationName(item.appId) },
    { id: 'role', header: text.role, cell: (item) => item.roles.join(', ') },
    { id: 'action', header: text.actions, cell: action },
  ];
  return (
    <Table
      variant="embedded"
      header={header}
      items={[...items]}
      trackBy="appId"
      empty={<Box textAlign="center">{empty}</Box>}
      columnDefinitions={columns}
      columnDisplay={preferences.contentDisplay}
      wrapLines={preferences.wrapLines}
      preferences={
        <TablePreferences
          preferences={preferences}
          onConfirm={setPreferences}
          pageSizes={false}
          columns={[
            { id: 'app', label: text.application, alwaysVisible: true },
            { id: 'role', label: text.role },
            { id: 'action', label: text.actions, alwaysVisible: true },
          ]}
        />
      }
    />
  );
}
