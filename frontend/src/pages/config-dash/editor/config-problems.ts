/**
 * The editor's checks before anything is sent, with the server's own schemas: each own key by its
 * schema, no unknown keys, no key locked above, and what would be in force still complete.
 */
import { lockViolation } from '@domain/config-merge';
import { configSchemaFor, ownConfigSchemaFor } from '@domain/config-schema';

import type { ConfigState } from './config-state';
import { configDashStrings } from '../../../strings/config-dash';

const text = configDashStrings.configEditor;

/** One problem: `path` like `roles.0.value` ('' for the whole config). */
export interface ConfigProblem {
  path: string;
  message: string;
}

interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  expected?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  origin?: unknown;
  values?: unknown;
  keys?: unknown;
}

/** zod's generic "Invalid input" said in the console's words; the schemas' own messages kept. */
function messageOf(issue: Issue): string {
  if (issue.message !== 'Invalid input') return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === undefined ? text.required : text.mustBe(String(issue.expected));
    case 'too_small':
      return issue.origin === 'string' ? text.required : text.tooFew(Number(issue.minimum));
    case 'too_big':
      return text.tooLong(Number(issue.maximum));
    case 'invalid_value':
      return text.oneOf(Array.isArray(issue.values) ? issue.values.join(', ') : '');
    default:
      return issue.message;
  }
}

function problemsOfIssues(identifier: string, issues: readonly Issue[]): ConfigProblem[] {
  return issues.flatMap((issue) => {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys' && Array.isArray(issue.keys)) {
      return issue.keys.map((key) => ({
        path: [path, String(key)].filter(Boolean).join('.'),
        message: text.unknownKey(identifier),
      }));
    }
    if (issue.code === 'invalid_type' && issue.path.length === 0) {
      return [{ path: '', message: text.notObject }];
    }
    return [{ path, message: messageOf(issue) }];
  });
}

/** The problems of `own` as the unit's own config of `identifier` (empty: it can be saved). */
export function configProblems(
  identifier: string,
  own: unknown,
  state: Pick<ConfigState, 'inForce' | 'sources' | 'lockedAbove'> | undefined,
  unitId: string,
): ConfigProblem[] {
  const result = ownConfigSchemaFor(identifier).safeParse(own);
  if (!result.success) return problemsOfIssues(identifier, result.error.issues as Issue[]);
  const config = result.data as Record<string, unknown>;
  const locked = lockViolation(config, state?.lockedAbove ?? {});
  if (locked) return [{ path: locked.key, message: text.lockedOn(locked.source.name) }];

  // What would be in force: the keys known from above, the own ones over them. A key this unit
  // sets today but the draft inherits has an unknown value above: the server checks it.
  const above: Record<string, unknown> = {};
  const unknownAbove = new Set<string>();
  for (const [key, value] of Object.entries(state?.inForce ?? {})) {
    if (state?.sources[key]?.ouid === unitId) unknownAbove.add(key);
    else above[key] = value;
  }
  const merged = configSchemaFor(identifier).safeParse({ ...above, ...config });
  if (merged.success) return [];
  return problemsOfIssues(identifier, merged.error.issues as Issue[])
    .filter((problem) => {
      const key = problem.path.split('.')[0] ?? '';
      return !(key in config) && !unknownAbove.has(key);
    })
    .map((problem) => ({ ...problem, message: text.nothingToInherit }));
}

/** The problems at `path` exactly. */
export function problemsAt(problems: readonly ConfigProblem[], path: string): string | undefined {
  const messages = problems.filter((problem) => problem.path === path).map((p) => p.message);
  return messages.length ? messages.join('; ') : undefined;
}

/** The problems at `path` or inside it (e.g. `entityRules.0.publishToApiTopic` and below). */
export function problemsUnder(
  problems: readonly ConfigProblem[],
  path: string,
): string | undefined {
  const messages = problems
    .filter((problem) => problem.path === path || problem.path.startsWith(`${path}.`))
    .map((problem) => problem.message);
  return messages.length ? [...new Set(messages)].join('; ') : undefined;
}
