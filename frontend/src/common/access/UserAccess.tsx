import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { useAccessExplain } from '../../api/access-explain';
import { accessStrings } from '../../strings/access';
import { useRequiredUnit } from '../gate/required-unit';
import { useUnitLabels } from '../shell/use-unit-labels';
import { AccessResultsTable } from './AccessResultsTable';
import { accessRows } from './access-rows';

const text = accessStrings.tab;
/** The chosen unit lives in the address, so the tab can be linked to and reloaded. */
export const ACCESS_UNIT_PARAM = 'unit';

/**
 * A person's Access tab (issue 39 §4): a unit in scope, then every named permission there,
 * granted or refused, with the reason in words and links to the units of the policies.
 */
export function UserAccess({
  username,
  personName,
  units,
}: {
  username: string;
  personName: string;
  /** The units in scope, the first chosen at first; each read for its name. */
  units: readonly string[];
}) {
  const { ouid, unit } = useRequiredUnit();
  const [params, setParams] = useSearchParams();
  const labels = useUnitLabels(units, { ouid, name: unit.data.name });
  const chosen = params.get(ACCESS_UNIT_PARAM) ?? units[0];
  const explanation = useAccessExplain(chosen ? { username, unit: chosen } : undefined);
  const rows = useMemo(
    () => (explanation.data ? accessRows(explanation.data, personName) : undefined),
    [explanation.data, personName],
  );
  const options = units.map((id) => ({ value: id, label: labels[id] ?? id }));
  const selected = !chosen
    ? null
    : (options.find((option) => option.value === chosen) ?? {
        value: chosen,
        label: explanation.data?.unit?.name ?? chosen,
      });
  const choose = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(ACCESS_UNIT_PARAM, id);
        return next;
      },
      { replace: true },
    );

  return (
    <SpaceBetween size="l">
      <FormField label={text.unitLabel} description={text.unitDescription}>
        <Select
          selectedOption={selected}
          options={options}
          filteringType="auto"
          filteringPlaceholder={text.unitFilterPlaceholder}
          empty={text.unitsEmpty}
          placeholder={text.unitPlaceholder}
          onChange={({ detail }) => {
            if (detail.selectedOption.value) choose(detail.selectedOption.value);
          }}
        />
      </FormField>
      <AccessResultsTable
        rows={rows}
        isLoading={explanation.isLoading}
        error={explanation.error}
        onRetry={explanation.retry}
        emptyText={chosen ? undefined : text.chooseUnit}
        header={
          <Header
            variant="h2"
            description={
              selected
                ? text.description(explanation.data?.unit?.name ?? selected.label)
                : undefined
            }
            counter={rows ? `(${rows.length})` : undefined}
          >
            {text.heading}
          </Header>
        }
      />
    </SpaceBetween>
  );
}
