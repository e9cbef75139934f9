import { readFile } from 'node:fs/promises';

import { expect, test } from '@playwright/test';

import { whoHasAccessStrings } from '../../frontend/src/strings/who-has-access';
import { ROOT_UNIT_ID } from '../../local/seed-data';
import { admin } from './console-pages';
import { AdminApi, openAsAdmin, uniqueId } from './orguser-pages';

const text = whoHasAccessStrings;

test('an admin sees who has access on a unit page, searches it and exports it as CSV', async ({
  page,
}) => {
  await page.goto('/login');
  const api = await AdminApi.signIn(page);
  const unit = await api.createUnit('Access');
  const username = `wha-${uniqueId()}`;
  const email = `${username}@example.com`;
  await api.addOrgUser(unit.id, { name: 'Ada Access', username, email }, 'user');

  await openAsAdmin(page, `/${ROOT_UNIT_ID}/orgunit/${unit.id}`);
  await expect(page.getByRole('heading', { level: 2, name: text.heading })).toBeVisible();
  // The unit's own member, first, granted on the unit itself (linked to its page).
  const member = page.getByRole('row').filter({ hasText: username });
  await expect(member).toContainText('Ada Access');
  await expect(member).toContainText(text.direct);
  await expect(member.getByRole('link', { name: unit.name, exact: true })).toHaveAttribute(
    'href',
    `/${ROOT_UNIT_ID}/orgunit/${unit.id}`,
  );

  // The export holds the list as shown, one CSV line per row.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: text.exportCsv }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(text.csv.fileName(unit.id));
  const csv = await readFile((await file.path()) ?? '', 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe(text.csv.header.join(','));
  expect(lines).toContain(`${username},Ada Access,user,${unit.name},${unit.id},${text.direct}`);
  await expect(page.getByText(text.exported(lines.length - 2))).toBeVisible();

  // The admin's own role on the top unit reaches this unit too: inherited.
  await page.getByRole('searchbox', { name: text.searchAriaLabel }).fill(admin.username);
  const inherited = page.getByRole('row').filter({ hasText: admin.username });
  await expect(inherited).toContainText(text.inherited);
  await expect(page.getByRole('row').filter({ hasText: username })).toHaveCount(0);
});
