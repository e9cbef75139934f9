/**
 * Tenant onboarding in the browser (issue 11): the seeded system admin creates organisations on
 * the SYSTEM unit's Organisations screen, with an existing account or a new one invited by e-mail;
 * the invited admin signs in with the temporary password from the mailbox, sets a new password
 * and lands on the new organisation's home.
 */
import { randomUUID } from 'node:crypto';

import { expect, type Page, test } from '@playwright/test';

import { accountStrings } from '../../frontend/src/strings/account';
import { commonStrings } from '../../frontend/src/strings/common';
import { tenantsStrings } from '../../frontend/src/strings/tenants';
import { ROOT_UNIT_ID, SEED_UNITS, SYSTEM_UNIT_ID } from '../../local/seed-data';
import { newestMail } from './account-mailbox';
import { createConfirmedUser } from './account-users';
import { openAsAdmin } from './authuser-pages';
import { openMenu, signInOnLoginPage, unitHeading } from './console-pages';
import { expectFlash, recordFlashes } from './flash-record';

const text = tenantsStrings.tenants;
const form = tenantsStrings.createTenant;
const tenantsPath = `/${SYSTEM_UNIT_ID}/tenants`;
const createPath = `/${SYSTEM_UNIT_ID}/create-tenant`;
const newPassword = accountStrings.login.newPassword;
const INVITATION = 'You are invited to the OrgConsole';

function field(page: Page, label: string) {
  return page.getByLabel(label, { exact: true });
}

function tenantRow(page: Page, name: string) {
  return page.getByRole('row').filter({ hasText: name });
}

async function openCreateForm(page: Page): Promise<void> {
  await page.getByRole('link', { name: text.create }).click();
  await expect(page).toHaveURL(new RegExp(`${createPath}$`));
  await expect(page.getByRole('heading', { level: 1, name: form.heading })).toBeVisible();
}

async function filterTenants(page: Page, value: string): Promise<void> {
  await page.getByRole('searchbox', { name: text.filterAriaLabel }).fill(value);
}

test('a system admin onboards an organisation with an invited admin, who sets a password and lands on its home', async ({
  page,
}) => {
  const id = randomUUID().slice(0, 8);
  const name = `Initech ${id}`;
  const username = `initech-${id}`;
  await recordFlashes(page);

  // The Organisations screen of the SYSTEM unit lists the seeded tenant, not the SYSTEM unit.
  await openAsAdmin(page, `/${SYSTEM_UNIT_ID}/`);
  await page.getByRole('button', { name: commonStrings.menu.button, exact: true }).click();
  await page.getByRole('menuitem', { name: commonStrings.menu.organisations, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${tenantsPath}$`));
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
  const seeded = SEED_UNITS.find((unit) => unit.id === ROOT_UNIT_ID)?.name ?? '';
  await expect(tenantRow(page, seeded)).toContainText(ROOT_UNIT_ID);
  await expect(page.getByRole('row').filter({ hasText: SYSTEM_UNIT_ID })).toHaveCount(0);

  await openCreateForm(page);
  await field(page, form.name).fill(name);
  await page.getByRole('radio', { name: new RegExp(form.newAccount) }).check();
  await field(page, form.adminName).fill('Bill Lumbergh');
  await field(page, form.adminEmail).fill(`${username}@example.com`);
  await field(page, form.username).fill(username);
  await page.getByRole('button', { name: form.submit, exact: true }).click();
  await expectFlash(page, form.invited(name, username));
  await expect(page).toHaveURL(new RegExp(`${tenantsPath}$`));

  await filterTenants(page, name);
  const row = tenantRow(page, name);
  await expect(row).toContainText(/ou-[0-9a-f]{16}/);
  const rootId = /ou-[0-9a-f]{16}/.exec((await row.textContent()) ?? '')?.[0] ?? '';
  // The name is the row header; then id, created, units (the ROOT unit) and users (the admin).
  await expect(row.getByRole('cell')).toHaveText([rootId, /\d{4}/, '1', '1']);

  const account = await openMenu(page, commonStrings.shell.accountMenuAriaLabel);
  await account.filter({ hasText: commonStrings.shell.logout }).click();
  await expect(page).toHaveURL(/\/$/);

  // The invited admin: the temporary password from the mailbox, then a password of their own.
  const mail = await newestMail(page, username, (candidate) => candidate.subject === INVITATION);
  expect(mail.link).toMatch(/\/login$/);
  await page.goto('/login');
  await signInOnLoginPage(page, { username, password: mail.code });
  await expect(page.getByRole('heading', { level: 1, name: newPassword.heading })).toBeVisible();
  await field(page, newPassword.newPasswordLabel).fill('Lumbergh#2026');
  await field(page, newPassword.confirmPasswordLabel).fill('Lumbergh#2027');
  await page.getByRole('button', { name: newPassword.submit }).click();
  await expect(field(page, newPassword.confirmPasswordLabel)).toHaveAccessibleDescription(
    new RegExp(commonStrings.validation.passwordMismatch),
  );
  await field(page, newPassword.confirmPasswordLabel).fill('Lumbergh#2026');
  await page.getByRole('button', { name: newPassword.submit }).click();

  await expect(page).toHaveURL(new RegExp(`/${rootId}/$`));
  await expect(unitHeading(page, name)).toBeVisible();
  await expect(
    page.getByRole('button', { name: commonStrings.shell.accountMenuAriaLabel }),
  ).toContainText(username);
});

test('a system admin makes an existing account the admin after checking it; others see no Organisations', async ({
  page,
}) => {
  const name = `Globex ${randomUUID().slice(0, 8)}`;
  // Not the seeded admin: a new policy would change where every later test's sign-in lands.
  const owner = await createConfirmedUser(page, 'globex');
  await recordFlashes(page);
  await openAsAdmin(page, tenantsPath);
  await openCreateForm(page);

  // Blank and unchecked fields are flagged before anything is sent.
  await page.getByRole('button', { name: form.submit, exact: true }).click();
  await expect(field(page, form.name)).toHaveAccessibleDescription(
    new RegExp(commonStrings.validation.allFieldsRequired),
  );
  await field(page, form.name).fill(name);
  await field(page, form.username).fill(`nobody-${randomUUID().slice(0, 8)}`);
  await page.getByRole('button', { name: form.check }).click();
  await expect(page.getByText(form.userDoesNotExist)).toBeVisible();
  await page.getByRole('button', { name: form.submit, exact: true }).click();
  await expect(field(page, form.username)).toHaveAccessibleDescription(
    new RegExp(form.userDoesNotExist),
  );

  await field(page, form.username).fill(owner.username);
  await page.getByRole('button', { name: form.check }).click();
  await expect(page.getByText(form.becomesAdmin(owner.username))).toBeVisible();
  await page.getByRole('button', { name: form.submit, exact: true }).click();
  await expectFlash(page, form.succeeded(name));
  await expect(page).toHaveURL(new RegExp(`${tenantsPath}$`));
  await filterTenants(page, name);
  await expect(tenantRow(page, name)).toBeVisible();

  // The same name again, in other letters: the server's message on a flash, nothing created.
  await openCreateForm(page);
  await field(page, form.name).fill(name.toUpperCase());
  await field(page, form.username).fill(owner.username);
  await page.getByRole('button', { name: form.check }).click();
  await expect(page.getByText(form.becomesAdmin(owner.username))).toBeVisible();
  await page.getByRole('button', { name: form.submit, exact: true }).click();
  await expectFlash(page, 'An organisation (tenant) with this name already exists');
  await expect(page).toHaveURL(new RegExp(`${createPath}$`));

  // On a ROOT unit the screen is not offered, and its route shows the no-permission page.
  await page.goto(`/${ROOT_UNIT_ID}/tenants`);
  await expect(page.getByText(commonStrings.permission.denied)).toBeVisible();
});
