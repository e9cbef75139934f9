/** Issue 13 §1: Authenticated Users shows each account's status from the list answer itself. */
import { expect, test } from '@playwright/test';

import { usersStrings } from '../../frontend/src/strings/users';
import { recordApiReads } from './list-paging';
import {
  authUsersPath,
  filterUsers,
  newAuthUser,
  openAsAdmin,
  signUpThroughConsole,
  userRow,
} from './authuser-pages';
import { admin } from './console-pages';

const statuses = usersStrings.authUsers.accountStatuses;

test('statuses come with the list (no request per user) in plain words, and the Status column sorts the page', async ({
  page,
}) => {
  const reads = recordApiReads(page, (url) => /\/userprofile\/[^/]+/.test(url.pathname));
  const user = newAuthUser('status');
  await openAsAdmin(page, authUsersPath);
  await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
  await signUpThroughConsole(page, user);

  await filterUsers(page, user.username);
  // The admin-typed password is temporary: Cognito's status until the user changes it.
  await expect(userRow(page, user.username)).toContainText(statuses.FORCE_CHANGE_PASSWORD);
  await expect(userRow(page, user.username)).not.toContainText('FORCE_CHANGE_PASSWORD');
  await filterUsers(page, admin.username);
  await expect(userRow(page, admin.username)).toContainText(statuses.CONFIRMED);
  await expect(userRow(page, admin.username)).not.toContainText('CONFIRMED');
  await expect(userRow(page, admin.username)).not.toContainText(statuses.FORCE_CHANGE_PASSWORD);
  // The search applies after a pause in typing, and a new search resets the sort: wait for it.
  await expect(userRow(page, user.username)).toHaveCount(0);
  const status = page.getByRole('columnheader', { name: usersStrings.authUsers.status });
  await expect(status).toHaveAttribute('aria-sort', 'none');
  await status.getByRole('button').click();
  await expect(status).toHaveAttribute('aria-sort', 'ascending');
  expect(reads.map((url) => url.pathname)).toEqual([]);
});
