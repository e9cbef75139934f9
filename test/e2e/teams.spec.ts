/**
 * Issue 14, Teams: an admin creates a team (its name checked as the server checks it), adds a
 * member of the unit as its lead, renames it and deletes it after confirming (axe finds nothing
 * on the open dialog and split panel); a plain member of the unit sees the teams and their
 * members without any write action.
 */
import { expect, type Page, test } from '@playwright/test';

import { teamsStrings } from '../../frontend/src/strings/teams';
import { createConfirmedUser } from './account-users';
import { softExpectNoAxeViolations } from './axe';
import { signInOnLoginPage } from './console-pages';
import { AdminApi, openAsAdmin, uniqueId } from './orguser-pages';
import { PlatformApi } from './platform-api';

const text = teamsStrings;

test.use({ reducedMotion: 'reduce' });

const teamsPath = (ouid: string) => `/${ouid}/teams`;
const teamRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
const dialog = (page: Page) => page.getByRole('dialog');

/** A unit of its own with a plain member who can sign in. */
async function unitWithMember(page: Page, prefix: string) {
  await page.goto('/login');
  const api = await AdminApi.signIn(page);
  const unit = await api.createUnit(prefix);
  const member = await createConfirmedUser(page, 'teammate');
  await api.addOrgUser(
    unit.id,
    { name: 'Team Mate', username: member.username, email: member.username },
    'user',
  );
  return { unit, member };
}

async function createTeam(page: Page, name: string) {
  await page.getByRole('button', { name: text.teams.create, exact: true }).click();
  await dialog(page).getByLabel(text.form.nameLabel).fill(name);
  await dialog(page).getByRole('button', { name: text.form.create, exact: true }).click();
}

test('an admin creates a team, makes a member its lead, renames and deletes it', async ({
  page,
}) => {
  const { unit, member } = await unitWithMember(page, 'Teams admin');
  await openAsAdmin(page, teamsPath(unit.id));
  await expect(page.getByRole('heading', { level: 1, name: text.teams.heading })).toBeVisible();
  await expect(page.getByText(text.teams.empty)).toBeVisible();

  // A blank name is refused in the dialog, before any call.
  await page.getByRole('button', { name: text.teams.create, exact: true }).click();
  await dialog(page).getByRole('button', { name: text.form.create, exact: true }).click();
  await expect(dialog(page).getByText(text.form.blank)).toBeVisible();
  await softExpectNoAxeViolations(page, 'create team dialog with a validation error');
  await dialog(page).getByRole('button', { name: text.form.cancel, exact: true }).click();

  const name = `Alpha ${uniqueId()}`;
  await createTeam(page, name);
  await expect(teamRow(page, name)).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);

  // The same name in other letters: the server's 409 shows in the dialog.
  await createTeam(page, name.toUpperCase());
  await expect(
    dialog(page).getByText('A team with this name already exists in this unit'),
  ).toBeVisible();
  await dialog(page).getByRole('button', { name: text.form.cancel, exact: true }).click();

  // The new team is selected: its members show in the split panel.
  const panel = page.getByRole('region', { name: text.panel.heading(name) });
  await expect(panel.getByText(text.panel.noMembers)).toBeVisible();
  await panel.getByRole('button', { name: text.panel.userLabel }).click();
  await page.getByRole('option', { name: new RegExp(member.username) }).click();
  await panel.getByRole('button', { name: text.panel.roleOfNew }).click();
  await page.getByRole('option', { name: text.panel.roles.lead, exact: true }).click();
  await panel.getByRole('button', { name: text.panel.add, exact: true }).click();
  const memberRow = panel.getByRole('row').filter({ hasText: member.username });
  await expect(memberRow).toBeVisible();
  await expect(
    memberRow.getByRole('button', { name: text.panel.roleLabel(member.username) }),
  ).toContainText(text.panel.roles.lead);
  await expect(teamRow(page, name).getByRole('cell', { name: '1', exact: true })).toBeVisible();
  await softExpectNoAxeViolations(page, 'teams with the split panel open');

  const renamed = `${name} renamed`;
  await page.getByRole('button', { name: text.teams.rename, exact: true }).click();
  await dialog(page).getByLabel(text.form.nameLabel).fill(renamed);
  await dialog(page).getByRole('button', { name: text.form.save, exact: true }).click();
  await expect(teamRow(page, renamed)).toBeVisible();

  await page.getByRole('button', { name: text.teams.delete, exact: true }).click();
  await expect(dialog(page).getByText(text.confirmDelete.question)).toBeVisible();
  await expect(dialog(page).getByText(text.confirmDelete.detail(renamed, 1))).toBeVisible();
  await dialog(page).getByRole('button', { name: text.confirmDelete.delete, exact: true }).click();
  await expect(teamRow(page, renamed)).toHaveCount(0);
  await expect(page.getByText(text.teams.empty)).toBeVisible();
});

test('a member of the unit sees the teams and their members, without write actions', async ({
  page,
}) => {
  const { unit, member } = await unitWithMember(page, 'Teams member');
  const api = await PlatformApi.signIn(page);
  const name = `Beta ${uniqueId()}`;
  const created = await api.succeeding<{ data: { teamId: string } }>('POST', '/team', {
    ouid: unit.id,
    body: { name },
  });
  await api.succeeding('PUT', `/team/${created.data.teamId}/member/${member.username}`, {
    ouid: unit.id,
    body: { role: 'member' },
  });

  await page.goto(teamsPath(unit.id));
  await signInOnLoginPage(page, member);
  await expect(teamRow(page, name)).toBeVisible();
  for (const action of [text.teams.create, text.teams.rename, text.teams.delete]) {
    await expect(page.getByRole('button', { name: action, exact: true })).toHaveCount(0);
  }
  await page.getByRole('radio', { name: text.teams.selectionLabel(name) }).check();
  const panel = page.getByRole('region', { name: text.panel.heading(name) });
  await expect(panel.getByText(text.panel.yourRole(text.panel.roles.member))).toBeVisible();
  await expect(panel.getByRole('row').filter({ hasText: member.username })).toContainText(
    text.panel.roles.member,
  );
  await expect(panel.getByRole('button', { name: text.panel.add, exact: true })).toHaveCount(0);
  await expect(
    panel.getByRole('button', { name: text.panel.removeLabel(member.username) }),
  ).toHaveCount(0);
});
