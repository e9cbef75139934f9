import Checkbox from '@cloudscape-design/components/checkbox';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { configDashStrings } from '../../../strings/config-dash';
import type { ConfigProblem } from './config-problems';
import type { EntityRuleRow, PublishAction } from './core-draft';
import { RowsField } from './RowsField';

const text = configDashStrings.configEditor;

const ACTIONS: readonly { action: PublishAction; label: string }[] = [
  { action: 'C', label: text.publishCreate },
  { action: 'D', label: text.publishDelete },
];

function toggled(actions: readonly PublishAction[], action: PublishAction, on: boolean) {
  const rest = actions.filter((held) => held !== action);
  return on ? ACTIONS.map((a) => a.action).filter((a) => a === action || rest.includes(a)) : rest;
}

/** The core config's `entityRules`: per entity, on which actions it is published to the API topic. */
export function EntityRulesField({
  rows,
  onChange,
  problems,
}: {
  rows: readonly EntityRuleRow[];
  onChange: (rows: EntityRuleRow[]) => void;
  problems: readonly ConfigProblem[];
}) {
  return (
    <RowsField<EntityRuleRow>
      path="entityRules"
      rows={rows}
      onChange={onChange}
      blank={() => ({ entity: '', actions: [] })}
      addText={text.addEntityRule}
      emptyText={text.noEntityRules}
      rowLabel={text.entityRulesLabel}
      problems={problems}
      columns={[
        {
          label: text.entity,
          field: 'entity',
          control: (row, update) => (
            <Input value={row.entity} onChange={({ detail }) => update({ entity: detail.value })} />
          ),
        },
        {
          label: text.publishOn,
          field: 'publishToApiTopic',
          control: (row, update) => (
            <SpaceBetween direction="horizontal" size="m">
              {ACTIONS.map(({ action, label }) => (
                <Checkbox
                  key={action}
                  checked={row.actions.includes(action)}
                  onChange={({ detail }) =>
                    update({ actions: toggled(row.actions, action, detail.checked) })
                  }
                >
                  {label}
                </Checkbox>
              ))}
            </SpaceBetween>
          ),
        },
      ]}
    />
  );
}
