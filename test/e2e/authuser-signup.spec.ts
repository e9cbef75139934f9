import { expect, test } from '@playwright/test';

import { commonStrings } from '../../frontend/src/strings/common';
import { passwordStrings } from '../../frontend/src/strings/password';
import { usersStrings } from '../../frontend/src/strings/users';
import { SYSTEM_UNIT_ID } from '../../local/seed-data';
import { admin } from './console-pages';
import {
  authUsersPath,
  createUserPath,
  fillSignUpForm,
  filterUsers,
  newAuthUser,
  openAsAdmin,
  signUpField,
  submitSignUp,
  userRow,
} from './authuser-pages';

const text = usersStrings.authUsers;
const form = usersStrings.createUser;

test('the system admin opens Authenticated Users from the SYSTEM unit menu, signs a user up, and finds it in the table and its details', async ({
  page,
}) => {
  const user = newAuthUser('signup');
  await openAsAdmin(page, `/${SYSTEM_UNIT_ID}/`);
  await page.getByRole('button', { name: commonStrings.menu.button, exact: true }).click();
  await page.getByRole('menuitem', { name: commonStrings.menu.authenticatedUsers }).click();
  await expect(page).toHaveURL(new RegExp(`${authUsersPath}$`));
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
  // The list is paged on the server: the admin is found by a username search, wherever it sorts.
  await filterUsers(page, admin.username);
  await expect(userRow(page, admin.username)).toBeVisible();

  await page.getByRole('link', { name: text.signUpNewUser }).click();
  await expect(page).toHaveURL(new RegExp(`${createUserPath}$`));
  await expect(signUpField(page, form.phone)).toHaveValue(form.phonePrefix);
  await fillSignUpForm(page, user);
  await submitSignUp(page);
  await expect(page.getByText(form.succeeded)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${authUsersPath}$`));

  await filterUsers(page, user.username);
  const row = userRow(page, user.username);
  await expect(row).toContainText(user.name);
  await expect(row).toContainText(user.email);
  await expect(row).toContainText(user.phone);
  // The admin's password is temporary: the user must change it at first sign-in (Cognito's status).
  await expect(row).toContainText(usersStrings.authUsers.accountStatuses.FORCE_CHANGE_PASSWORD);
  await expect(page.getByRole('row')).toHaveCount(2);

  await row.getByRole('link', { name: user.username, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${SYSTEM_UNIT_ID}/user/`));
  await expect(page.getByRole('heading', { level: 1, name: user.name })).toBeVisible();
  await expect(page.getByText(user.email, { exact: true })).toBeVisible();
  await expect(page.getByText(user.phone, { exact: true })).toBeVisible();
  await expect(
    page.getByText(usersStrings.authUsers.accountStatuses.FORCE_CHANGE_PASSWORD, { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('FORCE_CHANGE_PASSWORD')).toHaveCount(0);
  await expect(page.getByText(usersStrings.userDetails.policyCards.empty)).toBeVisible();
});

test('the sign-up form flags a blank field and a password mismatch, and shows the identity provider’s error', async ({
  page,
}) => {
  const user = newAuthUser('invalid');
  await openAsAdmin(page, createUserPath);

  // The username is given, the name is the first blank field in the validator's order.
  await fillSignUpForm(page, { username: user.username });
  await submitSignUp(page);
  await expect(signUpField(page, form.name)).toHaveAccessibleDescription(
    new RegExp(commonStrings.validation.allFieldsRequired),
  );
  await expect(page).toHaveURL(new RegExp(`${createUserPath}$`));

  await fillSignUpForm(page, user);
  await signUpField(page, form.confirmPassword).fill(`${user.password}x`);
  await submitSignUp(page);
  await expect(signUpField(page, form.confirmPassword)).toHaveAccessibleDescription(
    new RegExp(commonStrings.validation.passwordMismatch),
  );
  await expect(signUpField(page, form.name)).not.toHaveAccessibleDescription(
    new RegExp(commonStrings.validation.allFieldsRequired),
  );

  // A password the pool's policy refuses: flagged on its field, nothing sent.
  await fillSignUpForm(page, { ...user, password: 'password' });
  await submitSignUp(page);
  await expect(signUpField(page, form.password)).toHaveAccessibleDescription(
    new RegExp(passwordStrings.breaksRules),
  );

  // A username the user pool already has: the server refuses it and its message is shown.
  await fillSignUpForm(page, { ...user, username: admin.username });
  await submitSignUp(page);
  await expect(page.getByText('User already exists', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${createUserPath}$`));
  await expect(page.getByText(form.succeeded)).toHaveCount(0);
});
