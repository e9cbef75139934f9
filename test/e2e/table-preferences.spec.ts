import { expect, test } from '@playwright/test';

import { commonStrings } from '../../frontend/src/strings/common';
import { usersStrings } from '../../frontend/src/strings/users';
import { ROOT_UNIT_ID } from '../../local/seed-data';
import { openSignedIn } from './orgunit-pages';

const users = usersStrings.userList;
const path = `/${ROOT_UNIT_ID}/orgusers`;
/** Where the console keeps this table's preferences (one localStorage key per table). */
const STORAGE_KEY = JSON.stringify('probot.table.org-users');

test('table preferences: page size and a hidden column are remembered across a reload', async ({
  page,
}) => {
  await openSignedIn(page, path);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: users.email })).toBeVisible();

  await page.getByRole('button', { name: 'Preferences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preferences' });
  await dialog.getByRole('radio', { name: commonStrings.tablePreferences.pageSize(10) }).check();
  await dialog.getByRole('checkbox', { name: users.email, exact: true }).uncheck();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('columnheader', { name: users.email })).toHaveCount(0);

  await page.reload();
  await expect(table.getByRole('columnheader', { name: users.username })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: users.email })).toHaveCount(0);
  const stored = (await page.evaluate(
    `JSON.parse(window.localStorage.getItem(${STORAGE_KEY}) ?? 'null')`,
  )) as unknown;
  expect(stored).toMatchObject({
    pageSize: 10,
    contentDisplay: expect.arrayContaining([{ id: 'email', visible: false }]) as unknown,
  });
  await page.getByRole('button', { name: 'Preferences' }).click();
  await expect(
    dialog.getByRole('radio', { name: commonStrings.tablePreferences.pageSize(10) }),
  ).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: users.email, exact: true })).not.toBeChecked();
});

test('table preferences: unreadable stored preferences fall back to the defaults', async ({
  page,
}) => {
  await openSignedIn(page, path);
  await page.evaluate(`window.localStorage.setItem(${STORAGE_KEY}, '{not json')`);
  await page.reload();
  await expect(
    page.getByRole('table').getByRole('columnheader', { name: users.email }),
  ).toBeVisible();
});
