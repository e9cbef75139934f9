/**
 * The sign-in accounts (Cognito user pool) behind profiles, through the shared client
 * (cognito-client.ts).
 */
import { HANDLER_ENV } from '../domain/data-keys';
import { cognito } from './cognito-client';

function userPoolId(): string {
  const id = process.env[HANDLER_ENV.userPoolId];
  if (!id) throw new Error(`Environment variable ${HANDLER_ENV.userPoolId} is not set`);
  return id;
}

export interface SignInAccount {
  /** The username as the pool spells it (it compares usernames case-insensitively). */
  username: string;
  sub: string;
  email: string;
  enabled: boolean;
  /** `CONFIRMED`, `UNCONFIRMED`, `FORCE_CHANGE_PASSWORD`, … */
  status: string;
  /** The account's `name` and `phone_number` attributes ('' when it has none). */
  name: string;
  phone_number: string;
  /** When the pool created the account (identity.ts: it decides whether a profile may bind it). */
  createdAt?: Date;
}

type Attributes = readonly { Name?: string; Value?: string }[] | undefined;

function attributeOf(attributes: Attributes, name: string): string {
  return attributes?.find((candidate) => candidate.Name === name)?.Value ?? '';
}

/** The account a username (in any case) or a `sub` names, or undefined when there is none. */
export async function findSignInAccount(usernameOrSub: string): Promise<SignInAccount | undefined> {
  const { sdk, client } = await cognito();
  try {
    const user = await client.send(
      new sdk.AdminGetUserCommand({ UserPoolId: userPoolId(), Username: usernameOrSub }),
    );
    const attribute = (name: string) => attributeOf(user.UserAttributes, name);
    return {
      username: user.Username ?? usernameOrSub,
      sub: attribute('sub'),
      email: attribute('email'),
      enabled: user.Enabled !== false,
      status: user.UserStatus ?? 'UNKNOWN',
      name: attribute('name'),
      phone_number: attribute('phone_number'),
      ...(user.UserCreateDate ? { createdAt: user.UserCreateDate } : {}),
    };
  } catch (error) {
    if (error instanceof sdk.UserNotFoundException) return undefined;
    throw error;
  }
}

/** The account's status (`CONFIRMED`, … or `DISABLED`), undefined if none. */
export async function cognitoStatus(usernameOrSub: string): Promise<string | undefined> {
  const account = await findSignInAccount(usernameOrSub);
  if (!account) return undefined;
  return account.enabled ? account.status : 'DISABLED';
}

/**
 * Disables (does not delete) the account with this `sub`: sign-in stops at once, while the
 * account and its audit trail stay recoverable. The pool accepts a `sub` wherever it takes a
 * username, so a newer account that took the same name is never touched. False when none.
 */
export async function disableSignInAccount(sub: string): Promise<boolean> {
  const { sdk, client } = await cognito();
  // A username may look like a sub: only the account whose own sub this is gets disabled.
  if ((await findSignInAccount(sub))?.sub !== sub) return false;
  try {
    await client.send(new sdk.AdminDisableUserCommand({ UserPoolId: userPoolId(), Username: sub }));
    return true;
  } catch (error) {
    if (error instanceof sdk.UserNotFoundException) return false;
    throw error;
  }
}

export interface Invitation {
  username: string;
  email: string;
  name: string;
  /** E.164, or '' for none. */
  phone_number: string;
  /** The temporary password an admin chose: then no e-mail is sent (they hand it over). */
  temporaryPassword?: string;
}

/** The pool refused the temporary password (its policy): the message says which rule. */
export class InvalidPasswordError extends Error {}

/** The pool already has an account of this username (in any case). */
export class AccountExistsError extends Error {}

/**
 * Creates an account that must set its own password at first sign-in, and has the pool send the
 * invitation e-mail (username and temporary password, composed by the custom-message trigger), or,
 * with the admin's temporary password, sends nothing.
 * The e-mail address counts as verified: the admin who invites vouches for it.
 */
export async function inviteSignInAccount(invitation: Invitation): Promise<SignInAccount> {
  const { sdk, client } = await cognito();
  const attributes = [
    { Name: 'email', Value: invitation.email },
    { Name: 'email_verified', Value: 'true' },
    { Name: 'name', Value: invitation.name },
    ...(invitation.phone_number ? [{ Name: 'phone_number', Value: invitation.phone_number }] : []),
  ];
  try {
    const { User } = await client.send(
      new sdk.AdminCreateUserCommand({
        UserPoolId: userPoolId(),
        Username: invitation.username,
        UserAttributes: attributes,
        ...(invitation.temporaryPassword === undefined
          ? { DesiredDeliveryMediums: ['EMAIL' as const] }
          : {
              TemporaryPassword: invitation.temporaryPassword,
              MessageAction: 'SUPPRESS' as const,
            }),
      }),
    );
    const sub = attributeOf(User?.Attributes, 'sub');
    const account = sub ? undefined : await findSignInAccount(invitation.username);
    return {
      username: User?.Username ?? invitation.username,
      sub: sub || (account?.sub ?? ''),
      email: invitation.email,
      enabled: User?.Enabled !== false,
      status: User?.UserStatus ?? 'FORCE_CHANGE_PASSWORD',
      name: invitation.name,
      phone_number: invitation.phone_number,
    };
  } catch (error) {
    if (error instanceof sdk.UsernameExistsException) throw new AccountExistsError();
    if (error instanceof sdk.InvalidPasswordException)
      throw new InvalidPasswordError(error.message);
    throw error;
  }
}
