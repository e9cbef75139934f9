/**
 * Issue 37: a unit is renamed on its edit page. A sibling's name is refused on the name field with
 * the registration's message and nothing changes; a rename of a version changed meanwhile is the
 * usual conflict; a free name shows at once in the details, the organisation selector and the
 * parent's list, and the old name is gone.
 */
import { expect, test } from '@playwright/test';

import { commonStrings } from '../../frontend/src/strings/common';
import { orgunitsStrings } from '../../frontend/src/strings/orgunits';
import { ORGUNIT_MESSAGES } from '../../lambdas/orgunit/messages';
import {
  expectFlash,
  openSignedIn,
  orgunitCard,
  PlatformApi,
  recordFlashes,
  uniqueName,
} from './orgunit-pages';

const text = orgunitsStrings.editOrgunit;
const labels = orgunitsStrings.orgHome;

test('rename: a sibling name is refused, a stale one reloads; a free one shows in details, selector and list', async ({
  page,
}) => {
  await recordFlashes(page);
  await page.goto('/login');
  const api = await PlatformApi.signIn(page);
  const parent = await api.createUnit(uniqueName('Rename parent'));
  const under = { id: parent.data.identifier, ouidChain: parent.data.ouidChain };
  const oldName = uniqueName('Before rename');
  const unit = await api.createUnit(oldName, under);
  const sibling = await api.createUnit(uniqueName('Sibling'), under);
  const id = unit.data.identifier;

  // Acting as the unit itself, so the organisation selector shows its name.
  await openSignedIn(page, `/${id}/edit-orgunit/${id}`);
  const nameField = page.getByLabel(labels.name, { exact: true });
  await expect(nameField).toHaveValue(oldName);

  await nameField.fill(sibling.data.name.toUpperCase());
  await page.getByRole('button', { name: text.update }).click();
  await expect(page.getByText(ORGUNIT_MESSAGES.duplicateName, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/edit-orgunit/${id}$`));
  expect((await api.getUnit(id)).data.name).toBe(oldName);

  // A rename of a version someone else changed meanwhile is a conflict to reload, not a clash.
  const other = await api.request('PUT', `/orgunit/${id}`, {
    ouid: id,
    body: { version: unit.version, data: { name: oldName, description: 'Changed elsewhere' } },
  });
  expect(other.status).toBe(200);
  const newName = uniqueName('After rename');
  await nameField.fill(newName);
  await expect(page.getByText(ORGUNIT_MESSAGES.duplicateName, { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: text.update }).click();
  await expect(page.getByText(text.conflict)).toBeVisible();
  await expect(page.getByText(ORGUNIT_MESSAGES.staleVersion, { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: text.reload, exact: true }).click();
  await expect(page.getByText(text.conflict)).toHaveCount(0);
  await expect(nameField).toHaveValue(oldName);

  await nameField.fill(newName);
  await page.getByRole('button', { name: text.update }).click();
  await expectFlash(page, text.succeeded);
  await expect(page).toHaveURL(new RegExp(`/${id}/orgunit/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  const selector = page.getByRole('button', { name: commonStrings.shell.orgSelectorAriaLabel });
  await expect(selector).toContainText(newName);
  expect((await api.getUnit(id)).data.name).toBe(newName);

  await page.goto(`/${under.id}/orgunits`);
  await expect(orgunitCard(page, newName)).toBeVisible();
  await expect(page.getByText(oldName, { exact: true })).toHaveCount(0);
});
