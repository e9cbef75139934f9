/**
 * The changes of a config in words, for audit summaries and notifications:
 * "home changes, 2 roles added, 1 role removed".
 */
import type { KeyChange } from '../domain/config-diff';
import { CONFIG_CHANGE_WORDS as WORDS } from './messages';

function nounOf(key: string): readonly [string, string] {
  return WORDS.nouns[key] ?? WORDS.entryNoun(key);
}

function wordsOf(change: KeyChange): string[] {
  if (change.kind === 'added') return [WORDS.set(change.key)];
  if (change.kind === 'removed') return [WORDS.removed(change.key)];
  const { entries } = change;
  if (!entries) return [WORDS.changes(change.key)];
  const noun = nounOf(change.key);
  const counted = (
    [
      [entries.added.length, 'added'],
      [entries.removed.length, 'removed'],
      [entries.changed.length, 'changed'],
    ] as const
  ).filter(([count]) => count > 0);
  // Only the order changed: the list changes as a whole.
  if (counted.length === 0) return [WORDS.changes(change.key)];
  return counted.map(([count, what]) => WORDS.entries(count, noun, what));
}

export function changeWords(changes: readonly KeyChange[]): string {
  const words = changes.flatMap(wordsOf);
  return words.length > 0 ? words.join(', ') : WORDS.none;
}
