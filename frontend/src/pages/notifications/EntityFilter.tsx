import Select, { type SelectProps } from '@cloudscape-design/components/select';

import { API_ENTITIES, type ApiEntity } from '@domain/records';

import { notificationsStrings } from '../../strings/notifications';
import { entityLabel } from './labels';

const text = notificationsStrings.page;
const ALL = '';

const OPTIONS: SelectProps.Option[] = [
  { value: ALL, label: text.allEntities },
  ...API_ENTITIES.map((entity) => ({ value: entity, label: entityLabel(entity) })),
];

function isEntity(value: string | undefined): value is ApiEntity {
  return (API_ENTITIES as readonly string[]).includes(value ?? '');
}

/** Narrows the notifications to the records about one entity (the server filters). */
export function EntityFilter({
  entity,
  onChange,
  disabled,
}: {
  entity: ApiEntity | undefined;
  onChange: (entity: ApiEntity | undefined) => void;
  disabled?: boolean;
}) {
  const selected = OPTIONS.find((option) => option.value === (entity ?? ALL)) ?? null;
  return (
    <Select
      selectedOption={selected}
      options={OPTIONS}
      disabled={disabled}
      inlineLabelText={text.filterLabel}
      onChange={({ detail }) => {
        const value = detail.selectedOption.value;
        onChange(isEntity(value) ? value : undefined);
      }}
    />
  );
}
