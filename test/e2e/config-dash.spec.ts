import { expect, type Page, test } from '@playwright/test';

import { CONFIG_MESSAGES } from '../../lambdas/config/messages';
import type { ApplicationConfig } from '../../lambdas/domain/config-schema';
import { commonStrings } from '../../frontend/src/strings/common';
import { configDashStrings } from '../../frontend/src/strings/config-dash';
import { ROOT_UNIT_ID, SEED_CORE_CONFIG, SEED_UNITS } from '../../local/seed-data';
import { grantUnitRoles } from './account-grants';
import { createConfirmedUser } from './account-users';
import { createUnitBelowRoot, deployConfig, deployConfigAt } from './config-pages';
import { keysInForceTable, openTab, rowOf } from './config-versions-pages';
import { signInOnLoginPage } from './console-pages';
import { recordFlashes, shownFlashes } from './flash-record';

const text = configDashStrings.configDash;
const review = configDashStrings.configReview;
const rootName = SEED_UNITS.find((unit) => unit.id === ROOT_UNIT_ID)?.name ?? ROOT_UNIT_ID;

/** Waits until the flash messages shown so far are exactly these, in this order. */
async function expectFlashes(page: Page, messages: string[]) {
  await expect
    .poll(async () =>
      (await shownFlashes(page)).map((seen) => messages.find((m) => seen.includes(m)) ?? seen),
    )
    .toEqual(messages);
}

const appConfig = (roleName: string): ApplicationConfig => ({
  roles: [{ value: 'reviewer', name: roleName }],
});

/** A fresh unit below ROOT with one deployed app config, and the dashboard open on it as the admin. */
async function openDashboardOfNewUnit(page: Page, identifier: string) {
  const name = `Config test ${Date.now()}`;
  const ouid = await createUnitBelowRoot(page, name);
  const key = await deployConfig(ouid, identifier, appConfig('Reviewer'));
  await recordFlashes(page);
  await page.goto(`/${ouid}/config-dash`);
  await signInOnLoginPage(page);
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
  await expect(page.getByRole('cell', { name: key, exact: true })).toBeVisible();
  return { ouid, name, key };
}

const rowWithRadio = (page: Page, radioName: string) =>
  page.getByRole('row').filter({ has: page.getByRole('radio', { name: radioName }) });

test('activating a deployed config is reviewed first: a create, then an update from another key; the active one is marked', async ({
  page,
}) => {
  const identifier = `e2eapp${Date.now()}`;
  const { ouid, name, key } = await openDashboardOfNewUnit(page, identifier);
  const activate = page.getByRole('button', { name: text.activate, exact: true });
  const dialog = page.getByRole('dialog');

  // The unit inherits ROOT's core config; its own app config is not active yet.
  const core = rowWithRadio(page, text.selectActive('core'));
  await expect(core).toContainText(text.inherited(''));
  await expect(core).toContainText(rootName);
  await expect(page.getByRole('cell', { name: identifier, exact: true })).toHaveCount(0);
  await expect(activate).toHaveCount(0);

  await page.getByRole('radio', { name: text.selectDeployed(key) }).check();
  await activate.click();
  await expect(
    dialog.getByText(review.activateSentence(identifier, 1, name, 'roles set'), { exact: true }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: text.activate, exact: true }).click();
  await expectFlashes(page, [review.done(identifier, 1)]);
  await expect(dialog).toHaveCount(0);
  const ownRow = rowWithRadio(page, text.selectActive(identifier));
  await expect(ownRow).toContainText(configDashStrings.configInForce.thisUnit);
  await expect(ownRow).not.toContainText(text.inherited(''));
  await expect(rowWithRadio(page, text.selectDeployed(key))).toContainText(text.activeHere);
  // The active artifact is not offered again.
  await expect(activate).toBeDisabled();

  // Another key with the same file name replaces the unit's config of that identifier: an update,
  // version 2, and the Active marker moves to it.
  const nextKey = await deployConfigAt(`${ouid}/next/${identifier}.json`, appConfig('Reviewer 2'));
  await page.reload();
  await page.getByRole('radio', { name: text.selectDeployed(nextKey) }).check();
  await activate.click();
  await expect(
    dialog.getByText(review.activateSentence(identifier, 2, name, '1 role changed'), {
      exact: true,
    }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: text.activate, exact: true }).click();
  // The reload started the record of flashes afresh.
  await expectFlashes(page, [review.done(identifier, 2)]);
  await expect(rowWithRadio(page, text.selectDeployed(nextKey))).toContainText(text.activeHere);
  await expect(rowWithRadio(page, text.selectDeployed(key))).not.toContainText(text.activeHere);
});

test('reviewing a deployed config that changed after the dashboard loaded shows the server message', async ({
  page,
}) => {
  const identifier = `e2estale${Date.now()}`;
  const { ouid, key } = await openDashboardOfNewUnit(page, identifier);
  await page.getByRole('radio', { name: text.selectDeployed(key) }).check();

  // A new deployment behind the console's back: the ETag the dashboard holds is stale.
  await deployConfig(ouid, identifier, appConfig('Reviewer v2'));
  await page.getByRole('button', { name: text.activate, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(CONFIG_MESSAGES.deployedChanged)).toBeVisible();
  await expect(dialog.getByRole('button', { name: text.activate, exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: review.cancel }).click();
  await expect(page.getByRole('cell', { name: identifier, exact: true })).toHaveCount(0);
});

test('the config shown first is core: its keys with their sources, its JSON and tree', async ({
  page,
}) => {
  await page.goto(`/${ROOT_UNIT_ID}/config-dash`);
  await signInOnLoginPage(page);
  await expect(page.getByRole('radio', { name: text.selectActive('core') })).toBeChecked();
  const keys = keysInForceTable(page, 'core');
  await expect(rowOf(keys, 'home')).toContainText(`"${SEED_CORE_CONFIG.home}"`);
  await expect(rowOf(keys, 'home')).toContainText(configDashStrings.configInForce.thisUnit);

  await openTab(page, 'jsonTab');
  const json = page.getByRole('region', { name: text.jsonAriaLabel('core') });
  await expect(json).toContainText(`"home": "${SEED_CORE_CONFIG.home}"`);
  const tree = page.getByRole('tree', { name: text.treeAriaLabel('core') });
  await expect(tree.getByText('entityRules', { exact: true })).toBeVisible();
  await expect(tree.getByText(`"${SEED_CORE_CONFIG.home}"`, { exact: true })).toBeVisible();
  await tree.getByRole('button', { name: `${text.collapse} roles` }).click();
  await expect(tree.getByText('"Admin"', { exact: true })).toHaveCount(0);
});

test('a member without an admin role gets the no-permission page on the config dashboard', async ({
  page,
}) => {
  const member = await createConfirmedUser(page, 'config-member');
  await grantUnitRoles(member, ROOT_UNIT_ID, ['user']);
  await page.goto(`/${ROOT_UNIT_ID}/config-dash`);
  await signInOnLoginPage(page, member);
  await expect(page.getByText(commonStrings.permission.denied)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toHaveCount(0);
});
