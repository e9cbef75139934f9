/**
 * GET /orguser/{username}: the user's org and app roles in the acting unit's subtree, from the
 * one Query of the user's partition. A user outside it gets the same 403 whether they exist or not.
 */
import { ok, type Operation } from '../shared/operation';
import { loadUser } from '../shared/repositories/profiles';
import {
  type HeldUnit,
  inActingScope,
  personDetailsEditable,
  requireUserInActingScope,
} from '../shared/user-scope';
import { orgUserDetail } from './views';

export const getOrgUserOperation: Operation<Awaited<ReturnType<typeof loadUser>>> = {
  prefetch: ({ pathParameters }) => loadUser(pathParameters.username ?? ''),
  run: async ({ pathParameters, auth, prefetched: holdings }) => {
    requireUserInActingScope(auth, holdings);
    const username = holdings.profile?.username ?? pathParameters.username ?? '';
    const visible = <T extends HeldUnit>(items: T[]) =>
      items.filter((item) => inActingScope(auth, item));
    return ok({
      data: orgUserDetail(
        username,
        holdings.profile,
        visible(holdings.memberships),
        visible(holdings.appMemberships),
        { canEditDetails: await personDetailsEditable(auth, username, holdings) },
      ),
    });
  },
};
