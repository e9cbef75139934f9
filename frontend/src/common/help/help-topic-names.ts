import type { UIMatch } from 'react-router-dom';

import type { helpStrings } from '../../strings/help';

/**
 * Help topic names without their texts: the router and the shell name topics, and only the lazily
 * loaded help panel and the forms' Info links load the texts.
 */
export type HelpTopicId = keyof (typeof helpStrings)['pageHelp']['topics'];

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
