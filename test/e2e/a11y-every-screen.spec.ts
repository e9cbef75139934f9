/**
 * Issue 12 §2 accessibility: axe (WCAG 2.0–2.2 A/AA and best practices) finds nothing on any
 * screen of the console once its content has loaded, nor in the open states that matter (menus,
 * a delete confirmation, a form's validation errors, the config dashboard's split panel).
 * Each test walks a group of screens with soft expectations, so one run lists every violation.
 * The signed-in screens share one signed-in page; motion is reduced so nothing is mid-animation.
 */
import {
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';

import { type UnitRouteName, unitPath } from '../../frontend/src/common/unit-routes';
import { usernameToPath } from '../../frontend/src/common/username-path';
import { accountStrings } from '../../frontend/src/strings/account';
import { commonStrings } from '../../frontend/src/strings/common';
import { configDashStrings } from '../../frontend/src/strings/config-dash';
import { documentsStrings } from '../../frontend/src/strings/documents';
import { helpStrings } from '../../frontend/src/strings/help';
import { mfaStrings } from '../../frontend/src/strings/mfa';
import { notificationsStrings } from '../../frontend/src/strings/notifications';
import { orgunitsStrings } from '../../frontend/src/strings/orgunits';
import { teamsStrings } from '../../frontend/src/strings/teams';
import { tenantsStrings } from '../../frontend/src/strings/tenants';
import { usersStrings } from '../../frontend/src/strings/users';
import { workqueueStrings } from '../../frontend/src/strings/workqueue';
import { ROOT_UNIT_ID, SEED_UNITS, SYSTEM_UNIT_ID } from '../../local/seed-data';
import { softExpectNoAxeViolations } from './axe';
import { signInOnLoginPage } from './console-pages';
import { AdminApi, uniqueId } from './orguser-pages';
import { applicationsStrings } from '../../frontend/src/strings/applications';
import { forgetSession } from './account-users';
import { giveAdminTicketRole } from './application-pages';
import {
  Authenticator,
  createMember,
  createSystemAdmin,
  enterCode,
  readSetupKey,
} from './mfa-pages';

test.use({ reducedMotion: 'reduce' });
// Each test walks many screens, an axe run on each.
test.describe.configure({ timeout: 300_000 });

const unitName = (id: string) => SEED_UNITS.find((unit) => unit.id === id)?.name ?? id;
const CHILD_ID = 'ou-sales';
/** Added to the ROOT unit before the tests: a user the admin may view, edit and delete. */
const person = { name: 'Axe Person', username: `axe-${uniqueId()}`, email: '' };
person.email = `${person.username}@example.com`;

interface Screen {
  label: string;
  path: string;
  /** The level-1 heading the loaded screen shows; any level-1 heading when absent. */
  heading?: string | RegExp;
  /** Something else the loaded screen shows instead of a level-1 heading. */
  ready?: (page: Page) => Locator;
}

/** Waits for the screen's content: its heading shown and no spinner left. */
async function contentLoaded(page: Page, screen: Pick<Screen, 'heading' | 'ready'>) {
  const marker = screen.ready
    ? screen.ready(page)
    : page.getByRole('heading', { level: 1, name: screen.heading }).first();
  await expect(marker).toBeVisible();
  await expect(
    page.locator('[class*="awsui_spinner-rotator_"]').filter({ visible: true }),
  ).toHaveCount(0);
}

/** The error messages of form fields (Cloudscape FormField's errorText). */
function fieldErrors(page: Page): Locator {
  return page.locator('[class*="awsui_error__message_"]').filter({ visible: true });
}

async function visit(page: Page, screen: Screen): Promise<void> {
  await test.step(screen.label, async () => {
    await page.goto(screen.path);
    // A screen that does not load is a failure, but the walk goes on to the next one.
    try {
      await contentLoaded(page, screen);
    } catch (error) {
      expect.soft(error, `${screen.label} (${screen.path}) did not load`).toBeUndefined();
      return;
    }
    await softExpectNoAxeViolations(page, `${screen.label} (${screen.path})`);
  });
}

const PUBLIC_SCREENS: Screen[] = [
  { label: 'landing', path: '/', ready: (page) => page.getByText(commonStrings.product.tagline) },
  { label: 'login', path: '/login', heading: accountStrings.login.heading },
  { label: 'register', path: '/register', heading: accountStrings.register.heading },
  {
    label: 'forgot password',
    path: '/forgotpassword',
    heading: accountStrings.forgotPassword.heading,
  },
  {
    label: 'forgot password verification',
    path: '/forgotpasswordverification?username=someone%40example.com&code=123456',
    heading: accountStrings.forgotPasswordVerification.heading,
  },
  { label: 'confirm registration (no code)', path: '/confirm-registration' },
  { label: 'welcome', path: '/welcome', heading: accountStrings.welcome.heading },
  { label: 'thank you', path: '/thankyou', heading: accountStrings.thankYou.heading },
  {
    label: 'password changed',
    path: '/changepasswordconfirmation',
    heading: accountStrings.changePasswordConfirmation.heading,
  },
  {
    label: 'permission error',
    path: '/permission-error',
    ready: (page) => page.getByText(commonStrings.permission.denied),
  },
  {
    label: 'not found (signed out: asks to sign in)',
    path: '/no-such-page',
    heading: accountStrings.login.heading,
  },
  {
    label: 'user home (no organisations)',
    path: '/user-home',
    ready: (page) => page.getByText(accountStrings.userHome.noOrgs),
  },
  { label: 'help', path: '/help', heading: helpStrings.help.heading },
];

const root = (route: UnitRouteName, params: Record<string, string> = {}) =>
  unitPath(ROOT_UNIT_ID, route, params);
const system = (route: UnitRouteName, params: Record<string, string> = {}) =>
  unitPath(SYSTEM_UNIT_ID, route, params);

const UNIT_SCREENS: Screen[] = [
  { label: 'unit home', path: root('home'), heading: unitName(ROOT_UNIT_ID) },
  { label: 'child orgunits', path: root('orgunits'), heading: orgunitsStrings.orgunits.heading },
  {
    label: 'register orgunit',
    path: root('registerOrgunit'),
    heading: orgunitsStrings.registerOrgunit.heading,
  },
  {
    label: 'orgunit details',
    path: root('orgunit', { id: CHILD_ID }),
    heading: unitName(CHILD_ID),
  },
  {
    label: 'edit orgunit',
    path: root('editOrgunit', { id: CHILD_ID }),
    heading: orgunitsStrings.editOrgunit.heading,
  },
  { label: 'org plan', path: root('orgplan'), heading: orgunitsStrings.orgPlan.heading },
  {
    label: 'config dashboard',
    path: root('configDash'),
    heading: configDashStrings.configDash.heading,
  },
  { label: 'org users', path: root('orgusers'), heading: usersStrings.orgUsers.heading },
  {
    label: 'org user details',
    path: root('orguser', { username: usernameToPath(person.username) }),
    heading: person.name,
  },
  {
    label: 'edit org user',
    path: root('editOrguser', { username: usernameToPath(person.username) }),
    heading: usersStrings.editOrgUser.heading,
  },
  {
    label: 'create org user',
    path: root('createOrgUser'),
    heading: usersStrings.createOrgUser.heading,
  },
  {
    label: 'my profile',
    path: `/${ROOT_UNIT_ID}/my-profile`,
    ready: (page) => page.getByRole('tab', { name: accountStrings.myProfile.profileTab }),
  },
  {
    label: 'edit profile',
    path: `/${ROOT_UNIT_ID}/my-profile?edit`,
    heading: accountStrings.myProfile.editHeading,
  },
  {
    label: 'change password',
    path: '/changepassword',
    heading: accountStrings.changePassword.heading,
  },
  {
    label: 'no permission inside the shell',
    path: root('tenants'),
    ready: (page) => page.getByText(commonStrings.permission.denied),
  },
  {
    label: 'not found inside the shell',
    path: `/${ROOT_UNIT_ID}/no-such-page`,
    heading: commonStrings.notFound.heading,
  },
  {
    label: notificationsStrings.page.heading,
    path: root('notifications'),
    // The records listed (the person added before the tests is one), not only the heading.
    ready: (page) => page.getByRole('table').getByRole('cell').first(),
  },
  { label: 'teams', path: root('teams'), heading: teamsStrings.teams.heading },
  { label: 'documents', path: root('documents'), heading: documentsStrings.dash.heading },
  { label: 'workqueue', path: root('workqueue'), heading: workqueueStrings.page.heading },
];

const SYSTEM_SCREENS: Screen[] = [
  { label: 'system unit home', path: system('home') },
  {
    label: 'authenticated users',
    path: system('authusers'),
    heading: usersStrings.authUsers.heading,
  },
  {
    label: 'sign-up new user',
    path: system('createUser'),
    heading: usersStrings.createUser.heading,
  },
  {
    label: 'user details',
    path: system('user', { username: usernameToPath(person.username) }),
    heading: person.name,
  },
  {
    label: 'edit user',
    path: system('editUser', { username: usernameToPath(person.username) }),
    heading: usersStrings.editUser.heading(person.username),
  },
  { label: 'tenants', path: system('tenants'), heading: tenantsStrings.tenants.heading },
  {
    label: 'create tenant',
    path: system('createTenant'),
    heading: tenantsStrings.createTenant.heading,
  },
];

test.describe('signed out', () => {
  test('every public page', async ({ page }) => {
    for (const screen of PUBLIC_SCREENS) await visit(page, screen);
  });

  test('the sign-up form with validation errors', async ({ page }) => {
    await page.goto('/register');
    await contentLoaded(page, { heading: accountStrings.register.heading });
    await page.getByRole('button', { name: accountStrings.register.submit, exact: true }).click();
    await expect(fieldErrors(page).first()).toBeVisible();
    await softExpectNoAxeViolations(page, 'sign-up with validation errors');
  });
});

test.describe('signed in', () => {
  let context: BrowserContext;
  let page: Page;

  async function signedInPage(browser: Browser): Promise<Page> {
    context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      reducedMotion: 'reduce',
    });
    const signedIn = await context.newPage();
    await signedIn.goto(`/login?redirect=${encodeURIComponent(root('home'))}`);
    await signInOnLoginPage(signedIn);
    await expect(signedIn).toHaveURL(new RegExp(`${root('home')}$`));
    return signedIn;
  }

  test.beforeAll(async ({ browser }) => {
    page = await signedInPage(browser);
    await (await AdminApi.signIn(page)).addOrgUser(ROOT_UNIT_ID, person, 'user');
  });

  test.afterAll(async () => {
    await context.close();
  });

  test('every screen of a ROOT unit', async () => {
    for (const screen of UNIT_SCREENS) await visit(page, screen);
  });

  test('every screen of the SYSTEM unit, as a system admin', async () => {
    for (const screen of SYSTEM_SCREENS) await visit(page, screen);
  });

  test('the top bar menus open', async () => {
    await page.goto(root('home'));
    await contentLoaded(page, { heading: unitName(ROOT_UNIT_ID) });
    const menus = [
      commonStrings.menu.button,
      commonStrings.shell.orgSelectorAriaLabel,
      commonStrings.shell.accountMenuAriaLabel,
    ];
    for (const name of menus) {
      await test.step(name, async () => {
        await page.getByRole('button', { name, exact: name === commonStrings.menu.button }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await softExpectNoAxeViolations(page, `${name} open`);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menu')).toHaveCount(0);
      });
    }
  });

  test('the shell and the help page at a phone width', async () => {
    // 320 CSS px: the reflow width of WCAG 1.4.10.
    await page.setViewportSize({ width: 320, height: 640 });
    try {
      await visit(page, {
        label: 'help at a phone width',
        path: '/help',
        heading: helpStrings.help.heading,
      });
      await visit(page, {
        label: 'unit home at a phone width',
        path: root('home'),
        heading: unitName(ROOT_UNIT_ID),
      });
      // Nothing wider than the screen.
      expect(
        await page.evaluate(
          'document.documentElement.scrollWidth <= document.documentElement.clientWidth',
        ),
      ).toBe(true);
      // The bar keeps its utilities as icons; its menu's entries are in the side navigation.
      await expect(
        page.getByRole('button', { name: commonStrings.menu.button, exact: true }),
      ).toHaveCount(0);
      await page.getByRole('button', { name: commonStrings.shell.orgSelectorAriaLabel }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await softExpectNoAxeViolations(page, "the shell's org selector at a phone width");
      await page.keyboard.press('Escape');
      // Cloudscape's own label of the layout's navigation toggle.
      await page.getByRole('button', { name: 'Open side navigation' }).click();
      await expect(
        page
          .getByRole('navigation', { name: commonStrings.shell.navigationAriaLabel })
          .getByRole('link', { name: commonStrings.menu.childOrganisations }),
      ).toBeVisible();
    } finally {
      await page.setViewportSize({ width: 1280, height: 720 });
    }
  });

  test('delete confirmations open', async () => {
    await page.goto(root('orgunit', { id: CHILD_ID }));
    await contentLoaded(page, { heading: unitName(CHILD_ID) });
    await page
      .getByRole('button', { name: orgunitsStrings.orgunitDetails.delete, exact: true })
      .click();
    const orgunitDialog = page.getByRole('dialog');
    await expect(orgunitDialog).toContainText(orgunitsStrings.orgunitDetails.confirmHeading);
    await softExpectNoAxeViolations(page, 'orgunit delete confirmation');
    await orgunitDialog
      .getByRole('button', { name: orgunitsStrings.orgunitDetails.cancel })
      .click();
    await expect(orgunitDialog).toBeHidden();

    await page.goto(system('user', { username: usernameToPath(person.username) }));
    await contentLoaded(page, { heading: person.name });
    await page.getByRole('button', { name: usersStrings.userDetails.delete, exact: true }).click();
    const userDialog = page.getByRole('dialog');
    await expect(userDialog).toContainText(usersStrings.userDetails.deleteModalHeading);
    await softExpectNoAxeViolations(page, 'user delete confirmation');
    await userDialog.getByRole('button', { name: usersStrings.userDetails.deleteCancel }).click();
    await expect(userDialog).toBeHidden();
  });

  test('forms with validation errors shown', async () => {
    await page.goto(root('registerOrgunit'));
    await contentLoaded(page, { heading: orgunitsStrings.registerOrgunit.heading });
    await page
      .getByRole('button', { name: orgunitsStrings.registerOrgunit.submit, exact: true })
      .click();
    await expect(fieldErrors(page).first()).toBeVisible();
    await softExpectNoAxeViolations(page, 'register orgunit with validation errors');

    await page.goto(system('createTenant'));
    await contentLoaded(page, { heading: tenantsStrings.createTenant.heading });
    await page
      .getByRole('button', { name: tenantsStrings.createTenant.submit, exact: true })
      .click();
    await expect(fieldErrors(page).first()).toBeVisible();
    await softExpectNoAxeViolations(page, 'create tenant with validation errors');
  });

  test("the config dashboard's history and a change under review", async () => {
    const text = configDashStrings.configDash;
    await page.goto(root('configDash'));
    await contentLoaded(page, { heading: text.heading });
    await page.getByRole('tab', { name: text.historyTab }).click();
    await contentLoaded(page, { heading: text.heading });
    await softExpectNoAxeViolations(page, 'config dashboard history');
    // Returning ROOT's home to inherited is compared first; nothing changes until confirmed.
    await page.getByRole('tab', { name: text.inForceTab }).click();
    await page
      .getByRole('button', { name: configDashStrings.configInForce.inheritLabel('home') })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByRole('table', { name: configDashStrings.configReview.changesAriaLabel('core') }),
    ).toBeVisible();
    await softExpectNoAxeViolations(page, 'config change review');
    await dialog.getByRole('button', { name: configDashStrings.configReview.cancel }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('an application screen with roles and one without', async () => {
    // The admin's Issue Tracker role on ROOT, carried by the token of a new sign-in.
    await giveAdminTicketRole(page, 'agent');
    await forgetSession(page);
    await page.goto(`/login?redirect=${encodeURIComponent(root('issueTracker'))}`);
    await signInOnLoginPage(page);
    await expect(page).toHaveURL(new RegExp(`${root('issueTracker')}$`));
    const { salesPro } = commonStrings.menu;
    await visit(page, {
      label: 'application with a role',
      path: root('issueTracker'),
      ready: (shown) => shown.getByText('Agent', { exact: true }),
    });
    await visit(page, {
      label: 'application without roles',
      path: root('salesPro'),
      ready: (shown) => shown.getByText(applicationsStrings.application.noRolesHeading(salesPro)),
    });
  });
});

test.describe('two-factor authentication', () => {
  const { setup, signInCode, profile } = mfaStrings;

  test('the set-up required at sign-in, the sign-in code step, and My profile with TOTP on', async ({
    page,
  }) => {
    const user = await createSystemAdmin(page, 'axe-mfa-admin');
    await page.goto('/login');
    await signInOnLoginPage(page, user);
    await contentLoaded(page, { heading: setup.heading });
    await softExpectNoAxeViolations(page, 'TOTP set-up required at sign-in');
    await page.getByRole('button', { name: setup.submit, exact: true }).click();
    await expect(fieldErrors(page).first()).toBeVisible();
    await softExpectNoAxeViolations(page, 'TOTP set-up with a validation error');

    const app = new Authenticator(await readSetupKey(page));
    await enterCode(page, app.currentCode(), setup.submit);
    await expect(page).not.toHaveURL(/mfa-setup/);
    await visit(page, {
      label: 'my profile with TOTP on, required',
      path: `/${SYSTEM_UNIT_ID}/my-profile`,
      ready: (signedIn) => signedIn.getByText(profile.required),
    });

    await forgetSession(page);
    await page.goto('/login');
    await signInOnLoginPage(page, user);
    await contentLoaded(page, { heading: signInCode.heading });
    await softExpectNoAxeViolations(page, 'TOTP code step of the sign-in');
    await enterCode(page, app.wrongCode(), signInCode.submit);
    await expect(fieldErrors(page).first()).toHaveText(mfaStrings.code.wrong);
    await softExpectNoAxeViolations(page, 'TOTP code step with a wrong code');
  });

  test("My profile's TOTP set-up and the confirmation to turn it off", async ({ page }) => {
    const user = await createMember(page, 'axe-mfa-member', CHILD_ID, ['user']);
    const profilePath = `/${CHILD_ID}/my-profile`;
    await page.goto(profilePath);
    await signInOnLoginPage(page, user);
    await contentLoaded(page, {
      ready: (signedIn) => signedIn.getByText(profile.off, { exact: true }),
    });
    await softExpectNoAxeViolations(page, 'my profile with TOTP off');

    await page.getByRole('button', { name: profile.setUp, exact: true }).click();
    // A section of the page: its heading is a level-2 one.
    await contentLoaded(page, {
      ready: (signedIn) => signedIn.getByRole('heading', { level: 2, name: setup.heading }),
    });
    const app = new Authenticator(await readSetupKey(page));
    await softExpectNoAxeViolations(page, "my profile's TOTP set-up");

    await enterCode(page, app.currentCode(), setup.submit);
    await page.getByRole('button', { name: profile.turnOff, exact: true }).click();
    await expect(page.getByRole('dialog')).toContainText(profile.confirmHeading);
    await softExpectNoAxeViolations(page, 'the confirmation to turn TOTP off');
  });
});
