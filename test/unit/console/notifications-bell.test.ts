import { bellUtility } from '../../../frontend/src/common/notifications/bell-utility';
import { notificationsStrings } from '../../../frontend/src/strings/notifications';

const HREF = '/ou-sales/notifications';
const bell = (unseen: number, capped = false) => bellUtility(HREF, { unseen, capped }, undefined);

describe('the notifications bell', () => {
  it('shows no count and no badge when nothing is unseen (or the count has not arrived)', () => {
    for (const utility of [bell(0), bellUtility(HREF, undefined, undefined)]) {
      expect(utility).toMatchObject({ ariaLabel: notificationsStrings.bell.label, href: HREF });
      expect(utility.text).toBeUndefined();
      expect(utility.badge).toBeUndefined();
    }
  });

  it.each([
    [1, false, '1'],
    [99, false, '99'],
    [100, false, '99+'],
    [100, true, '99+'],
  ])(
    'shows %i unseen (capped: %s) as %s, and names the bell with that text',
    (n, capped, shown) => {
      const utility = bell(n, capped);
      expect(utility).toMatchObject({ text: shown, badge: true, disableTextCollapse: true });
      // WCAG 2.5.3 label in name: the visible count is part of the accessible name.
      expect(utility.ariaLabel).toBe(`Notifications, ${shown} unseen`);
      expect(utility.ariaLabel).toContain(utility.text);
    },
  );
});
