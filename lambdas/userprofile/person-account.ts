/**
 * The sign-in account of the person POST /orguser adds (or POST /userprofile makes a profile for):
 * an existing, enabled one (an e-mail given must be the account's), or, with `invite`, a new one the pool creates with a temporary password
 * (e-mailed by the pool, or the admin's own, unsent) that must be changed at first sign-in. The
 * invitation is checked first and sent last (`confirmPersonAccount`), after every other check.
 */
import { passwordPolicyFailure } from '../domain/password-policy';
import { personNameSchema, phoneNumberSchema } from '../domain/schemas/userprofile';
import {
  AccountExistsError,
  findSignInAccount,
  InvalidPasswordError,
  type Invitation,
  inviteSignInAccount,
  type SignInAccount,
} from '../shared/cognito-accounts';
import { BadRequestError, ConflictError } from '../shared/errors';
import type { ProfileFields } from '../shared/repositories/profiles';
import { requireEnabledAccount, requireSignInAccount } from './account-binding';
import { USER_MESSAGES } from './messages';

/** The fields of POST /orguser and POST /userprofile that name the person. */
interface PersonBody {
  username: string;
  name?: string;
  email?: string;
  phone_number?: string;
  invite?: { temporaryPassword?: string };
}

export type PersonCandidate =
  { kind: 'existing'; account: SignInAccount } | { kind: 'invite'; invitation: Invitation };

/** Checks the person named; nothing is created yet. */
export async function checkPersonAccount(body: PersonBody): Promise<PersonCandidate> {
  if (!body.invite) {
    const account = body.email
      ? await requireSignInAccount(body.username, body.email)
      : await requireEnabledAccount(body.username);
    return { kind: 'existing', account };
  }
  if (body.name === undefined || body.email === undefined) {
    throw new BadRequestError(USER_MESSAGES.inviteNeedsNameAndEmail);
  }
  const { temporaryPassword } = body.invite;
  const refusal =
    temporaryPassword === undefined ? undefined : passwordPolicyFailure(temporaryPassword);
  if (refusal) throw new BadRequestError(refusal);
  if (await findSignInAccount(body.username)) throw new ConflictError(USER_MESSAGES.userExists);
  return {
    kind: 'invite',
    invitation: {
      username: body.username,
      email: body.email,
      name: body.name,
      phone_number: body.phone_number ?? '',
      ...(temporaryPassword === undefined ? {} : { temporaryPassword }),
    },
  };
}

/** The account: the existing one, or the one the invitation creates now. */
export async function confirmPersonAccount(candidate: PersonCandidate): Promise<SignInAccount> {
  if (candidate.kind === 'existing') return candidate.account;
  try {
    return await inviteSignInAccount(candidate.invitation);
  } catch (error) {
    if (error instanceof AccountExistsError) throw new ConflictError(USER_MESSAGES.userExists);
    if (error instanceof InvalidPasswordError) throw new BadRequestError(error.message);
    throw error;
  }
}

/** A new profile's fields: the body's, else the account's attributes when they are valid. */
export function personProfileFields(body: PersonBody, account: SignInAccount): ProfileFields {
  const name = personNameSchema.safeParse(account.name);
  const phone = phoneNumberSchema.safeParse(account.phone_number);
  return {
    username: account.username,
    sub: account.sub,
    name: body.name ?? (name.success && name.data ? name.data : account.username),
    email: account.email,
    phone_number: body.phone_number ?? (phone.success ? phone.data : ''),
  };
}
