/**
 * Issue 38 §1–2 in the browser: a new tenant's admin finds the platform's core config in force,
 * edits it in the config dashboard's form, compares and activates it, sees the console follow (the
 * sign-in lands on the new home, the new role is offered) and rolls back from the history. A
 * malformed upload shows its problems by field and nothing is saved.
 */
import { expect, type Page, test } from '@playwright/test';

import { configDashStrings } from '../../frontend/src/strings/config-dash';
import { valueSummary } from '../../frontend/src/pages/config-dash/value-summary';
import { usersStrings } from '../../frontend/src/strings/users';
import { CONFIG_MESSAGES } from '../../lambdas/config/messages';
import { SYSTEM_UNIT_ID } from '../../local/seed-data';
import { createConfirmedUser, forgetSession } from './account-users';
import { expectNoAxeViolations } from './axe';
import { signInOnLoginPage } from './console-pages';
import { openSignedIn, PlatformApi, uniqueName } from './orgunit-pages';

const text = configDashStrings.configEditor;
const review = configDashStrings.configReview;
const dash = configDashStrings.configDash;
const history = configDashStrings.configHistory;

/** The tenant's own core config before the test's edit: one key, as the platform has it. */
const BASELINE = {
  entityRules: [{ entity: 'orgunit', publishToApiTopic: { actions: ['C', 'D'] } }],
};

/** The platform defaults' roles (configs/core.json). */
const PLATFORM_ROLES = [
  { value: 'admin', name: 'Admin' },
  { value: 'user', name: 'User' },
];

const MALFORMED = JSON.stringify({
  roles: [{ value: 'has space', name: '' }],
  colour: 'blue',
});

interface SavedArtifact {
  data: { Key: string; ETag: string };
}

/** A new tenant whose admin is a new account; its core config gets version 1 (the baseline). */
async function newTenant(page: Page) {
  await page.goto('/login');
  const owner = await createConfirmedUser(page, 'config-owner');
  const system = await PlatformApi.signIn(page);
  const name = uniqueName('Config tenant');
  const { data } = await system.succeeding<{ data: { identifier: string } }>('POST', '/tenant', {
    ouid: SYSTEM_UNIT_ID,
    body: { name, admin: { kind: 'existing', username: owner.username } },
  });
  const ouid = data.identifier;
  const api = await PlatformApi.signIn(page, owner);
  const saved = await api.succeeding<SavedArtifact>('POST', '/config/core', {
    ouid,
    body: { config: BASELINE },
  });
  await api.succeeding('PUT', '/config/core?createArtifact=true', {
    ouid,
    body: { key: saved.data.Key, ETag: saved.data.ETag, identifier: 'core' },
  });
  return { ouid, name, owner, api };
}

async function deployedCount(api: PlatformApi, ouid: string): Promise<number> {
  const answer = await api.succeeding<{ items: unknown[] }>('GET', '/config?deployArtifact=true', {
    ouid,
  });
  return answer.items.length;
}

/** A key's "Set on this unit" / "Inherit" choice, named by the key's label. */
function keyChoice(page: Page, label: string) {
  return page.getByRole('radiogroup', { name: label, exact: true });
}

/** Opens the add-user form and reads the org roles its select offers. */
async function offeredOrgRoles(page: Page, ouid: string): Promise<string[]> {
  const form = usersStrings.createOrgUser;
  await page.goto(`/${ouid}/create-org-user`);
  await expect(page.getByRole('heading', { level: 1, name: form.heading })).toBeVisible();
  const roleField = page
    .locator('[class*="awsui_root"]')
    .filter({ has: page.getByText(form.orgRole, { exact: true }) })
    .filter({ has: page.locator('button[aria-haspopup="listbox"]') })
    .last();
  await roleField.locator('button[aria-haspopup="listbox"]').first().click();
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  const names = await options.allTextContents();
  await page.keyboard.press('Escape');
  return names;
}

test('a new tenant edits its core config in the form, compares, activates, sees the console follow and rolls back', async ({
  page,
}) => {
  const { ouid, name, owner, api } = await newTenant(page);
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/config\/core$/.test(new URL(request.url()).pathname))
      posted.push(request.url());
  });

  await openSignedIn(page, `/${ouid}/config-dash`, owner);
  await expect(page.getByRole('heading', { level: 1, name: dash.heading })).toBeVisible();
  await expect(page.getByRole('combobox', { name: text.configLabel })).toHaveValue('core');
  await page.getByRole('button', { name: text.edit, exact: true }).click();

  // The platform's core config is in force: roles inherited from the platform defaults.
  await expect(
    keyChoice(page, text.rolesLabel).getByRole('radio', { name: text.inherit }),
  ).toBeChecked();
  await expect(page.getByText(text.inheritedFrom(text.platformDefaults)).first()).toBeVisible();

  // A malformed file: its problems listed with paths, then by field in the form; nothing is sent.
  const before = await deployedCount(api, ouid);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'broken-core.json',
    mimeType: 'application/json',
    buffer: Buffer.from(MALFORMED),
  });
  const problems = page.getByRole('list', { name: text.problemsHeading(3) });
  await expect(problems).toContainText('roles.0.value');
  await expect(problems).toContainText('roles.0.name: role name must not be blank');
  await expect(problems).toContainText(`colour: ${text.unknownKey('core')}`);
  await expectNoAxeViolations(page, 'config editor: JSON with its problems');
  await page.getByRole('button', { name: text.save, exact: true }).click();
  await page
    .getByRole('region', { name: text.editingHeading('core') })
    .getByRole('tab', { name: text.formTab })
    .click();
  await expect(
    page.getByRole('textbox', { name: text.roleValue }).first(),
  ).toHaveAccessibleDescription(/a role is 1 to 64 letters/);
  await expect(
    page.getByRole('textbox', { name: text.roleName }).first(),
  ).toHaveAccessibleDescription(/role name must not be blank/);
  await expectNoAxeViolations(page, 'config editor: form with field errors');
  expect(posted).toEqual([]);
  expect(await deployedCount(api, ouid)).toBe(before);
  await page.getByRole('button', { name: text.cancel, exact: true }).click();

  // The edit: home set on the unit, one role added to those in force.
  await page.getByRole('button', { name: text.edit, exact: true }).click();
  await keyChoice(page, text.homeLabel).getByRole('radio', { name: text.setHere }).check();
  await page.getByRole('textbox', { name: text.homeLabel, exact: true }).fill('orgusers');
  await keyChoice(page, text.rolesLabel).getByRole('radio', { name: text.setHere }).check();
  await page.getByRole('button', { name: text.addRole }).click();
  await page.getByRole('textbox', { name: text.roleValue }).last().fill('auditor');
  await page.getByRole('textbox', { name: text.roleName }).last().fill('Auditor');
  await page.getByRole('button', { name: text.save, exact: true }).click();

  // Compared key by key before it goes live, and confirmed in words.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(review.heading('core'))).toBeVisible();
  const sentence = dialog.getByText(review.activateSentence('core', 2, name, ''));
  await expect(sentence).toContainText(review.summarySet('home'));
  await expect(sentence).toContainText(review.summaryEntries(1, 'roles', 'added'));
  await dialog.getByRole('button', { name: dash.activate, exact: true }).click();
  await expect(dialog).toHaveCount(0);
  expect(posted).toHaveLength(1);

  // Editing again starts from the unit's own roles; inheriting them shows what lies above.
  await page.getByRole('button', { name: text.edit, exact: true }).click();
  const roles = keyChoice(page, text.rolesLabel);
  await expect(roles.getByRole('radio', { name: text.setHere })).toBeChecked();
  await roles.getByRole('radio', { name: text.inherit }).check();
  await expect(page.getByText(text.valueAbove)).toBeVisible();
  await expect(page.getByText(valueSummary(PLATFORM_ROLES))).toBeVisible();
  await page.getByRole('button', { name: text.cancel, exact: true }).click();

  // The console follows: the new role is offered, and a fresh sign-in lands on the new home.
  expect(await offeredOrgRoles(page, ouid)).toContain('Auditor');
  await forgetSession(page);
  await page.goto('/login');
  await signInOnLoginPage(page, owner);
  await expect(page).toHaveURL(new RegExp(`/${ouid}/orgusers$`));

  // Rolled back from the history: version 1's content again, as version 3.
  await page.goto(`/${ouid}/config-dash`);
  await page.getByRole('radio', { name: dash.selectActive('core') }).check();
  await page.getByRole('tab', { name: dash.historyTab }).click();
  await page.getByRole('button', { name: history.rollBackLabel(1) }).click();
  await expect(dialog.getByText(review.heading('core'))).toBeVisible();
  await dialog.getByRole('button', { name: review.rollBack, exact: true }).click();
  await expect(dialog).toHaveCount(0);
  const own = await api.succeeding<{ items: { data: { identifier: string; own?: unknown } }[] }>(
    'GET',
    '/config',
    { ouid },
  );
  const core = own.items.find((item) => item.data.identifier === 'core');
  expect(core?.data.own).toMatchObject({ config: BASELINE, version: 3 });
  expect(await offeredOrgRoles(page, ouid)).not.toContain('Auditor');
});

test('a key locked above cannot be set below: locked in the form, refused in the JSON, nothing sent', async ({
  page,
}) => {
  const { ouid, name, owner, api } = await newTenant(page);
  await api.succeeding('PUT', '/config/core/locks/roles', { ouid, body: {} });
  const child = await api.createUnit(uniqueName('Locked unit'), { id: ouid, ouidChain: ouid });
  const childId = child.data.identifier;
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posted.push(new URL(request.url()).pathname);
  });

  await openSignedIn(page, `/${childId}/config-dash`, owner);
  await page.getByRole('button', { name: text.edit, exact: true }).click();
  const roles = keyChoice(page, text.rolesLabel);
  await expect(roles.getByRole('radio', { name: text.setHere })).toBeDisabled();
  await expect(roles.getByRole('radio', { name: text.inherit })).toBeChecked();
  await expect(page.getByText(text.lockedOn(name))).toBeVisible();

  const editor = page.getByRole('region', { name: text.editingHeading('core') });
  await editor.getByRole('tab', { name: text.jsonTab }).click();
  await editor
    .getByRole('textbox', { name: text.jsonLabel('core') })
    .fill(JSON.stringify({ roles: [{ value: 'auditor', name: 'Auditor' }] }));
  await page.getByRole('button', { name: text.save, exact: true }).click();
  await expect(page.getByRole('list', { name: text.problemsHeading(1) })).toContainText(
    `roles: ${text.lockedOn(name)}`,
  );
  expect(posted.filter((path) => /\/config(\/|$)/.test(path))).toEqual([]);
});

test('a save the server refuses shows its message in the editor and keeps the draft', async ({
  page,
}) => {
  const { ouid, owner, api } = await newTenant(page);
  // An application config of the unit's own; nothing above it sets its roles.
  const saved = await api.succeeding<SavedArtifact>('POST', '/config/reviewapp', {
    ouid,
    body: { config: { roles: [{ value: 'reviewer', name: 'Reviewer' }] } },
  });
  await api.succeeding('PUT', '/config/reviewapp?createArtifact=true', {
    ouid,
    body: { key: saved.data.Key, ETag: saved.data.ETag, identifier: 'reviewapp' },
  });

  await openSignedIn(page, `/${ouid}/config-dash`, owner);
  const chooser = page.getByRole('combobox', { name: text.configLabel });
  await chooser.fill('reviewapp');
  await chooser.press('Escape');
  await page.getByRole('button', { name: text.edit, exact: true }).click();
  const json = page.getByRole('textbox', { name: text.jsonLabel('reviewapp') });
  await expect(json).toHaveValue(/"reviewer"/);

  // Inheriting roles: the editor cannot know what lies above this unit's own value; the server
  // finds nothing there and refuses, naming the field.
  await json.fill('{}');
  await page.getByRole('button', { name: text.save, exact: true }).click();
  const editor = page.getByRole('region', { name: text.editingHeading('reviewapp') });
  await expect(editor.getByText(CONFIG_MESSAGES.configInvalid('roles: ')).first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(json).toHaveValue('{}');
});
