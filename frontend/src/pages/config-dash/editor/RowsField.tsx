import type { ReactNode } from 'react';

import AttributeEditor from '@cloudscape-design/components/attribute-editor';
import Box from '@cloudscape-design/components/box';

import { configDashStrings } from '../../../strings/config-dash';
import { type ConfigProblem, problemsUnder } from './config-problems';

const text = configDashStrings.configEditor;

export interface RowColumn<Row> {
  label: string;
  /** The row's field the column edits; its problems show under the control. */
  field: string;
  control: (row: Row, update: (patch: Partial<Row>) => void, index: number) => ReactNode;
}

/**
 * A list of rows (roles, applications, entity rules) with Add and Remove, each field's problems
 * under it. `path` is the key's path in the config, e.g. `roles`.
 */
export function RowsField<Row extends object>({
  path,
  rows,
  onChange,
  blank,
  columns,
  addText,
  emptyText,
  rowLabel,
  problems,
}: {
  path: string;
  rows: readonly Row[];
  onChange: (rows: Row[]) => void;
  blank: () => Row;
  columns: readonly RowColumn<Row>[];
  addText: string;
  emptyText: string;
  /** The key's label, for the remove buttons' names: "Remove Roles 2". */
  rowLabel: string;
  problems: readonly ConfigProblem[];
}) {
  const update = (index: number) => (patch: Partial<Row>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <AttributeEditor<Row>
      items={rows}
      addButtonText={addText}
      removeButtonText={text.remove}
      removeButtonAriaLabel={(row) => text.removeRow(rowLabel, rows.indexOf(row))}
      empty={<Box color="text-body-secondary">{emptyText}</Box>}
      onAddButtonClick={() => onChange([...rows, blank()])}
      onRemoveButtonClick={({ detail }) =>
        onChange(rows.filter((_row, at) => at !== detail.itemIndex))
      }
      definition={columns.map((column) => ({
        label: column.label,
        control: (row: Row, index: number) => column.control(row, update(index), index),
        errorText: (_row: Row, index: number) =>
          problemsUnder(problems, `${path}.${index}.${column.field}`),
      }))}
    />
  );
}
