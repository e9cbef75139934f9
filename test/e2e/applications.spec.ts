/**
 * Issue 14: the application screens (one for each application of spec §1) show the user's roles
 * in the application with their display names, its release status from the unit's core config,
 * the launch link, or how to ask for roles. Each test makes a unit of its own below ROOT.
 */
import { expect, test } from '@playwright/test';

import { unitPath } from '../../frontend/src/common/unit-routes';
import { applicationsStrings } from '../../frontend/src/strings/applications';
import { commonStrings } from '../../frontend/src/strings/common';
import { usersStrings } from '../../frontend/src/strings/users';
import { createAppsUnit, giveAdminTicketRole, TICKETAPP_LAUNCH_URL } from './application-pages';
import { createConfirmedUser } from './account-users';
import { signInOnLoginPage } from './console-pages';
import { AdminApi } from './orguser-pages';

const text = applicationsStrings.application;
const { issueTracker, salesPro } = commonStrings.menu;

test('the admin with an Issue Tracker role on ROOT sees it by name, the status and the launch link', async ({
  page,
}) => {
  await page.goto('/login');
  const unit = await createAppsUnit(page);
  // ROOT's ticketapp config names the role 'ticketadmin' "Ticket Admin"; the new unit inherits both.
  await giveAdminTicketRole(page, 'ticketadmin');
  await page.goto(unitPath(unit.id, 'issueTracker'));
  await signInOnLoginPage(page);

  await expect(page.getByRole('heading', { level: 1, name: issueTracker })).toBeVisible();
  await expect(page.getByText('Ticket Admin', { exact: true })).toBeVisible();
  await expect(page.getByText(text.released, { exact: true })).toBeVisible();
  const launch = page.getByRole('link', { name: text.launchAriaLabel(issueTracker) });
  await expect(launch).toHaveAttribute('href', TICKETAPP_LAUNCH_URL);
  await expect(launch).toHaveAttribute('target', '_blank');
  await expect(launch).toHaveAttribute('rel', /noopener/);
  await expect(page.getByText(text.howToAsk)).toHaveCount(0);
});

test('a member without roles in the application is told how to ask for them, with no launch link', async ({
  page,
}) => {
  await page.goto('/login');
  const unit = await createAppsUnit(page);
  const member = await createConfirmedUser(page, 'apps');
  const api = await AdminApi.signIn(page);
  await api.addOrgUser(
    unit.id,
    { name: 'Apps Member', username: member.username, email: member.username },
    'user',
  );
  await page.goto(unitPath(unit.id, 'issueTracker'));
  await signInOnLoginPage(page, member);

  await expect(page.getByRole('heading', { level: 1, name: issueTracker })).toBeVisible();
  await expect(page.getByText(text.noRolesHeading(issueTracker))).toBeVisible();
  await expect(page.getByText(text.howToAsk)).toBeVisible();
  await expect(page.getByText(text.noRoles, { exact: true })).toBeVisible();
  // The application is released and has an address: only the missing role withholds the link.
  await expect(page.getByText(text.released, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: text.launchAriaLabel(issueTracker) })).toHaveCount(0);
  // A member is no admin: no way to the user pages offered.
  await expect(page.getByRole('link', { name: text.openOrgUsers })).toHaveCount(0);
});

test('a release-pending application says so, and an admin without roles is led to the user pages', async ({
  page,
}) => {
  await page.goto('/login');
  const unit = await createAppsUnit(page);
  await page.goto(unitPath(unit.id, 'salesPro'));
  await signInOnLoginPage(page);

  await expect(page.getByRole('heading', { level: 1, name: salesPro })).toBeVisible();
  await expect(page.getByText(text.releasePending, { exact: true })).toBeVisible();
  await expect(page.getByText(text.released, { exact: true })).toHaveCount(0);
  await expect(page.getByText(text.noRolesHeading(salesPro))).toBeVisible();
  await page.getByRole('link', { name: text.openOrgUsers }).click();
  await expect(page).toHaveURL(new RegExp(`${unitPath(unit.id, 'orgusers')}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: usersStrings.orgUsers.heading }),
  ).toBeVisible();
});
