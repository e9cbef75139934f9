/** A config value in a few words, for a table cell (the full value is in the JSON tab). */
import { configDashStrings } from '../../strings/config-dash';

const text = configDashStrings.configInForce;

/** How much of a string or of a list's names a cell shows. */
const MAX_TEXT = 60;
const MAX_NAMES = 4;
const NAME_FIELDS = ['name', 'value', 'id', 'entity'] as const;

function shortened(value: string): string {
  return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT - 1)}…` : value;
}

function entryName(entry: unknown): string | undefined {
  if (typeof entry !== 'object' || entry === null) {
    return entry === undefined ? undefined : JSON.stringify(entry);
  }
  const record = entry as Record<string, unknown>;
  const field = NAME_FIELDS.find((name) => typeof record[name] === 'string');
  return field ? String(record[field]) : undefined;
}

export function valueSummary(value: unknown): string {
  if (value === undefined) return text.notSet;
  if (typeof value === 'string') return shortened(JSON.stringify(value));
  if (Array.isArray(value)) {
    if (value.length === 0) return text.emptyList;
    const names = value.map(entryName).filter((name) => name !== undefined);
    const shown = names.slice(0, MAX_NAMES).join(', ');
    if (names.length === 0) return text.listOf(value.length);
    const more = names.length > MAX_NAMES ? `${shown}, …` : shown;
    return shortened(text.listNamed(text.listOf(value.length), more));
  }
  if (typeof value === 'object' && value !== null) return text.fieldsOf(Object.keys(value).length);
  return String(value);
}
