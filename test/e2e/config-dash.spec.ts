import { expect, type Page, test } from '@playwright/test';

import { CONFIG_MESSAGES } from '../../lambdas/config/messages';
import type { ApplicationConfig } from '../../lambdas/domain/config-schema';
import { commonStrings } from '../../frontend/src/strings/common';
import { configDashStrings } from '../../frontend/src/strings/config-dash';
import { ROOT_UNIT_ID, SEED_CORE_CONFIG } from '../../local/seed-data';
import { grantUnitRoles } from './account-grants';
import { createConfirmedUser } from './account-users';
import { createUnitBelowRoot, deployConfig, deployConfigAt } from './config-pages';
import { admin, signInOnLoginPage } from './console-pages';
import { recordFlashes, shownFlashes } from './flash-record';

const text = configDashStrings.configDash;

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
  const ouid = await createUnitBelowRoot(page, `Config test ${Date.now()}`);
  const key = await deployConfig(ouid, identifier, appConfig('Reviewer'));
  await recordFlashes(page);
  await page.goto(`/${ouid}/config-dash`);
  await signInOnLoginPage(page);
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
  await expect(page.getByRole('cell', { name: key, exact: true })).toBeVisible();
  return { ouid, key };
}

test('activating a deployed config creates it, activating it again updates it', async ({
  page,
}) => {
  const identifier = `e2eapp${Date.now()}`;
  const { ouid, key } = await openDashboardOfNewUnit(page, identifier);
  const activate = page.getByRole('button', { name: text.activate });

  // The unit inherits ROOT's configs; its own app config is not active yet.
  await expect(
    page.getByRole('cell', { name: text.inherited(ROOT_UNIT_ID) }).first(),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: identifier, exact: true })).toHaveCount(0);
  await expect(activate).toHaveCount(0);

  await page.getByRole('radio', { name: text.selectDeployed(key) }).check();
  await activate.click();
  await expectFlashes(page, [text.activated]);
  const ownRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('radio', { name: text.selectActive(identifier) }) });
  await expect(ownRow).toContainText(key);
  await expect(ownRow).toContainText(ouid);
  await expect(ownRow).not.toContainText(text.inherited(ouid));

  // The same key again: the unit now has its own config of the identifier, so this is an update.
  await expect(activate).toBeEnabled();
  await activate.click();
  await expectFlashes(page, [text.activated, text.updated]);
  await expect(ownRow).toContainText(text.modifiedBy(admin.username, '').trim());

  // Another key with the same file name replaces the unit's config of that identifier: an update
  // too (the server keeps one per identifier; a create would be refused as already active).
  const nextKey = await deployConfigAt(`${ouid}/next/${identifier}.json`, appConfig('Reviewer 2'));
  await page.reload();
  await page.getByRole('radio', { name: text.selectDeployed(nextKey) }).check();
  await expect(activate).toBeEnabled();
  await activate.click();
  await expectFlashes(page, [text.updated]);
  await expect(ownRow).toContainText(nextKey);
});

test('activating a deployed config that changed after the dashboard loaded shows the server message', async ({
  page,
}) => {
  const identifier = `e2estale${Date.now()}`;
  const { ouid, key } = await openDashboardOfNewUnit(page, identifier);
  await page.getByRole('radio', { name: text.selectDeployed(key) }).check();

  // A new deployment behind the console's back: the ETag the dashboard holds is stale.
  await deployConfig(ouid, identifier, appConfig('Reviewer v2'));
  await page.getByRole('button', { name: text.activate }).click();
  await expectFlashes(page, [CONFIG_MESSAGES.deployedChanged]);
  await expect(page.getByRole('cell', { name: identifier, exact: true })).toHaveCount(0);
});

test('selecting an active config opens the side panel with key, JSON and tree; Close closes it', async ({
  page,
}) => {
  await page.goto(`/${ROOT_UNIT_ID}/config-dash`);
  await signInOnLoginPage(page);
  await page.getByRole('radio', { name: text.selectActive('core') }).check();

  // The split panel is the region named by its header, the config's identifier.
  const panel = page.getByRole('region', { name: 'core', exact: true });
  await expect(panel.getByText(`${ROOT_UNIT_ID}/core.json`, { exact: true })).toBeVisible();
  const json = panel.getByRole('region', { name: text.jsonAriaLabel('core') });
  await expect(json).toContainText(`"home": "${SEED_CORE_CONFIG.home}"`);
  const tree = panel.getByRole('tree', { name: text.treeAriaLabel('core') });
  await expect(tree.getByText('entityRules', { exact: true })).toBeVisible();
  await expect(tree.getByText(`"${SEED_CORE_CONFIG.home}"`, { exact: true })).toBeVisible();
  await tree.getByRole('button', { name: `${text.collapse} roles` }).click();
  await expect(tree.getByText('"Admin"', { exact: true })).toHaveCount(0);

  await panel.getByRole('button', { name: text.close, exact: true }).click();
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('radio', { name: text.selectActive('core') })).not.toBeChecked();
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
