import type { ReactNode } from 'react';

import Box from '@cloudscape-design/components/box';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { CORE_CONFIG_IDENTIFIER } from '@domain/config-schema';

import { configDashStrings } from '../../../strings/config-dash';
import { ApplicationsField } from './ApplicationsField';
import { type ConfigProblem, problemsAt } from './config-problems';
import type { ConfigState } from './config-state';
import { type CoreDraft, type FormKey, formValueOf } from './core-draft';
import { EntityRulesField } from './EntityRulesField';
import { type KeyAbove, KeySection } from './KeySection';
import { RolesField } from './RolesField';
import { ValueAbove } from './ValueAbove';

const text = configDashStrings.configEditor;

function aboveOf(key: FormKey, state: ConfigState | undefined, unitId: string): KeyAbove {
  const source = state?.sources[key];
  const hiddenByOwn = source?.ouid === unitId;
  return {
    hiddenByOwn,
    value: hiddenByOwn ? undefined : state?.inForce[key],
    source: hiddenByOwn ? undefined : source,
    locked: state?.lockedAbove[key],
  };
}

/**
 * The core config as a form: `home`, `roles`, `applications` and `entityRules`, each set on this
 * unit or inherited. Setting a key starts from the unit's own value, else the one in force.
 */
export function CoreConfigForm({
  draft,
  onChange,
  state,
  unitId,
  problems,
}: {
  draft: CoreDraft;
  onChange: (draft: CoreDraft) => void;
  state: ConfigState | undefined;
  unitId: string;
  problems: readonly ConfigProblem[];
}) {
  const section = (key: FormKey, label: string, editor: ReactNode, description?: string) => (
    <KeySection
      label={label}
      description={description}
      choice={draft[key] === undefined ? 'inherit' : 'own'}
      onChoice={(choice) =>
        onChange({
          ...draft,
          [key]:
            choice === 'inherit'
              ? undefined
              : formValueOf(key, state?.own[key] ?? state?.inForce[key]),
        })
      }
      above={aboveOf(key, state, unitId)}
      hiddenAbove={<ValueAbove ouid={unitId} identifier={CORE_CONFIG_IDENTIFIER} keyName={key} />}
      errorText={problemsAt(problems, key)}
    >
      {editor}
    </KeySection>
  );
  const otherKeys = Object.keys(draft.other);

  return (
    <SpaceBetween size="l">
      {section(
        'home',
        text.homeLabel,
        <Input
          ariaLabel={text.homeLabel}
          value={draft.home ?? ''}
          onChange={({ detail }) => onChange({ ...draft, home: detail.value })}
        />,
        text.homeHint,
      )}
      {section(
        'roles',
        text.rolesLabel,
        <RolesField
          rows={draft.roles ?? []}
          onChange={(roles) => onChange({ ...draft, roles })}
          problems={problems}
        />,
      )}
      {section(
        'applications',
        text.applicationsLabel,
        <ApplicationsField
          rows={draft.applications ?? []}
          onChange={(applications) => onChange({ ...draft, applications })}
          problems={problems}
        />,
      )}
      {section(
        'entityRules',
        text.entityRulesLabel,
        <EntityRulesField
          rows={draft.entityRules ?? []}
          onChange={(entityRules) => onChange({ ...draft, entityRules })}
          problems={problems}
        />,
      )}
      {otherKeys.length > 0 && (
        <Box color="text-body-secondary">{text.otherKeys(otherKeys.join(', '))}</Box>
      )}
    </SpaceBetween>
  );
}
