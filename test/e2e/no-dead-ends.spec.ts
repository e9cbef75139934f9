/**
 * Issue 37 §5, no dead ends: every signed-in page outside a unit has the console's top bar with a
 * way to sign out; the Welcome page after sign-up leads to sign-in; an application screen says why
 * it has no launch link; the side navigation lists only the applications the unit offers.
 */
import { expect, type Page, test } from '@playwright/test';

import { unitPath } from '../../frontend/src/common/unit-routes';
import { accountStrings } from '../../frontend/src/strings/account';
import { applicationsStrings } from '../../frontend/src/strings/applications';
import { commonStrings } from '../../frontend/src/strings/common';
import { APPS_CORE_CONFIG, createAppsUnit } from './application-pages';
import { createConfirmedUser } from './account-users';
import { signInOnLoginPage } from './console-pages';
import { AdminApi } from './orguser-pages';

const { shell, menu } = commonStrings;
const app = applicationsStrings.application;

function accountMenu(page: Page, username: string) {
  return page.getByRole('button', {
    name: shell.menuButtonAriaLabel(username, shell.accountMenuAriaLabel),
  });
}

function sideNavigation(page: Page) {
  return page.getByRole('navigation', { name: shell.navigationAriaLabel });
}

test('a user with no organisation has the top bar on every page outside a unit, and signs out from it', async ({
  page,
}) => {
  await page.goto('/login');
  const user = await createConfirmedUser(page, 'no-org');
  await signInOnLoginPage(page, user);
  await expect(page).toHaveURL(/\/user-home$/);
  await expect(page.getByText(accountStrings.userHome.noOrgs)).toBeVisible();
  await expect(page.getByRole('banner').getByText(commonStrings.product.title)).toBeVisible();
  await expect(accountMenu(page, user.username)).toBeVisible();

  for (const path of ['/changepassword', '/mfa-setup', '/permission-error', '/help']) {
    await page.goto(path);
    await expect(accountMenu(page, user.username), path).toBeVisible();
  }

  await accountMenu(page, user.username).click();
  await page.getByRole('menuitem', { name: shell.logout }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenu(page, user.username)).toHaveCount(0);
  await page.goto('/changepassword');
  await expect(page.getByRole('heading', { name: accountStrings.login.heading })).toBeVisible();
});

test('the Welcome page after sign-up says what comes next and links to sign-in', async ({
  page,
}) => {
  await page.goto('/welcome');
  await expect(page.getByText(accountStrings.welcome.nextStep)).toBeVisible();
  await page.getByRole('link', { name: accountStrings.account.signInLink }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: accountStrings.login.heading })).toBeVisible();
});

test('an application screen says why there is no launch link; the side navigation lists only the offered applications', async ({
  page,
}) => {
  await page.goto('/login');
  // Offered: the Issue Tracker, released but with no launch address, and Sales Pro (pending).
  const unit = await createAppsUnit(page, {
    ...APPS_CORE_CONFIG,
    applications: [
      { id: 'ticketapp', name: 'Issue Tracker', status: 'released' },
      { id: 'salespro', name: 'Sales Pro', status: 'pending' },
    ],
  });
  const member = await createConfirmedUser(page, 'apps-offered');
  await (
    await AdminApi.signIn(page)
  ).addOrgUser(
    unit.id,
    { name: 'Apps Member', username: member.username, email: member.username },
    'user',
  );
  await page.goto(unitPath(unit.id, 'issueTracker'));
  await signInOnLoginPage(page, member);

  await expect(page.getByRole('heading', { level: 1, name: menu.issueTracker })).toBeVisible();
  await expect(page.getByText(app.noLaunchHeading(menu.issueTracker))).toBeVisible();
  await expect(page.getByText(app.noLaunchReasons.noLaunchUrl)).toBeVisible();
  await expect(page.getByText(app.noLaunchReasons.noRole)).toBeVisible();
  await expect(
    page.getByRole('link', { name: app.launchAriaLabel(menu.issueTracker) }),
  ).toHaveCount(0);

  const navigation = sideNavigation(page);
  await expect(
    navigation.getByRole('link', { name: menu.issueTracker, exact: true }),
  ).toBeVisible();
  await expect(navigation.getByRole('link', { name: menu.salesPro, exact: true })).toBeVisible();
  for (const hidden of [menu.certifications, menu.hrm, menu.accounting, menu.approvals]) {
    await expect(navigation.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  }

  await navigation.getByRole('link', { name: menu.salesPro, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: menu.salesPro })).toBeVisible();
  await expect(page.getByText(app.noLaunchReasons.pending)).toBeVisible();

  // An application the unit does not offer, opened by its address: the screen says so.
  await page.goto(unitPath(unit.id, 'hrm'));
  await expect(page.getByRole('heading', { level: 1, name: menu.hrm })).toBeVisible();
  await expect(page.getByText(app.noLaunchReasons.unlisted(unit.name))).toBeVisible();
});
