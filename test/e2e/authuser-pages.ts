/** Helpers of the authenticated-users browser tests: the admin on the SYSTEM unit, new sign-up users. */
import { randomUUID } from 'node:crypto';

import { expect, type Locator, type Page } from '@playwright/test';

import { usersStrings } from '../../frontend/src/strings/users';
import { SYSTEM_UNIT_ID } from '../../local/seed-data';
import { signInOnLoginPage } from './console-pages';

const text = usersStrings.createUser;

export interface NewAuthUser {
  name: string;
  username: string;
  email: string;
  phone: string;
  password: string;
}

/** A user nobody has signed up yet: a plain username unique per call. */
export function newAuthUser(prefix: string): NewAuthUser {
  const id = randomUUID().slice(0, 8);
  return {
    name: `Auth ${prefix} ${id}`,
    username: `${prefix}-${id}`,
    email: `${prefix}-${id}@example.com`,
    phone: '+919876543210',
    password: 'Signup#2026pass',
  };
}

/** The spec's route of the list (`authusers` stays as an alias); the console links this one. */
export const authUsersPath = `/${SYSTEM_UNIT_ID}/users`;
export const createUserPath = `/${SYSTEM_UNIT_ID}/create-user`;

/** Opens a path of the console as the seeded system admin (sign-in redirects back to it). */
export async function openAsAdmin(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await signInOnLoginPage(page);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

export function signUpField(page: Page, label: string): Locator {
  return page.getByLabel(label, { exact: true });
}

/** Fills the sign-up form; `undefined` values stay as they are (e.g. the +91 prefix). */
export async function fillSignUpForm(page: Page, user: Partial<NewAuthUser>): Promise<void> {
  const fields: Array<[string, string | undefined]> = [
    [text.name, user.name],
    [text.username, user.username],
    [text.email, user.email],
    [text.phone, user.phone],
    [text.password, user.password],
    [text.confirmPassword, user.password],
  ];
  for (const [label, value] of fields) {
    if (value !== undefined) await signUpField(page, label).fill(value);
  }
}

export function submitSignUp(page: Page): Promise<void> {
  return page.getByRole('button', { name: text.submit, exact: true }).click();
}

/**
 * Signs a new user up through the console's form, opened from the list's button (client-side, so
 * the list's code is loaded when the form returns to it), and waits for the list.
 */
export async function signUpThroughConsole(page: Page, user: NewAuthUser): Promise<void> {
  if (!new URL(page.url()).pathname.endsWith(authUsersPath)) await page.goto(authUsersPath);
  await page.getByRole('link', { name: usersStrings.authUsers.signUpNewUser }).click();
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
  await fillSignUpForm(page, user);
  await submitSignUp(page);
  await expect(page.getByText(text.succeeded)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${authUsersPath}$`));
}

/** The users table narrowed to the usernames starting with `query` (a server search). */
export async function filterUsers(page: Page, query: string): Promise<Locator> {
  const table = page.getByRole('table');
  await page.getByRole('searchbox', { name: usersStrings.userList.filterAriaLabel }).fill(query);
  return table;
}

export function userRow(page: Page, username: string): Locator {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: username, exact: true }) });
}

/** Filters the list to one user and follows their username link to the details page. */
export async function openDetailsFromList(page: Page, username: string): Promise<void> {
  await filterUsers(page, username);
  await userRow(page, username).getByRole('link', { name: username, exact: true }).click();
}
