import type { TopNavigationProps } from '@cloudscape-design/components/top-navigation';

import type { SeenState } from '../../api/notifications';
import { notificationsStrings } from '../../strings/notifications';

const text = notificationsStrings.bell;

/** The unit's unseen records the caller may see plus their own inbox's, whatever unit is active. */
function unseenTotal(state: SeenState): { unseen: number; capped: boolean } {
  const inbox = state.inbox ?? { unseen: 0, capped: false };
  return { unseen: state.unseen + inbox.unseen, capped: state.capped || inbox.capped };
}

/**
 * The top bar's bell: a link to the notifications with a badge and the unseen count ("99+" past
 * 99) when there are any. Its accessible name holds the count it shows.
 */
export function bellUtility(
  href: string,
  state: SeenState | undefined,
  onFollow: TopNavigationProps.ButtonUtility['onFollow'],
): TopNavigationProps.ButtonUtility {
  const unseen = state && unseenTotal(state);
  const count = unseen && unseen.unseen > 0 ? text.count(unseen.unseen, unseen.capped) : undefined;
  return {
    type: 'button',
    iconName: 'notification',
    ...(count
      ? { text: count, badge: true, disableTextCollapse: true, ariaLabel: text.ariaLabel(count) }
      : { ariaLabel: text.label }),
    title: count ? text.ariaLabel(count) : text.label,
    href,
    onFollow,
  };
}
