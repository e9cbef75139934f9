import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';

import { configDashStrings } from '../../../strings/config-dash';
import type { ConfigProblem } from './config-problems';
import type { ApplicationRow } from './core-draft';
import { RowsField } from './RowsField';

const text = configDashStrings.configEditor;

const STATUS_OPTIONS = [
  { value: '', label: text.statusUnset },
  { value: 'released', label: text.released },
  { value: 'pending', label: text.pending },
];

function statusOf(value: string | undefined): ApplicationRow['status'] {
  return value === 'released' || value === 'pending' ? value : '';
}

/** The core config's `applications`: id, name, release status and launch URL per row. */
export function ApplicationsField({
  rows,
  onChange,
  problems,
}: {
  rows: readonly ApplicationRow[];
  onChange: (rows: ApplicationRow[]) => void;
  problems: readonly ConfigProblem[];
}) {
  return (
    <RowsField<ApplicationRow>
      path="applications"
      rows={rows}
      onChange={onChange}
      blank={() => ({ id: '', name: '', status: '', launchUrl: '' })}
      addText={text.addApplication}
      emptyText={text.noApplications}
      rowLabel={text.applicationsLabel}
      problems={problems}
      columns={[
        {
          label: text.applicationId,
          field: 'id',
          control: (row, update) => (
            <Input value={row.id} onChange={({ detail }) => update({ id: detail.value })} />
          ),
        },
        {
          label: text.applicationName,
          field: 'name',
          control: (row, update) => (
            <Input value={row.name} onChange={({ detail }) => update({ name: detail.value })} />
          ),
        },
        {
          label: text.applicationStatus,
          field: 'status',
          control: (row, update) => (
            <Select
              selectedOption={STATUS_OPTIONS.find((option) => option.value === row.status) ?? null}
              options={STATUS_OPTIONS}
              onChange={({ detail }) => update({ status: statusOf(detail.selectedOption.value) })}
            />
          ),
        },
        {
          label: text.launchUrl,
          field: 'launchUrl',
          control: (row, update) => (
            <Input
              type="url"
              inputMode="url"
              value={row.launchUrl}
              onChange={({ detail }) => update({ launchUrl: detail.value })}
            />
          ),
        },
      ]}
    />
  );
}
