/**
 * Issue 39 §3: an admin under a grant ceiling is offered only what they may grant in the add-user
 * form, and the API refuses the rest when they call it directly. The ceiling is set and locked on
 * a unit A by the seeded admin; the admin under it is an admin of B, below A.
 */
import { expect, type Locator, test } from '@playwright/test';

import { unitPath } from '../../frontend/src/common/unit-routes';
import { usersStrings } from '../../frontend/src/strings/users';
import { createConfirmedUser } from './account-users';
import { openSignedIn, PlatformApi, uniqueName } from './orgunit-pages';
import { openSelect } from './orguser-pages';

const text = usersStrings.createOrgUser;
const GRANTABLE = { orgRoles: ['user'], applications: [{ appId: 'ticketapp', roles: ['agent'] }] };

/** The open select offers exactly this one option. */
async function expectOnlyOption(listbox: Locator, name: string) {
  await expect(listbox.getByRole('option', { name, exact: true })).toBeVisible();
  await expect(listbox.getByRole('option')).toHaveCount(1);
}

test('an admin under a ceiling is offered only grantable roles; the API refuses the rest', async ({
  page,
}) => {
  await page.goto('/login');
  const api = await PlatformApi.signIn(page);
  const a = (await api.createUnit(uniqueName('Ceiling'))).data;
  const saved = await api.succeeding<{ data: { Key: string; ETag: string } }>(
    'POST',
    '/config/core',
    { ouid: a.identifier, body: { config: { grantable: GRANTABLE } } },
  );
  await api.succeeding('PUT', '/config/core?createArtifact=true', {
    ouid: a.identifier,
    body: { key: saved.data.Key, identifier: 'core', ETag: saved.data.ETag },
  });
  await api.succeeding('PUT', '/config/core/locks/grantable', { ouid: a.identifier, body: {} });
  const b = (
    await api.createUnit(uniqueName('Below ceiling'), { id: a.identifier, ouidChain: a.ouidChain })
  ).data;
  const bAdmin = await createConfirmedUser(page, 'ceiling-admin');
  await api.succeeding('POST', '/orguser', {
    ouid: b.identifier,
    body: {
      name: 'Ceiling Admin',
      username: bAdmin.username,
      email: bAdmin.username,
      roles: [`${b.identifier}=admin`],
    },
  });

  await openSignedIn(page, unitPath(b.identifier, 'createOrgUser'), bAdmin);
  await expect(page.getByText(text.grantCeilingHint(a.name)).first()).toBeVisible();
  const orgRoles = await openSelect(page, text.orgRole);
  await expectOnlyOption(orgRoles, 'User');
  await page.keyboard.press('Escape');
  const applications = await openSelect(page, text.appRoles.application);
  await expectOnlyOption(applications, 'Issue Tracker');
  await applications.getByRole('option', { name: 'Issue Tracker' }).click();
  const appRoles = await openSelect(page, text.appRoles.role);
  await expectOnlyOption(appRoles, 'Agent');

  const person = await createConfirmedUser(page, 'ceiling-person');
  const theirs = await PlatformApi.signIn(page, bAdmin);
  const refused = await theirs.request('POST', '/orguser', {
    ouid: b.identifier,
    body: {
      name: 'Not An Admin',
      username: person.username,
      email: person.username,
      roles: [`${b.identifier}=admin`],
    },
  });
  expect(refused).toEqual({
    status: 403,
    body: expect.objectContaining({
      error: `The role "admin" cannot be granted here: the grant ceiling set on ${a.name} allows user`,
    }),
  });
});
