/**
 * The difference between two configs key by key (before a config goes live, the console and the
 * audit summary both state it). Lists of named entries (roles by `value`, applications by `id`,
 * entity rules by `entity`) are compared entry by entry; an object value (`grantable`) field by
 * field.
 */

export type KeyChangeKind = 'added' | 'removed' | 'changed';

export interface EntryChanges {
  added: string[];
  removed: string[];
  changed: string[];
}

export interface KeyChange {
  key: string;
  kind: KeyChangeKind;
  before?: unknown;
  after?: unknown;
  /** For a list of named entries: which entries were added, removed or changed. */
  entries?: EntryChanges;
}

const ENTRY_NAME_FIELDS = ['value', 'id', 'entity'] as const;

/** JSON with object keys sorted, so equal content compares equal whatever the key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function entryNameField(list: readonly unknown[]): (typeof ENTRY_NAME_FIELDS)[number] | undefined {
  return ENTRY_NAME_FIELDS.find((field) =>
    list.every(
      (entry) =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as Record<string, unknown>)[field] === 'string',
    ),
  );
}

function entryChanges(
  before: readonly unknown[],
  after: readonly unknown[],
): EntryChanges | undefined {
  const field = entryNameField([...before, ...after]);
  if (!field) return undefined;
  const byName = (list: readonly unknown[]) =>
    new Map(list.map((entry) => [String((entry as Record<string, unknown>)[field]), entry]));
  const old = byName(before);
  const next = byName(after);
  return {
    added: [...next.keys()].filter((name) => !old.has(name)),
    removed: [...old.keys()].filter((name) => !next.has(name)),
    changed: [...next.keys()].filter(
      (name) => old.has(name) && canonicalJson(old.get(name)) !== canonicalJson(next.get(name)),
    ),
  };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** For an object value (e.g. `grantable`): which of its fields were added, removed or changed. */
function fieldChanges(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): EntryChanges {
  const nested = diffConfigs(before, after);
  const named = (kind: KeyChangeKind) =>
    nested.filter((change) => change.kind === kind).map((change) => change.key);
  return { added: named('added'), removed: named('removed'), changed: named('changed') };
}

/** Changes from `before` to `after`, in the order of the keys of `after`, then removed keys. */
export function diffConfigs(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): KeyChange[] {
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  const changes: KeyChange[] = [];
  for (const key of keys) {
    const had = before[key] !== undefined;
    const has = after[key] !== undefined;
    if (!had && !has) continue;
    if (!had) changes.push({ key, kind: 'added', after: after[key] });
    else if (!has) changes.push({ key, kind: 'removed', before: before[key] });
    else if (canonicalJson(before[key]) !== canonicalJson(after[key])) {
      const [was, is] = [before[key], after[key]];
      const entries =
        Array.isArray(was) && Array.isArray(is)
          ? entryChanges(was, is)
          : isPlainObject(was) && isPlainObject(is)
            ? fieldChanges(was, is)
            : undefined;
      changes.push({
        key,
        kind: 'changed',
        before: before[key],
        after: after[key],
        ...(entries ? { entries } : {}),
      });
    }
  }
  return changes;
}
