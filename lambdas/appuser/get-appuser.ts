/** GET /appuser/{username}: the user's application roles in the units the caller reaches. */
import { ok, type Operation } from '../shared/operation';
import { loadUser } from '../shared/repositories/profiles';
import { inActingScope, requireUserInActingScope } from '../shared/user-scope';

export const getAppUserOperation: Operation<Awaited<ReturnType<typeof loadUser>>> = {
  prefetch: ({ pathParameters }) => loadUser(pathParameters.username ?? ''),
  run: async ({ pathParameters, auth, prefetched: holdings }) => {
    requireUserInActingScope(auth, holdings);
    const username = holdings.profile?.username ?? pathParameters.username ?? '';
    const items = holdings.appMemberships
      .filter((a) => inActingScope(auth, a))
      .map((a) => ({ username, appId: a.appId, roles: a.roles, ouid: a.ouid }));
    return ok({ items });
  },
};
