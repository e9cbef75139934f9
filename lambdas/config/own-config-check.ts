/**
 * The checks a unit's own config passes before it is saved or goes live, in this order: each own
 * key by its schema and no unknown key (400 naming the fields), no key a unit above locked (403
 * naming the key and the unit), and the merge with what the unit inherits satisfies the
 * identifier's full schema (400 naming the fields).
 */
import { type ConfigInForce, lockViolation } from '../domain/config-merge';
import { configSchemaFor, ownConfigSchemaFor } from '../domain/config-schema';
import { inForceWithOwn, type UnitConfigState } from '../shared/config-in-force';
import { BadRequestError, ForbiddenError } from '../shared/errors';
import { CONFIG_MESSAGES } from './messages';

export interface CheckedOwnConfig {
  /** The own config as its schema reads it (what is stored and hashed). */
  own: Record<string, unknown>;
  /** The config in force once `own` is the unit's own. */
  after: ConfigInForce;
}

interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  keys?: string[];
}

const pathOf = (issue: Pick<Issue, 'path'>) => issue.path.map(String).join('.') || '(config)';

/** Field issues first, then the unknown keys, each by name. */
function detailOf(issues: readonly Issue[], identifier: string): string {
  const fields = issues.filter((issue) => issue.code !== 'unrecognized_keys');
  const unknown = issues
    .filter((issue) => issue.code === 'unrecognized_keys')
    .flatMap((issue) =>
      (issue.keys ?? []).map(
        (key) =>
          `${[...issue.path.map(String), key].join('.')}: ${CONFIG_MESSAGES.unknownKey(identifier)}`,
      ),
    );
  return [...fields.map((issue) => `${pathOf(issue)}: ${issue.message}`), ...unknown].join('; ');
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The own config as its schema reads it; 400 naming the fields when it is not one. */
export function parseOwnConfig(
  identifier: string,
  content: unknown,
  invalid: (detail: string) => string = CONFIG_MESSAGES.configInvalid,
): Record<string, unknown> {
  if (!isPlainObject(content)) {
    throw new BadRequestError(invalid(`(config): ${CONFIG_MESSAGES.notAnObject}`));
  }
  const parsed = ownConfigSchemaFor(identifier).safeParse(content);
  if (!parsed.success) {
    throw new BadRequestError(invalid(detailOf(parsed.error.issues as Issue[], identifier)));
  }
  return parsed.data as Record<string, unknown>;
}

/** The config in force with `own` as the unit's; 400 naming the fields when the merge is invalid. */
export function mergedWithOwn(
  state: UnitConfigState,
  own: Record<string, unknown>,
  invalid: (detail: string) => string = CONFIG_MESSAGES.configInvalid,
): ConfigInForce {
  const after = inForceWithOwn(state, own);
  const merged = configSchemaFor(state.identifier).safeParse(after.config);
  if (!merged.success) {
    // A key no layer sets gets zod's bare "Invalid input": say why it is missing instead.
    const issues = (merged.error.issues as Issue[]).map((issue) =>
      issue.path.length === 1 && after.config[String(issue.path[0])] === undefined
        ? { ...issue, message: CONFIG_MESSAGES.missingInForce }
        : issue,
    );
    throw new BadRequestError(invalid(detailOf(issues, state.identifier)));
  }
  return after;
}

/**
 * Checks `content` as the own config of the state's unit; `invalid` words the 400 (the deployed
 * artifact, or the config sent).
 */
export function checkOwnConfig(
  state: UnitConfigState,
  content: unknown,
  invalid: (detail: string) => string = CONFIG_MESSAGES.configInvalid,
): CheckedOwnConfig {
  const own = parseOwnConfig(state.identifier, content, invalid);
  const locked = lockViolation(own, state.inForce.lockedAbove);
  if (locked) throw new ForbiddenError(CONFIG_MESSAGES.lockedAbove(locked.key, locked.source.name));
  return { own, after: mergedWithOwn(state, own, invalid) };
}
