import { helpTopicBodies } from '../../strings/help-topic-bodies';
import { helpTopicStrings } from '../../strings/help-topics';
import type { HelpTopicId } from './help-topic-names';

/**
 * The help of the console is keyed by route name (the unit routes' names, `myProfile`), plus a few
 * topics of single form fields; strings/help-topics.ts and help-topic-bodies.ts hold the texts.
 */
const HEADERS = helpTopicStrings.headers;

/** The topic shown when a page names none, or names one that has no text. */
export const DEFAULT_HELP_TOPIC: HelpTopicId = 'console';

/** The help of a topic name; the console's general help when there is no such topic. */
export function helpTopic(topic: string): { header: string; body: readonly string[] } {
  const id = Object.hasOwn(HEADERS, topic) ? (topic as HelpTopicId) : DEFAULT_HELP_TOPIC;
  return { header: HEADERS[id], body: helpTopicBodies[id] };
}
