/**
 * The review's confirmation in words (issue 38), e.g. "Activate core version 7 on Sales: home
 * changes, 2 roles added".
 */
import type { ConfigPreview, KeyChange, ReviewSource } from '../../../api/config-preview';
import { configDashStrings } from '../../../strings/config-dash';

const text = configDashStrings.configReview;

function keyPhrases(change: KeyChange): string[] {
  if (change.kind === 'added') return [text.summarySet(change.key)];
  if (change.kind === 'removed') return [text.summaryRemoved(change.key)];
  const entries = change.entries;
  if (!entries) return [text.summaryChanges(change.key)];
  const phrases = (['added', 'removed', 'changed'] as const)
    .filter((what) => entries[what].length > 0)
    .map((what) => text.summaryEntries(entries[what].length, change.key, what));
  return phrases.length > 0 ? phrases : [text.summaryChanges(change.key)];
}

/** "home changes, 2 roles added"; "no changes" when nothing in force changes. */
export function changeSummary(changes: readonly KeyChange[]): string {
  const phrases = changes.flatMap(keyPhrases);
  return phrases.length > 0 ? phrases.join(', ') : text.summaryNone;
}

export function reviewSentence(source: ReviewSource, preview: ConfigPreview): string {
  const { identifier, unit, nextVersion, changes } = preview;
  if (source.kind === 'artifact') {
    return text.activateSentence(identifier, nextVersion, unit.name, changeSummary(changes));
  }
  if (source.kind === 'version') {
    return text.rollBackSentence(
      identifier,
      source.number,
      unit.name,
      nextVersion,
      changeSummary(changes),
    );
  }
  return text.inheritSentence(source.key, unit.name, nextVersion);
}

/** The primary button's text. */
export function reviewAction(source: ReviewSource): string {
  if (source.kind === 'artifact') return configDashStrings.configDash.activate;
  return source.kind === 'version' ? text.rollBack : configDashStrings.configInForce.inheritAction;
}
