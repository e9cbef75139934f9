import { expect, type Page, test } from '@playwright/test';

import { accountStrings } from '../../frontend/src/strings/account';
import { commonStrings } from '../../frontend/src/strings/common';
import { orgunitsStrings } from '../../frontend/src/strings/orgunits';
import { ROOT_UNIT_ID } from '../../local/seed-data';
import { openMenu } from './console-pages';
import { expectFlash, openSignedIn, PlatformApi, recordFlashes, uniqueName } from './orgunit-pages';

const text = commonStrings.unsavedChanges;
function description(page: Page) {
  return page.getByLabel(orgunitsStrings.orgHome.description, { exact: true });
}

function sideNavLink(page: Page, name: string) {
  return page
    .getByRole('navigation', { name: commonStrings.shell.navigationAriaLabel })
    .getByRole('link', { name, exact: true });
}

async function openEditor(page: Page): Promise<string> {
  await page.goto('/login');
  const api = await PlatformApi.signIn(page);
  const unit = await api.createUnit(uniqueName('Guarded unit'));
  const path = `/${ROOT_UNIT_ID}/edit-orgunit/${unit.data.identifier}`;
  // Opened from the details page, so that Back is a navigation inside the console.
  await openSignedIn(page, `/${ROOT_UNIT_ID}/orgunit/${unit.data.identifier}`);
  await page.getByRole('link', { name: orgunitsStrings.orgunitDetails.edit, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  return path;
}

test('unsaved changes: leaving asks first; Stay keeps the edit, Leave goes', async ({ page }) => {
  const path = await openEditor(page);
  const field = description(page);
  await field.fill('Typed but not saved');

  await sideNavLink(page, commonStrings.menu.childOrganisations).click();
  const dialog = page.getByRole('dialog', { name: text.heading });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(text.body);
  await dialog.getByRole('button', { name: text.stay }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(field).toHaveValue('Typed but not saved');

  await page.goBack();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: text.stay }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));

  await sideNavLink(page, commonStrings.menu.childOrganisations).click();
  await dialog.getByRole('button', { name: text.leave }).click();
  await expect(page).toHaveURL(new RegExp(`/${ROOT_UNIT_ID}/orgunits$`));
});

test('unsaved changes: no prompt without changes or after a save', async ({ page }) => {
  await recordFlashes(page);
  await openEditor(page);
  const dialog = page.getByRole('dialog', { name: text.heading });
  await description(page).fill('Saved in the browser');
  await page.getByRole('button', { name: orgunitsStrings.editOrgunit.update }).click();
  await expectFlash(page, orgunitsStrings.editOrgunit.succeeded);
  await expect(page).toHaveURL(new RegExp(`/${ROOT_UNIT_ID}/orgunit/`));
  await expect(dialog).toHaveCount(0);
  await sideNavLink(page, commonStrings.menu.childOrganisations).click();
  await expect(page).toHaveURL(new RegExp(`/${ROOT_UNIT_ID}/orgunits$`));
});

test('unsaved changes: closing the tab while dirty gets the browser prompt', async ({ page }) => {
  await openEditor(page);
  await description(page).fill('Typed but not saved');
  const prompted = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await prompted;
  expect(dialog.type()).toBe('beforeunload');
  // Leaving closes the page; staying would leave a page whose teardown prompts again.
  await dialog.accept();
  await expect.poll(() => page.isClosed()).toBe(true);
});

test('unsaved changes: signing out from a changed form signs out without asking', async ({
  page,
}) => {
  await openEditor(page);
  await description(page).fill('Typed, then signed out');
  const account = await openMenu(page, commonStrings.shell.accountMenuAriaLabel);
  await account.filter({ hasText: commonStrings.shell.logout }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: text.heading })).toBeHidden();
  await expect(page.getByRole('link', { name: accountStrings.landing.signInLink })).toBeVisible();
});
