/**
 * The first admin of a new tenant: an existing, enabled sign-in account (named by username), or a
 * new account invited by e-mail with a temporary password. Everything that can refuse the request
 * is checked before the invitation goes out, so an account is made only for a request that then
 * commits (unless a concurrent change wins the transaction). The writes give the user the admin
 * membership of the ROOT unit and the matching profile (created, bound to the account's `sub`, or
 * version-bumped with the new policy), all in the tenant's one transaction.
 */
import { MAX_MEMBERSHIPS_PER_USER } from '../domain/records';
import type { Policy } from '../domain/policies';
import type { TenantAdminChoice } from '../domain/schemas/tenant';
import { personNameSchema, phoneNumberSchema, usernameSchema } from '../domain/schemas/userprofile';
import type { GuardedWrite, TransactItem } from '../shared/change';
import {
  findSignInAccount,
  type Invitation,
  inviteSignInAccount,
  type SignInAccount,
} from '../shared/cognito-accounts';
import { BadRequestError, ConflictError } from '../shared/errors';
import { displayFieldsOf, putMembershipWrite } from '../shared/repositories/memberships';
import {
  createProfileWrite,
  loadUser,
  policyStrings,
  profileRecord,
  type StoredProfile,
  updateProfileWrite,
  type UserHoldings,
} from '../shared/repositories/profiles';
import { requireEnabledAccount, requireSameAccount } from '../userprofile/account-binding';
import { USER_MESSAGES } from '../userprofile/messages';
import { assertTokenBudget } from '../userprofile/token-budget';
import { TENANT_MESSAGES } from './messages';

/** The role the first admin holds on the ROOT unit (one of the default org roles). */
export const FIRST_ADMIN_ROLE = 'admin';

export type AdminCandidate =
  | { kind: 'existing'; account: SignInAccount; holdings: UserHoldings }
  | { kind: 'invite'; invitation: Invitation; holdings: UserHoldings }
  | { kind: 'invited'; account: SignInAccount; holdings: UserHoldings };

export interface FirstAdmin {
  account: SignInAccount;
  holdings: UserHoldings;
  invited: boolean;
}

function assertRoomFor(holdings: UserHoldings, policy: Policy): void {
  if (holdings.memberships.length >= MAX_MEMBERSHIPS_PER_USER) {
    throw new ConflictError(USER_MESSAGES.tooManyMemberships(MAX_MEMBERSHIPS_PER_USER));
  }
  assertTokenBudget(
    [...holdings.memberships, policy],
    holdings.appMemberships,
    holdings.teamMemberships,
  );
}

async function existingCandidate(username: string, policy: Policy): Promise<AdminCandidate> {
  const account = await requireEnabledAccount(username);
  const holdings = await loadUser(account.username);
  if (holdings.profile) requireSameAccount(holdings.profile, account);
  assertRoomFor(holdings, policy);
  return { kind: 'existing', account, holdings };
}

async function inviteCandidate(
  choice: Extract<TenantAdminChoice, { kind: 'invite' }>,
): Promise<AdminCandidate> {
  const username = choice.username ?? choice.email;
  if (!usernameSchema.safeParse(username).success) {
    throw new BadRequestError(TENANT_MESSAGES.usernameRequired);
  }
  const [existing, holdings] = await Promise.all([findSignInAccount(username), loadUser(username)]);
  const invitation = {
    username,
    email: choice.email,
    name: choice.name,
    phone_number: choice.phone_number ?? '',
  };
  if (existing) {
    if (isUnusedInvitation(existing, invitation, holdings)) {
      return { kind: 'invited', account: existing, holdings };
    }
    throw new ConflictError(TENANT_MESSAGES.accountExists(existing.username));
  }
  if (holdings.profile) throw new ConflictError(TENANT_MESSAGES.profileExists(username));
  return { kind: 'invite', invitation, holdings };
}

/**
 * The account an earlier attempt of the same onboarding invited before its transaction failed
 * (e.g. a 503 during a database stall): never signed in, the same e-mail and name, no profile and
 * no membership anywhere. A retry takes it over instead of refusing with 409 about itself.
 */
function isUnusedInvitation(
  account: SignInAccount,
  invitation: Invitation,
  holdings: UserHoldings,
): boolean {
  return (
    account.enabled &&
    account.status === 'FORCE_CHANGE_PASSWORD' &&
    account.email.toLowerCase() === invitation.email.toLowerCase() &&
    account.name === invitation.name &&
    !holdings.profile &&
    holdings.memberships.length === 0
  );
}

/** Checks the chosen admin; nothing is created yet. */
export function checkFirstAdmin(
  choice: TenantAdminChoice,
  policy: Policy,
): Promise<AdminCandidate> {
  return choice.kind === 'existing'
    ? existingCandidate(choice.username, policy)
    : inviteCandidate(choice);
}

/** The admin's account: the existing one, or the one the invitation creates now. */
export async function confirmFirstAdmin(candidate: AdminCandidate): Promise<FirstAdmin> {
  if (candidate.kind === 'existing') {
    return { account: candidate.account, holdings: candidate.holdings, invited: false };
  }
  if (candidate.kind === 'invited') {
    return { account: candidate.account, holdings: candidate.holdings, invited: true };
  }
  const account = await inviteSignInAccount(candidate.invitation);
  return { account, holdings: candidate.holdings, invited: true };
}

/** A profile name and phone from the account's attributes, when they are valid ones. */
function profileFieldsOf(account: SignInAccount) {
  const name = personNameSchema.safeParse(account.name);
  const phone = phoneNumberSchema.safeParse(account.phone_number);
  return {
    username: account.username,
    sub: account.sub,
    name: name.success ? name.data : account.username,
    email: account.email,
    phone_number: phone.success ? phone.data : '',
  };
}

/** The admin membership of the ROOT unit and the profile write that goes with it. */
export function firstAdminWrites(
  admin: FirstAdmin,
  root: { id: string; ouidChain: string },
  at: string,
): (GuardedWrite | TransactItem)[] {
  const { account, holdings } = admin;
  const policy = { ouid: root.id, roles: [FIRST_ADMIN_ROLE] };
  const policies = policyStrings([...holdings.memberships, policy]);
  let profile: StoredProfile;
  let profileWrite: GuardedWrite;
  if (holdings.profile) {
    profile = holdings.profile;
    profileWrite = updateProfileWrite(
      {
        username: profile.username,
        expectedVersion: profile.version,
        at,
        policies,
        sub: account.sub,
        cognitoStatus: account.status,
      },
      USER_MESSAGES.staleVersion,
    );
  } else {
    profile = {
      ...profileRecord(profileFieldsOf(account), policies, at),
      cognitoStatus: account.status,
    };
    profileWrite = createProfileWrite(profile, USER_MESSAGES.userExists);
  }
  const membership = putMembershipWrite(
    {
      username: profile.username,
      ...policy,
      ouidChain: root.ouidChain,
      ...displayFieldsOf(profile),
      createdDate: at,
    },
    { mustBeNew: USER_MESSAGES.alreadyMember },
  );
  return [membership, profileWrite];
}
