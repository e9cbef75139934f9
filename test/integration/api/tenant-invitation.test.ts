/**
 * Onboarding a tenant with a new admin (issue 11 §1, §2): the account is created and invited
 * (`AdminCreateUser`); the invitation e-mail reaches the local mailbox with the username, the
 * temporary password and a link to /login; the first sign-in with that password must set a new
 * one (`NEW_PASSWORD_REQUIRED`), and only with the session that challenge gave.
 */
import { randomUUID } from 'node:crypto';

import type { TenantView } from '../../../lambdas/domain/schemas/tenant';
import { accountOf, claimsOf, createInvitedAccount, signIn } from '../support/accounts';
import { sharedPlatform } from '../support/shared-platform';
import { createdTenant, createTenant, FirstSignIn, mailTo } from '../support/tenants-api';
import { storedUser } from '../support/users-api';
import { adminToken } from '../support/orgunit-api';

const { facts } = sharedPlatform();
const INVITATION = 'You are invited to the OrgConsole';
const NEW_PASSWORD = 'Chosen#Pass2026';

let firstSignIn: FirstSignIn;

beforeAll(() => {
  firstSignIn = new FirstSignIn(facts);
});

afterAll(() => firstSignIn.destroy());

async function inviteAdmin(username: string | undefined, email: string) {
  const answer = await createTenant(facts, await adminToken(facts), {
    name: `Invited ${randomUUID().slice(0, 8)}`,
    admin: { kind: 'invite', email, name: 'First Admin', phone_number: '+919876543210', username },
  });
  if (answer.status !== 201) throw new Error(`${answer.status} ${JSON.stringify(answer.body)}`);
  return (answer.body as { data: TenantView & { admin: { username: string; invited: boolean } } })
    .data;
}

it('invites the new admin by e-mail; the first sign-in sets a new password and lands in the tenant', async () => {
  const username = `tn-invited-${randomUUID().slice(0, 8)}`;
  const tenant = await inviteAdmin(username, `${username}@example.com`);
  expect(tenant.admin).toEqual({ username, invited: true });
  expect(await accountOf(facts, username)).toMatchObject({ username, enabled: true });
  expect((await storedUser(facts, username)).PROFILE).toMatchObject({
    name: 'First Admin',
    email: `${username}@example.com`,
    phone_number: '+919876543210',
    policies: [`${tenant.identifier}=admin`],
  });

  const mail = await mailTo(facts, username, INVITATION);
  expect(mail.to).toBe(`${username}@example.com`);
  expect(mail.text).toContain(`Your username: ${username}`);
  expect(mail.text).toContain(`Your temporary password: ${mail.code}`);
  expect(mail.link).toMatch(/\/login$/);

  // A wrong password gets no challenge; the temporary one does.
  await expect(firstSignIn.start(username, `${mail.code}x`)).rejects.toMatchObject({
    name: 'NotAuthorizedException',
  });
  const challenge = await firstSignIn.start(username, mail.code);
  expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  expect(challenge.AuthenticationResult).toBeUndefined();

  // Only the session that challenge gave sets the password.
  await expect(firstSignIn.setPassword(username, randomUUID(), NEW_PASSWORD)).rejects.toMatchObject(
    { name: 'NotAuthorizedException' },
  );
  const token = await firstSignIn.setPassword(username, challenge.Session ?? '', NEW_PASSWORD);
  expect(claimsOf(token).policies).toBe(`${tenant.identifier}=admin`);
  await expect(
    firstSignIn.setPassword(username, challenge.Session ?? '', 'Another#Pass2026'),
  ).rejects.toMatchObject({ name: 'NotAuthorizedException' });

  const again = await signIn(facts, username, NEW_PASSWORD);
  expect(claimsOf(again.idToken).policies).toBe(`${tenant.identifier}=admin`);
});

it('derives the username from the e-mail when none is given', async () => {
  const email = `tn-mail-${randomUUID().slice(0, 8)}@example.com`;
  const tenant = await inviteAdmin(undefined, email);
  expect(tenant.admin).toEqual({ username: email, invited: true });
  const mail = await mailTo(facts, email, INVITATION);
  expect(mail.text).toContain(`Your username: ${email}`);

  // An invited account that has not signed in yet can be named as an existing one (the retry
  // the answer suggests when the transaction after an invitation fails).
  const again = await createTenant(facts, await adminToken(facts), {
    name: `Invited again ${randomUUID().slice(0, 8)}`,
    admin: { kind: 'existing', username: email },
  });
  expect(again).toMatchObject({
    status: 201,
    body: { data: { admin: { username: email, invited: false } } },
  });
  expect((await storedUser(facts, email)).PROFILE).toMatchObject({
    version: 2,
    policies: [tenant.identifier, (again.body as { data: TenantView }).data.identifier]
      .map((id) => `${id}=admin`)
      .sort(),
  });
});

it('never challenges another user with the session of one', async () => {
  const first = `tn-one-${randomUUID().slice(0, 8)}`;
  const second = `tn-two-${randomUUID().slice(0, 8)}`;
  await inviteAdmin(first, `${first}@example.com`);
  await inviteAdmin(second, `${second}@example.com`);
  const mail = await mailTo(facts, first, INVITATION);
  const challenge = await firstSignIn.start(first, mail.code);
  await expect(
    firstSignIn.setPassword(second, challenge.Session ?? '', NEW_PASSWORD),
  ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  // The second account still waits for its own first sign-in with its own temporary password.
  const secondMail = await mailTo(facts, second, INVITATION);
  expect((await firstSignIn.start(second, secondMail.code)).ChallengeName).toBe(
    'NEW_PASSWORD_REQUIRED',
  );
});

describe('an onboarding retried after its invitation went out but its transaction did not', () => {
  const invitationOf = (username: string) => ({
    username,
    email: `${username}@example.com`,
    name: 'First Admin',
  });

  it('takes over the unused invitation instead of refusing with 409 about itself', async () => {
    const username = `tn-retried-${randomUUID().slice(0, 8)}`;
    await createInvitedAccount(facts, invitationOf(username));
    const tenant = createdTenant(
      await createTenant(facts, await adminToken(facts), {
        name: `Retried ${randomUUID().slice(0, 8)}`,
        admin: { kind: 'invite', ...invitationOf(username) },
      }),
    );
    expect(tenant.admin).toEqual({ username, invited: true });
    expect((await storedUser(facts, username)).PROFILE).toMatchObject({
      email: `${username}@example.com`,
      policies: [`${tenant.identifier}=admin`],
    });
    expect(await accountOf(facts, username)).toMatchObject({ username, enabled: true });
  });

  it.each([
    ['another e-mail', { email: 'someone.else@example.com' }],
    ['another name', { name: 'Somebody Else' }],
  ])('refuses an account invited with %s: it is not this invitation', async (_, change) => {
    const username = `tn-other-${randomUUID().slice(0, 8)}`;
    await createInvitedAccount(facts, { ...invitationOf(username), ...change });
    const answer = await createTenant(facts, await adminToken(facts), {
      name: `Other ${randomUUID().slice(0, 8)}`,
      admin: { kind: 'invite', ...invitationOf(username) },
    });
    expect(answer.status).toBe(409);
    expect(JSON.stringify(answer.body)).toContain(username);
  });
});
