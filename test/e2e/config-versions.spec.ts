import { expect, test } from '@playwright/test';

import { CONFIG_MESSAGES } from '../../lambdas/config/messages';
import { commonStrings } from '../../frontend/src/strings/common';
import { configDashStrings } from '../../frontend/src/strings/config-dash';
import { usersStrings } from '../../frontend/src/strings/users';
import { DEFAULT_ORG_ROLES } from '../../lambdas/domain/config-schema';
import { ROOT_UNIT_ID, SEED_UNITS, SYSTEM_UNIT_ID } from '../../local/seed-data';
import { createConfirmedUser } from './account-users';
import { choose } from './orguser-pages';
import { deployConfig } from './config-pages';
import {
  historyTable,
  keysInForceTable,
  openTab,
  rowOf,
  saveAndActivate,
} from './config-versions-pages';
import { signInOnLoginPage } from './console-pages';
import { expectFlash, recordFlashes } from './flash-record';
import { PlatformApi } from './platform-api';

const { configDash, configEditor, configInForce, configHistory, configReview } = configDashStrings;

const auditor = { value: 'auditor', name: 'Auditor' };

const rootName = SEED_UNITS.find((unit) => unit.id === ROOT_UNIT_ID)?.name ?? ROOT_UNIT_ID;

test('an admin sees where each key comes from and rolls back to an earlier version after review', async ({
  page,
}) => {
  const api = await PlatformApi.signIn(page);
  const unit = await api.createUnit(`Versions ${Date.now()}`);
  const { identifier: ouid, name } = unit.data;
  const first = await saveAndActivate(api, ouid, 'core', { home: 'orgplan' });
  await saveAndActivate(api, ouid, 'core', { home: 'orgusers' }, first);

  await recordFlashes(page);
  await page.goto(`/${ouid}/config-dash`);
  await signInOnLoginPage(page);

  // Key by key: the unit's own home, the roles inherited from ROOT.
  const keys = keysInForceTable(page, 'core');
  await expect(rowOf(keys, 'home')).toContainText('"orgusers"');
  await expect(rowOf(keys, 'home')).toContainText(configInForce.thisUnit);
  await expect(rowOf(keys, 'roles')).toContainText(rootName);
  await expect(
    rowOf(keys, 'roles').getByRole('button', { name: configInForce.inheritLabel('roles') }),
  ).toHaveCount(0);

  await openTab(page, 'historyTab');
  const history = historyTable(page, 'core');
  await expect(rowOf(history, String(first + 1))).toContainText(configHistory.inForce);
  await history.getByRole('button', { name: configHistory.rollBackLabel(first) }).click();

  // The review compares before anything changes, and says what will happen in words.
  const dialog = page.getByRole('dialog');
  const changes = dialog.getByRole('table', { name: configReview.changesAriaLabel('core') });
  await expect(rowOf(changes, 'home')).toContainText('"orgusers"');
  await expect(rowOf(changes, 'home')).toContainText('"orgplan"');
  await expect(
    dialog.getByText(
      configReview.rollBackSentence('core', first, name, first + 2, 'home changes'),
      { exact: true },
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: configReview.rollBack, exact: true }).click();

  const now = first + 2;
  await expectFlash(page, configReview.done('core', now));
  await expect(dialog).toHaveCount(0);
  await expect(rowOf(history, String(now))).toContainText(configHistory.rolledBack(first));
  await expect(rowOf(history, String(now))).toContainText(configHistory.inForce);
  await openTab(page, 'inForceTab');
  await expect(rowOf(keys, 'home')).toContainText('"orgplan"');
});

test('a key locked on a unit cannot be overridden on a unit below: the review shows the lock and the API refuses', async ({
  page,
}) => {
  const api = await PlatformApi.signIn(page);
  const top = (await api.createUnit(`Locking ${Date.now()}`)).data;
  const below = (
    await api.createUnit(`Below ${Date.now()}`, { id: top.identifier, ouidChain: top.ouidChain })
  ).data;
  // A core config deployed on the unit below that sets home (straight into the bucket).
  const key = await deployConfig(below.identifier, 'core', { home: 'orgplan' });

  await recordFlashes(page);
  await page.goto(`/${top.identifier}/config-dash`);
  await signInOnLoginPage(page);
  const keys = keysInForceTable(page, 'core');
  await rowOf(keys, 'home')
    .getByRole('button', { name: configInForce.lockLabel('home') })
    .click();
  await expectFlash(page, configInForce.locked('home'));
  await expect(rowOf(keys, 'home')).toContainText(configInForce.lockedHere);

  const lockedMessage = CONFIG_MESSAGES.lockedAbove('home', top.name);
  const saved = await api.request('POST', '/config/core', {
    ouid: below.identifier,
    body: { config: { home: 'orgplan' } },
  });
  expect(saved).toMatchObject({ status: 403, body: { error: lockedMessage } });

  await page.goto(`/${below.identifier}/config-dash`);
  await expect(rowOf(keys, 'roles')).toContainText(rootName);
  await expect(rowOf(keys, 'home')).toContainText(configInForce.lockedOn(top.name));
  await expect(rowOf(keys, 'home').getByRole('button')).toHaveCount(0);

  await page.getByRole('radio', { name: configDash.selectDeployed(key) }).check();
  await page.getByRole('button', { name: configDash.activate, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(configReview.locked('home', top.name))).toBeVisible();
  await expect(dialog.getByRole('button', { name: configDash.activate, exact: true })).toHaveCount(
    0,
  );

  const deployed = await api.succeeding<{ items: { Key: string; ETag: string }[] }>(
    'GET',
    '/config?deployArtifact=true',
    { ouid: below.identifier },
  );
  const eTag = deployed.items.find((item) => item.Key === key)?.ETag;
  const activated = await api.request('PUT', '/config/core?createArtifact=true', {
    ouid: below.identifier,
    body: { key, identifier: 'core', ETag: eTag },
  });
  expect(activated).toMatchObject({ status: 403, body: { error: lockedMessage } });
});

test("a new tenant's admin finds the platform defaults in force, inherited, and activates a saved change after review", async ({
  page,
}) => {
  const system = await PlatformApi.signIn(page);
  const owner = await createConfirmedUser(page, 'config-tenant');
  const tenantName = `Config tenant ${Date.now()}`;
  const { data: tenant } = await system.succeeding<{ data: { identifier: string } }>(
    'POST',
    '/tenant',
    {
      ouid: SYSTEM_UNIT_ID,
      body: { name: tenantName, admin: { kind: 'existing', username: owner.username } },
    },
  );
  const ownerApi = await PlatformApi.signIn(page, owner);
  const saved = await ownerApi.succeeding<{ data: { Key: string } }>('POST', '/config/core', {
    ouid: tenant.identifier,
    body: { config: { home: 'orgusers', roles: [...DEFAULT_ORG_ROLES, auditor] } },
  });

  await recordFlashes(page);
  await page.goto(`/${tenant.identifier}/config-dash`);
  await signInOnLoginPage(page, owner);
  const core = page
    .getByRole('row')
    .filter({ has: page.getByRole('radio', { name: configDash.selectActive('core') }) });
  await expect(core).toContainText(configDash.inherited(configEditor.platformDefaults));
  const keys = keysInForceTable(page, 'core');
  for (const key of ['roles', 'applications', 'entityRules']) {
    await expect(rowOf(keys, key)).toContainText(configEditor.platformDefaults);
  }
  await expect(rowOf(keys, 'home')).toContainText(configInForce.notSet);
  await expect(keys.getByRole('button', { name: configInForce.inheritLabel('roles') })).toHaveCount(
    0,
  );

  await page.getByRole('radio', { name: configDash.selectDeployed(saved.data.Key) }).check();
  await page.getByRole('button', { name: configDash.activate, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText(
      configReview.activateSentence('core', 1, tenantName, '1 role added, home set'),
      {
        exact: true,
      },
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: configDash.activate, exact: true }).click();
  await expectFlash(page, configReview.done('core', 1));
  await expect(rowOf(keys, 'home')).toContainText('"orgusers"');
  await expect(rowOf(keys, 'home')).toContainText(configInForce.thisUnit);
  await expect(rowOf(keys, 'roles')).toContainText(configInForce.thisUnit);
  await expect(rowOf(keys, 'applications')).toContainText(configEditor.platformDefaults);
  await expect(core).not.toContainText(configDash.inherited(''));

  // The console follows without a reload: the add-user form offers the new role.
  await page
    .getByRole('navigation', { name: commonStrings.shell.navigationAriaLabel })
    .getByRole('link', { name: commonStrings.menu.organisationalUsers, exact: true })
    .click();
  await page.getByRole('link', { name: usersStrings.orgUsers.addUser }).click();
  await choose(page, usersStrings.createOrgUser.orgRole, auditor.name);
});
