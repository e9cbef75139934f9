/**
 * Issue 36, two-factor authentication (TOTP) in the console: any user turns it on from My
 * profile and is then asked for the app's code at sign-in; a system admin without it is made to
 * set it up before anything else. The codes come from the set-up key shown on the screen.
 */
import { expect, type Page, test } from '@playwright/test';

import { accountStrings } from '../../frontend/src/strings/account';
import { mfaStrings } from '../../frontend/src/strings/mfa';
import { SEED_UNITS, SYSTEM_UNIT_ID } from '../../local/seed-data';
import { forgetSession, type TestUser } from './account-users';
import { signInOnLoginPage, unitHeading } from './console-pages';
import {
  Authenticator,
  codeField,
  createMember,
  createSystemAdmin,
  enterCode,
  expectWrongCodeRefused,
  readSetupKey,
  setupHeading,
} from './mfa-pages';

const MEMBER_UNIT = 'ou-sales';
const unitName = (id: string) => SEED_UNITS.find((unit) => unit.id === id)?.name ?? id;
const profile = mfaStrings.profile;

/** The credentials, then the TOTP step: a wrong code refused, then the app's current code. */
async function signInWithTotp(page: Page, user: TestUser, app: Authenticator): Promise<void> {
  await signInOnLoginPage(page, user);
  await expect(page.getByRole('heading', { name: mfaStrings.signInCode.heading })).toBeVisible();
  await expect(codeField(page)).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField(page)).toHaveAttribute('inputmode', 'numeric');
  await expect(codeField(page)).toBeFocused();
  await expectWrongCodeRefused(page, app, mfaStrings.signInCode.submit);
  // The keyboard alone: the field keeps the focus and Enter sends the code.
  await codeField(page).fill(app.currentCode());
  await codeField(page).press('Enter');
}

test('a member turns TOTP on from My profile, signs in with it, and turns it off', async ({
  page,
}) => {
  const user = await createMember(page, 'mfa-member', MEMBER_UNIT, ['user']);
  const profilePath = `/${MEMBER_UNIT}/my-profile`;
  await page.goto(profilePath);
  await signInOnLoginPage(page, user);
  await expect(page).toHaveURL(new RegExp(`${profilePath}$`));
  await expect(page.getByRole('heading', { name: profile.heading, exact: true })).toBeVisible();
  await expect(page.getByText(profile.off, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: profile.setUp, exact: true }).click();
  await expect(setupHeading(page)).toBeVisible();
  const app = new Authenticator(await readSetupKey(page));
  await expectWrongCodeRefused(page, app, mfaStrings.setup.submit);
  await enterCode(page, app.currentCode(), mfaStrings.setup.submit);
  await expect(page.getByText(mfaStrings.setup.enabled)).toBeVisible();
  await expect(page.getByText(profile.on, { exact: true })).toBeVisible();
  // Nothing requires it of a member: it can be turned off.
  await expect(page.getByRole('button', { name: profile.turnOff, exact: true })).toBeVisible();

  await forgetSession(page);
  await page.goto(`/login?redirect=${encodeURIComponent(profilePath)}`);
  // Back from the code step to the password, then on through it.
  await signInOnLoginPage(page, user);
  await page.getByRole('button', { name: mfaStrings.signInCode.back }).click();
  await expect(page.getByRole('heading', { name: accountStrings.login.heading })).toBeVisible();
  await signInWithTotp(page, user, app);
  await expect(page).toHaveURL(new RegExp(`${profilePath}$`));
  await expect(page.getByText(profile.on, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: profile.turnOff, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(profile.confirmHeading);
  await dialog.getByRole('button', { name: profile.turnOff, exact: true }).click();
  await expect(page.getByText(profile.disabled)).toBeVisible();
  await expect(page.getByText(profile.off, { exact: true })).toBeVisible();

  // Signing in needs only the password again.
  await forgetSession(page);
  await page.goto(`/login?redirect=${encodeURIComponent(profilePath)}`);
  await signInOnLoginPage(page, user);
  await expect(page).toHaveURL(new RegExp(`${profilePath}$`));
});

test('a system admin without TOTP is made to set it up at sign-in, then signs in with it', async ({
  page,
}) => {
  const user = await createSystemAdmin(page, 'mfa-sysadmin');
  const home = `/${SYSTEM_UNIT_ID}/`;
  await page.goto(`/login?redirect=${encodeURIComponent(home)}`);
  await signInOnLoginPage(page, user);
  await expect(page).toHaveURL(new RegExp(`/mfa-setup\\?redirect=${encodeURIComponent(home)}$`));
  await expect(setupHeading(page)).toBeVisible();
  await expect(page.getByText(mfaStrings.setup.requiredDescription)).toBeVisible();

  // Nothing else opens before the set-up.
  await page.goto(`/${SYSTEM_UNIT_ID}/orgunits`);
  await expect(page).toHaveURL(/\/mfa-setup\?redirect=/);
  await expect(setupHeading(page)).toBeVisible();

  const app = new Authenticator(await readSetupKey(page));
  await expectWrongCodeRefused(page, app, mfaStrings.setup.submit);
  await enterCode(page, app.currentCode(), mfaStrings.setup.submit);
  await expect(page).toHaveURL(new RegExp(`/${SYSTEM_UNIT_ID}/orgunits$`));

  // My profile: on, and required of a system admin, so it cannot be turned off.
  await page.goto(`/${SYSTEM_UNIT_ID}/my-profile`);
  await expect(page.getByText(profile.on, { exact: true })).toBeVisible();
  await expect(page.getByText(profile.required)).toBeVisible();
  await expect(page.getByRole('button', { name: profile.turnOff, exact: true })).toHaveCount(0);

  await forgetSession(page);
  await page.goto(`/login?redirect=${encodeURIComponent(home)}`);
  await signInWithTotp(page, user, app);
  await expect(page).toHaveURL(new RegExp(`${home}$`));
  await expect(unitHeading(page, unitName(SYSTEM_UNIT_ID))).toBeVisible();
});
