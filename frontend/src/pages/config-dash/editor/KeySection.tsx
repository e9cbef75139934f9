import type { ReactNode } from 'react';

import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';

import type { ConfigKeySource } from './config-state';
import { configDashStrings } from '../../../strings/config-dash';
import { valueSummary } from '../value-summary';

const text = configDashStrings.configEditor;

export type KeyChoice = 'own' | 'inherit';

/** What lies above the unit for one key: its value and source when known. */
export interface KeyAbove {
  /** Absent when nothing above sets the key, or the unit's own value hides it. */
  value?: unknown;
  source?: ConfigKeySource;
  /** The unit sets the key today: `GET /config` does not say what lies above it. */
  hiddenByOwn: boolean;
  locked?: ConfigKeySource;
}

function sourceName(source: ConfigKeySource): string {
  return source.platform ? text.platformDefaults : source.name;
}

function AboveText({ above, hidden }: { above: KeyAbove; hidden: ReactNode }) {
  if (above.hiddenByOwn) return hidden;
  if (!above.source) return <Box color="text-body-secondary">{text.nothingToInherit}</Box>;
  return (
    <SpaceBetween size="xxxs">
      <Box color="text-body-secondary">{text.inheritedFrom(sourceName(above.source))}</Box>
      <Box variant="code">{valueSummary(above.value)}</Box>
    </SpaceBetween>
  );
}

/**
 * One key of the form: "Set on this unit" with its editor, or "Inherit" with the value and source
 * above. A key locked above cannot be set here; an own value of it can still be given up.
 */
export function KeySection({
  label,
  description,
  choice,
  onChoice,
  above,
  hiddenAbove,
  errorText,
  children,
}: {
  /** Names the key and its choice (the radio group takes the field's label). */
  label: string;
  description?: string;
  choice: KeyChoice;
  onChoice: (choice: KeyChoice) => void;
  above: KeyAbove;
  /** Shown for an inherited key whose value above `above` does not hold. */
  hiddenAbove: ReactNode;
  errorText?: string;
  children: ReactNode;
}) {
  return (
    <FormField label={label} description={description} errorText={errorText} stretch>
      <SpaceBetween size="s">
        <RadioGroup
          direction="horizontal"
          value={choice}
          onChange={({ detail }) => onChoice(detail.value === 'own' ? 'own' : 'inherit')}
          items={[
            { value: 'own', label: text.setHere, disabled: above.locked !== undefined },
            { value: 'inherit', label: text.inherit },
          ]}
        />
        {above.locked && (
          <StatusIndicator type="warning">
            {text.lockedOn(sourceName(above.locked))}
          </StatusIndicator>
        )}
        {choice === 'own' ? children : <AboveText above={above} hidden={hiddenAbove} />}
      </SpaceBetween>
    </FormField>
  );
}
