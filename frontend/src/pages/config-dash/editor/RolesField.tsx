import Input from '@cloudscape-design/components/input';

import { configDashStrings } from '../../../strings/config-dash';
import type { ConfigProblem } from './config-problems';
import type { RoleRow } from './core-draft';
import { RowsField } from './RowsField';

const text = configDashStrings.configEditor;

/** The core config's `roles`: value and display name per row. */
export function RolesField({
  rows,
  onChange,
  problems,
}: {
  rows: readonly RoleRow[];
  onChange: (rows: RoleRow[]) => void;
  problems: readonly ConfigProblem[];
}) {
  return (
    <RowsField<RoleRow>
      path="roles"
      rows={rows}
      onChange={onChange}
      blank={() => ({ value: '', name: '' })}
      addText={text.addRole}
      emptyText={text.noRoles}
      rowLabel={text.rolesLabel}
      problems={problems}
      columns={[
        {
          label: text.roleValue,
          field: 'value',
          control: (row, update) => (
            <Input value={row.value} onChange={({ detail }) => update({ value: detail.value })} />
          ),
        },
        {
          label: text.roleName,
          field: 'name',
          control: (row, update) => (
            <Input value={row.name} onChange={({ detail }) => update({ name: detail.value })} />
          ),
        },
      ]}
    />
  );
}
