/**
 * The first admin's sign-in account in the user pool: found by username (the pool compares
 * usernames case-insensitively), or created with a verified e-mail address. In AWS the pool then
 * e-mails an invitation with a temporary password, to be replaced at the first sign-in
 * (`NEW_PASSWORD_REQUIRED`); an account that has not signed in yet can be sent a new one.
 */
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  type AttributeType,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';

import {
  emailSchema,
  personNameSchema,
  usernameSchema,
} from '../../lambdas/domain/schemas/userprofile';
import { sameUsername } from '../../lambdas/domain/usernames';
import type { Step } from './steps';
import { BootstrapError, type BootstrapTarget } from './target';

export interface AdminIdentity {
  username: string;
  email: string;
  /** The person's name, for the account and the profile. */
  name: string;
}

export interface AdminAccount {
  /** The username as the pool spells it. */
  username: string;
  sub: string;
  email: string;
  name: string;
  /** `FORCE_CHANGE_PASSWORD` until the first sign-in, then `CONFIRMED`. */
  status: string;
}

/**
 * `email`: the pool e-mails the invitation (AWS). `suppress`: no message; the caller sets a
 * password itself (the local platform).
 */
export type InvitationDelivery = 'email' | 'suppress';

/** The status of an invited account that has not chosen its own password yet. */
export const INVITED_STATUS = 'FORCE_CHANGE_PASSWORD';

/** The status of an account with a password of its own. */
export const CONFIRMED_STATUS = 'CONFIRMED';

/** The admin's username, e-mail address and name, checked as the API checks a user's. */
export function checkAdminIdentity(admin: AdminIdentity): void {
  if (!usernameSchema.safeParse(admin.username).success) {
    throw new BootstrapError(
      `The admin username "${admin.username}" is not valid: 1 to 128 letters, digits or . _ @ + -`,
    );
  }
  if (!emailSchema.safeParse(admin.email).success) {
    throw new BootstrapError(`The admin e-mail address "${admin.email}" is not valid`);
  }
  if (!personNameSchema.safeParse(admin.name).success) {
    throw new BootstrapError(`The admin name "${admin.name}" is not valid`);
  }
}

const attribute = (attributes: AttributeType[] | undefined, name: string) =>
  attributes?.find((candidate) => candidate.Name === name)?.Value ?? '';

export async function findAccount(
  target: BootstrapTarget,
  username: string,
): Promise<(AdminAccount & { enabled: boolean }) | undefined> {
  try {
    const user = await target.cognito.send(
      new AdminGetUserCommand({ UserPoolId: target.userPoolId, Username: username }),
    );
    return {
      username: user.Username ?? username,
      sub: attribute(user.UserAttributes, 'sub'),
      email: attribute(user.UserAttributes, 'email'),
      name: attribute(user.UserAttributes, 'name'),
      status: user.UserStatus ?? 'UNKNOWN',
      enabled: user.Enabled !== false,
    };
  } catch (error) {
    if (error instanceof UserNotFoundException) return undefined;
    throw error;
  }
}

/** An existing account is the admin's only if it is enabled and has the admin's e-mail address. */
export function checkExistingAccount(
  account: AdminAccount & { enabled: boolean },
  admin: AdminIdentity,
): void {
  if (!account.enabled) {
    throw new BootstrapError(
      `The account ${account.username} exists but is disabled: enable it (cognito-idp admin-enable-user) or choose another --admin-username`,
    );
  }
  if (!sameUsername(account.email, admin.email)) {
    throw new BootstrapError(
      `The account ${account.username} exists with the e-mail address ${account.email || '(none)'}, not ${admin.email}: pass its address, or choose another --admin-username`,
    );
  }
  if (!account.sub) throw new BootstrapError(`The account ${account.username} has no sub`);
}

export async function createAccount(
  target: BootstrapTarget,
  admin: AdminIdentity,
  delivery: InvitationDelivery,
): Promise<{ account: AdminAccount; step: Step }> {
  const created = await target.cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: target.userPoolId,
      Username: admin.username,
      UserAttributes: [
        { Name: 'email', Value: admin.email },
        // The operator vouches for the address: it is where the invitation goes.
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: admin.name },
      ],
      ...(delivery === 'email'
        ? { DesiredDeliveryMediums: ['EMAIL'] }
        : { MessageAction: 'SUPPRESS' }),
    }),
  );
  const user = created.User;
  const sub =
    attribute(user?.Attributes, 'sub') || (await findAccount(target, admin.username))?.sub || '';
  if (!sub) throw new BootstrapError(`The pool created ${admin.username} without a sub`);
  const account = {
    username: user?.Username ?? admin.username,
    sub,
    email: admin.email,
    name: admin.name,
    status: user?.UserStatus ?? INVITED_STATUS,
  };
  const note = delivery === 'email' ? `invitation e-mailed to ${admin.email}` : undefined;
  return { account, step: { outcome: 'created', subject: accountSubject(account), note } };
}

/** Sends the invitation again with a new temporary password (the old one may have expired). */
export async function resendInvitation(
  target: BootstrapTarget,
  account: AdminAccount,
): Promise<Step> {
  const subject = accountSubject(account);
  if (account.status !== INVITED_STATUS) {
    return { outcome: 'unchanged', subject, note: 'has signed in already; nothing to resend' };
  }
  await target.cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: target.userPoolId,
      Username: account.username,
      MessageAction: 'RESEND',
      DesiredDeliveryMediums: ['EMAIL'],
    }),
  );
  return { outcome: 'updated', subject, note: `invitation e-mailed again to ${account.email}` };
}

export function accountSubject(account: Pick<AdminAccount, 'username' | 'status'>): string {
  return `sign-in account ${account.username} (${account.status})`;
}
