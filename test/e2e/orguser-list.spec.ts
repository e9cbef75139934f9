/** Issue 13 §1: the org users table is paged and searched (by username prefix) on the server. */
import { expect, test } from '@playwright/test';

import { commonStrings } from '../../frontend/src/strings/common';
import { usersStrings } from '../../frontend/src/strings/users';
import { pager, recordApiReads } from './list-paging';
import { AdminApi, openAsAdmin, orgUsersPath, uniqueId } from './orguser-pages';

const text = usersStrings.userList;
const USERS = 12;

test('org users: pages of the preferred size, forward and back, and a username prefix search', async ({
  page,
}) => {
  await page.goto('/login');
  const api = await AdminApi.signIn(page);
  const unit = await api.createUnit('Paged');
  const prefix = `pg${uniqueId()}`;
  const usernames = Array.from(
    { length: USERS },
    (_, index) => `${prefix}-${String(index + 1).padStart(2, '0')}`,
  );
  for (let start = 0; start < USERS; start += 4) {
    await Promise.all(
      usernames
        .slice(start, start + 4)
        .map((username) =>
          api.addOrgUser(
            unit.id,
            { name: `Paged ${username}`, username, email: `${username}@example.com` },
            'user',
          ),
        ),
    );
  }
  const reads = recordApiReads(page, (url) => url.pathname.endsWith('/orguser'));
  const userLinks = page.getByRole('table').getByRole('link', { name: new RegExp(`^${prefix}-`) });
  const shownUsernames = async () => (await userLinks.allInnerTexts()).map((name) => name.trim());
  const pages = pager(page);

  await openAsAdmin(page, orgUsersPath(unit.id));
  await expect(userLinks).toHaveCount(USERS);
  await page.getByRole('button', { name: 'Preferences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preferences' });
  await dialog.getByRole('radio', { name: commonStrings.tablePreferences.pageSize(10) }).check();
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  await expect(userLinks).toHaveCount(10);
  expect(reads.at(-1)?.searchParams.get('limit')).toBe('10');
  const first = await shownUsernames();
  await pages.next.click();
  await expect(userLinks).toHaveCount(USERS - 10);
  expect(reads.at(-1)?.searchParams.get('nextToken')).toBeTruthy();
  const second = await shownUsernames();
  expect([...first, ...second].sort()).toEqual(usernames);
  await expect(pages.next).toBeDisabled();
  await pages.previous.click();
  await expect(userLinks).toHaveCount(10);
  expect(await shownUsernames()).toEqual(first);

  const search = page.getByRole('searchbox', { name: text.filterAriaLabel });
  await expect(search).toHaveAttribute('placeholder', text.filterPlaceholder);
  await search.fill(`${prefix}-1`);
  await expect(userLinks).toHaveCount(3);
  expect(reads.at(-1)?.searchParams.get('search')).toBe(`${prefix}-1`);
  // A prefix of the username: text from its middle matches nothing.
  await search.fill(prefix.slice(2));
  await expect(page.getByText(text.noMatch)).toBeVisible();
  await expect(userLinks).toHaveCount(0);
});
