/**
 * PUT /userprofile/{username} (system admins): name, phone and the whole policy list. The
 * memberships are replaced (their copies of name and phone refreshed) and the profile's policies
 * rewritten in one transaction, conditional on the version the caller read.
 */
import { isSystemAdmin, parsePolicy } from '../domain/policies';
import { MAX_MEMBERSHIPS_PER_USER } from '../domain/records';
import { commitChange } from '../shared/change';
import { BadRequestError, NotFoundError } from '../shared/errors';
import { publishRequested } from '../shared/events';
import { ok, type RouteOperation } from '../shared/operation';
import { displayFieldsOf } from '../shared/repositories/memberships';
import { loadUser, updateProfileWrite } from '../shared/repositories/profiles';
import { USER_MESSAGES } from './messages';
import { membershipWrites, placedPolicies } from './membership-plan';
import { checkOrgPolicies } from './org-roles';
import { assertTokenBudget } from './token-budget';
import { profileView } from './views';
import { sameUsername } from '../domain/usernames';

/**
 * DynamoDB transactions hold at most 100 writes; the profile, the audit record and the outcome of
 * an Idempotency-Key (docs/idempotency.md) take three.
 */
export const MAX_TRANSACTION_WRITES = 97;

export const updateProfileOperation: RouteOperation<'PUT /userprofile/{username}'> = {
  run: async ({ body, pathParameters, auth, query, log, actingUnitId }) => {
    const requested = pathParameters.username ?? '';
    const checked = body.policies ? await checkOrgPolicies(body.policies, true) : undefined;
    if (
      checked &&
      sameUsername(requested, auth.username) &&
      !isSystemAdmin(checked.policies) &&
      isSystemAdmin(auth.policies)
    ) {
      throw new BadRequestError(USER_MESSAGES.keepOwnSystemAdmin);
    }
    const holdings = await loadUser(requested);
    if (!holdings.profile) throw new NotFoundError(USER_MESSAGES.userNotFound);
    const username = holdings.profile.username;

    const at = new Date().toISOString();
    const display = displayFieldsOf({
      ...holdings.profile,
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.phone_number === undefined ? {} : { phone_number: body.phone_number }),
    });
    const wanted = checked ? placedPolicies(checked.policies, checked.units) : holdings.memberships;
    const wantedUnits = new Set(wanted.map((policy) => policy.ouid));
    assertTokenBudget(
      wanted,
      holdings.appMemberships.filter((app) => wantedUnits.has(app.ouid)),
      holdings.teamMemberships,
    );
    const plan = membershipWrites(username, holdings, wanted, display, at);
    if (plan.puts > MAX_MEMBERSHIPS_PER_USER) {
      throw new BadRequestError(USER_MESSAGES.tooManyMemberships(MAX_MEMBERSHIPS_PER_USER));
    }
    if (plan.writes.length > MAX_TRANSACTION_WRITES) {
      throw new BadRequestError(USER_MESSAGES.tooManyChanges);
    }
    const profileWrite = updateProfileWrite(
      {
        username,
        expectedVersion: body.version,
        at,
        policies: plan.policies,
        name: body.name,
        phone_number: body.phone_number,
      },
      USER_MESSAGES.staleVersion,
    );
    const profile = {
      ...holdings.profile,
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.phone_number === undefined ? {} : { phone_number: body.phone_number }),
      policies: plan.policies,
      lastModifiedDate: at,
      version: body.version + 1,
    };
    const memberships = plan.policies.flatMap((text) => parsePolicy(text) ?? []);
    const keptApps = holdings.appMemberships.filter((app) =>
      memberships.some((m) => m.ouid === app.ouid),
    );
    const answer = ok({ data: profileView(profile, memberships, keptApps) });
    await commitChange(
      [profileWrite, ...plan.writes],
      {
        entity: 'userprofile',
        action: 'update',
        id: username,
        ouid: auth.actingUnit?.id ?? actingUnitId ?? '',
        actor: auth.username,
        summary: `Updated the profile of ${username}`,
      },
      { publish: publishRequested(query), log, answer },
    );
    return answer;
  },
};
