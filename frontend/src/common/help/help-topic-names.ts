import type { UIMatch } from 'react-router-dom';

import type { helpTopicStrings } from '../../strings/help-topics';

/**
 * Help topic names without their texts: the router and the shell name topics; the forms' Info
 * links load the topics' headers, and only the lazily loaded help panel their bodies.
 */
export type HelpTopicId = keyof (typeof helpTopicStrings)['headers'];

/** What a route declares in its `handle`: the help topic of its page (by route name). */
export interface RouteHelpHandle {
  help: string;
}

function isHelpHandle(handle: unknown): handle is RouteHelpHandle {
  return typeof handle === 'object' && handle !== null && 'help' in handle;
}

/** The help topic of the deepest matched route that names one. */
export function routeHelpTopic(matches: readonly UIMatch[]): string | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isHelpHandle(handle)) return handle.help;
  }
  return undefined;
}
