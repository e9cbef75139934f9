/**
 * Issue 39 §4: the access explainer in the console. A member refused a screen asks "Why?" and
 * reads the reason; a unit admin reads a member's access on a unit, permission by permission,
 * with links to the units of the policies. axe checks each new state on the way.
 */
import { expect, type Page, test } from '@playwright/test';

import { unitPath } from '../../frontend/src/common/unit-routes';
import { userDetailsPath } from '../../frontend/src/common/user-list/user-links';
import { usernameToPath } from '../../frontend/src/common/username-path';
import { accessStrings, PERMISSION_LABELS } from '../../frontend/src/strings/access';
import { commonStrings } from '../../frontend/src/strings/common';
import { SYSTEM_UNIT_ID } from '../../local/seed-data';
import { grantUnitRoles } from './account-grants';
import { createConfirmedUser } from './account-users';
import { expectNoAxeViolations } from './axe';
import { openSignedIn, PlatformApi, uniqueName } from './orgunit-pages';

test.use({ reducedMotion: 'reduce' });

const SALES = { id: 'ou-sales', ouidChain: 'ou-root/ou-sales', name: 'Sales' };
const reasons = accessStrings.reasons;

/** A fresh unit below Sales with a new person holding `user` on it, made over the API. */
async function unitWithMember(page: Page, prefix: string) {
  const api = await PlatformApi.signIn(page);
  const created = await api.createUnit(uniqueName(prefix), SALES);
  const unit = { id: created.data.identifier, name: created.data.name };
  const member = await createConfirmedUser(page, `${prefix.toLowerCase()}-member`);
  const name = `${prefix} Member`;
  await api.succeeding('POST', '/orguser', {
    ouid: unit.id,
    body: { name, username: member.username, email: member.username, roles: [`${unit.id}=user`] },
  });
  return { unit, member: { ...member, name } };
}

/** Picks a unit in the Access tab's select (its button is named by its label and its choice). */
async function chooseUnit(page: Page, name: string) {
  await page.getByRole('button', { name: new RegExp(`^${accessStrings.tab.unitLabel} `) }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

/** The table row of one permission on the Access tab. */
function permissionRow(page: Page, label: string) {
  return page
    .getByRole('table', { name: accessStrings.tab.tableLabel })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
}

test('a member refused the configuration screen asks why and reads the reason', async ({
  page,
}) => {
  await page.goto('/login');
  const { unit, member } = await unitWithMember(page, 'Why');

  await openSignedIn(page, unitPath(unit.id, 'configDash'), member);
  await expect(page.getByText(commonStrings.permission.denied)).toBeVisible();
  const why = page.getByRole('button', { name: accessStrings.why.heading });
  await why.focus();
  await page.keyboard.press('Enter');
  await expect(why).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByText(
      `${reasons.refused}: the role user on ${unit.name} is a member role; this needs an admin role`,
    ),
  ).toBeVisible();
  // The unit of the policy is a link to its page.
  await expect(page.getByRole('link', { name: unit.name, exact: true })).toHaveAttribute(
    'href',
    unitPath(unit.id, 'orgunit', { id: unit.id }),
  );
  await expectNoAxeViolations(page, 'the no-permission page with Why? open');
});

test("a unit admin reads a member's access on a unit, with reasons and links", async ({ page }) => {
  await page.goto('/login');
  const { unit, member } = await unitWithMember(page, 'Access');
  const admin = await createConfirmedUser(page, 'access-admin');
  await grantUnitRoles(admin, SALES.id, ['admin']);

  await openSignedIn(
    page,
    unitPath(unit.id, 'orguser', { username: usernameToPath(member.username) }),
    admin,
  );
  await page.getByRole('tab', { name: accessStrings.tab.access }).click();
  await expect(page).toHaveURL(/\?tab=access$/);

  // The page's unit first: the member's own policy grants the member permissions there.
  const view = permissionRow(page, PERMISSION_LABELS.ViewOrgunit);
  await expect(view).toContainText(reasons.granted);
  await expect(view).toContainText(`user on ${unit.name}`);
  const create = permissionRow(page, PERMISSION_LABELS.CreateOrgunit);
  await expect(create).toContainText(reasons.refused);
  await expect(create).toContainText(
    `the role user on ${unit.name} is a member role; this needs an admin role`,
  );
  await expect(permissionRow(page, PERMISSION_LABELS.ListUsers)).toContainText(
    reasons.systemAdminsOnly,
  );
  await expectNoAxeViolations(page, "the Access tab of a member's details");

  // Sales, the admin's unit above: none of the member's roles covers it.
  await chooseUnit(page, SALES.name);
  await expect(page).toHaveURL(new RegExp(`unit=${SALES.id}`));
  await expect(permissionRow(page, PERMISSION_LABELS.ViewOrgunit)).toContainText(
    `none of ${member.name}'s roles covers ${SALES.name}`,
  );

  // Back on the member's unit, the policy's unit opens as that unit's page.
  await chooseUnit(page, unit.name);
  await permissionRow(page, PERMISSION_LABELS.ViewOrgunit)
    .getByRole('link', { name: unit.name, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`${unitPath(unit.id, 'orgunit', { id: unit.id })}$`));
  await expect(page.getByRole('heading', { level: 1, name: unit.name })).toBeVisible();
});

test("a system admin reads a sign-up user's access on the units of their policies", async ({
  page,
}) => {
  await page.goto('/login');
  const { unit, member } = await unitWithMember(page, 'Signup');

  await openSignedIn(page, `${userDetailsPath(SYSTEM_UNIT_ID, member.username)}?tab=access`);
  await expect(page.getByRole('tab', { name: accessStrings.tab.access })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const view = permissionRow(page, PERMISSION_LABELS.ViewOrgunit);
  await expect(view).toContainText(reasons.granted);
  await expect(view).toContainText(`user on ${unit.name}`);
  await expect(view.getByRole('link', { name: unit.name, exact: true })).toHaveAttribute(
    'href',
    unitPath(unit.id, 'orgunit', { id: unit.id }),
  );
  await expectNoAxeViolations(page, "the Access tab of a sign-up user's details");
});
