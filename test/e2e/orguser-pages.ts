/**
 * Helpers of the org user browser tests: a fresh unit per test (seed units stay untouched),
 * users made behind the console's back over the API, and the org user screens' controls.
 */
import { randomUUID } from 'node:crypto';

import { AdminCreateUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { expect, type Locator, type Page } from '@playwright/test';

import { commonStrings } from '../../frontend/src/strings/common';
import { usernameToPath } from '../../frontend/src/common/username-path';
import { usersStrings } from '../../frontend/src/strings/users';
import { withLocalUserPool } from './account-users';
import { signInOnLoginPage } from './console-pages';
import { PlatformApi } from './platform-api';

export interface OrgUserView {
  name: string;
  username: string;
  email: string;
  roles: string[];
  appRoles: { ouid: string; appId: string; roles: string[] }[];
  version: number;
}

/** Short and unique per call; usernames may carry dashes (the server's pattern allows them). */
export function uniqueId(): string {
  return randomUUID().slice(0, 8);
}

/** An identity-provider account with this username, made behind the console's back. */
export async function createAccount(
  page: Page,
  username: string,
  email = `${username}@example.com`,
): Promise<void> {
  await withLocalUserPool(page, (client, config) =>
    client.send(
      new AdminCreateUserCommand({
        UserPoolId: config.userPoolId,
        Username: username,
        MessageAction: 'SUPPRESS',
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    ),
  );
}

/** `createAccount` unless the username already has an account (e.g. a `createConfirmedUser`). */
async function ensureAccount(page: Page, username: string, email: string): Promise<void> {
  try {
    await createAccount(page, username, email);
  } catch (error) {
    if (!(error instanceof Error && error.name === 'UsernameExistsException')) throw error;
  }
}

/** The platform's API as the seeded admin, for the org user calls of these tests. */
export class AdminApi {
  private constructor(
    private readonly api: PlatformApi,
    private readonly page: Page,
  ) {}

  static async signIn(page: Page): Promise<AdminApi> {
    return new AdminApi(await PlatformApi.signIn(page), page);
  }

  private send<T>(method: 'GET' | 'POST' | 'PUT', path: string, ouid: string, body?: unknown) {
    return this.api.succeeding<T>(method, path, { ouid, body });
  }

  /** A unit of its own below ou-root: it inherits the root's core and ticketapp configs. */
  async createUnit(prefix: string): Promise<{ id: string; name: string }> {
    const name = `${prefix} ${uniqueId()}`;
    const unit = await this.api.createUnit(name, undefined, 'Org user browser test unit');
    return { id: unit.data.identifier, name };
  }

  /**
   * Adds a user (a new profile unless one exists with this e-mail) to the unit with a role. The
   * server adds only users with a sign-in account of this e-mail: one is made first when the
   * username has none.
   */
  async addOrgUser(
    ouid: string,
    user: { name: string; username: string; email: string },
    role: string,
  ): Promise<OrgUserView> {
    await ensureAccount(this.page, user.username, user.email);
    const answer = await this.send<{ data: OrgUserView }>('POST', '/orguser', ouid, {
      ...user,
      roles: [`${ouid}=${role}`],
    });
    return answer.data;
  }

  async getOrgUser(ouid: string, username: string): Promise<OrgUserView> {
    const path = `/orguser/${encodeURIComponent(username)}`;
    return (await this.send<{ data: OrgUserView }>('GET', path, ouid)).data;
  }

  async renameOrgUser(ouid: string, username: string, name: string): Promise<void> {
    const { version } = await this.getOrgUser(ouid, username);
    await this.send('PUT', `/orguser/${encodeURIComponent(username)}`, ouid, { name, version });
  }

  async addAppUser(ouid: string, username: string, appId: string, role: string): Promise<void> {
    await this.send('POST', '/appuser', ouid, { username, appId, roles: [role], ouid });
  }
}

export function orgUsersPath(ouid: string): string {
  return `/${ouid}/orgusers`;
}

/** Opens a path as the seeded admin: the sign-in page redirects back to it. */
export async function openAsAdmin(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await signInOnLoginPage(page);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

export function field(page: Page | Locator, label: string): Locator {
  return page.getByLabel(label, { exact: true });
}

/** Opens the Cloudscape select inside the form field with this label; gives its options. */
export async function openSelect(page: Page, label: string): Promise<Locator> {
  const formField = page
    .locator('[class*="awsui_root"]')
    .filter({ has: page.getByText(label, { exact: true }) })
    .filter({ has: page.locator('button[aria-haspopup="listbox"]') })
    .last();
  // The field's Info link is a button too: open the select's own trigger.
  await formField.locator('button[aria-haspopup="listbox"]').first().click();
  return page.getByRole('listbox');
}

/** Chooses an option of the Cloudscape select inside the form field with this label. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await openSelect(page, label);
  await page.getByRole('option', { name: option, exact: true }).click();
}

export const flash = (page: Page, message: string) =>
  page
    .getByRole('region', { name: commonStrings.shell.notificationsAriaLabel })
    .getByText(message, { exact: true });

/**
 * Runs a step whose flash messages must be read: the page clock (installed before the page
 * loaded) stands still meanwhile, so the 3 s auto-hide cannot beat a slow first load of the
 * Flashbar's chunk. Requests still complete in real time.
 */
export async function withFlashesHeld(page: Page, step: () => Promise<void>): Promise<void> {
  await page.clock.pauseAt(new Date(Date.now() + 1000));
  try {
    await step();
  } finally {
    await page.clock.resume();
  }
}

/**
 * Inside `withFlashesHeld`: waits for the message, moving the paused clock on in small steps
 * (React's Suspense of the lazy Flashbar needs timers), far less than the 3 s auto-hide.
 */
export async function expectFlash(page: Page, message: string, count = 1): Promise<void> {
  await expect(async () => {
    await page.clock.runFor(10);
    await expect(flash(page, message)).toHaveCount(count, { timeout: 500 });
  }).toPass({ timeout: 60_000 });
}

/** A new person's details on the add form, asked once the username check found nobody. */
export interface NewPersonDetails {
  name: string;
  email: string;
  phone?: string;
}

/**
 * The add form in one pass: the username (checked as it is typed), then what the check asks for:
 * nothing more for someone with an account (their name and masked e-mail are shown), the details
 * of a new person; then the org role.
 */
export async function fillAddUser(
  page: Page,
  user: { username: string; roleName: string; newPerson?: NewPersonDetails },
): Promise<void> {
  const text = usersStrings.createOrgUser;
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
  await field(page, text.username).fill(user.username);
  if (user.newPerson) {
    await expect(page.getByRole('region', { name: text.newHeading })).toBeVisible();
    await field(page, text.name).fill(user.newPerson.name);
    if (user.newPerson.phone !== undefined)
      await field(page, text.phone).fill(user.newPerson.phone);
    await field(page, text.email).fill(user.newPerson.email);
  } else {
    await expect(page.getByRole('region', { name: text.existingHeading })).toBeVisible();
  }
  await choose(page, text.orgRole, user.roleName);
}

/** The add form's one submit button. */
export function submitAddUser(page: Page): Promise<void> {
  return page.getByRole('button', { name: usersStrings.createOrgUser.submit, exact: true }).click();
}

/** The person's details page the add form lands on. */
export function orgUserDetailsPath(ouid: string, username: string): RegExp {
  return new RegExp(`/${ouid}/orguser/${encodeURIComponent(usernameToPath(username))}$`);
}

/** Picks an application and its role in the adder and presses 'Add Role'. */
export async function addAppRole(page: Page, application: string, role: string): Promise<void> {
  const text = usersStrings.createOrgUser.appRoles;
  await choose(page, text.application, application);
  await choose(page, text.role, role);
  await page.getByRole('button', { name: text.addRole }).click();
}
