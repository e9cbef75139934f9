import type { HelpTopicId } from './help-topic-names';

import { helpStrings } from '../../strings/help';

/**
 * The help of the console, keyed by route name (the unit routes' names, `myProfile`), plus a few
 * topics of single form fields. The texts live in strings/help.ts.
 */
export const HELP_TOPICS = helpStrings.pageHelp.topics;

/** The topic shown when a page names none, or names one that has no text. */
export const DEFAULT_HELP_TOPIC: HelpTopicId = 'console';

/** The help of a topic name; the console's general help when there is no such topic. */
export function helpTopic(topic: string) {
  return Object.hasOwn(HELP_TOPICS, topic)
    ? HELP_TOPICS[topic as HelpTopicId]
    : HELP_TOPICS[DEFAULT_HELP_TOPIC];
}
