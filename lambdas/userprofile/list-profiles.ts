/**
 * GET /userprofile: every profile, a page at a time (system admins, by the route's permission),
 * each with the account status stored on it; with `?search=` only the usernames that begin with
 * it (any case); with `?checkUserName=` whether a username is taken in the table or in Cognito,
 * and when it is, the person's name and masked e-mail.
 */
import { maskedEmail } from '../domain/masked-email';
import { pageSize } from '../domain/schemas/paging';
import { profileListQuerySchema } from '../domain/schemas/userprofile';
import { findSignInAccount } from '../shared/cognito-accounts';
import type { AuthContext } from '../shared/authorize';
import { ok, type Operation } from '../shared/operation';
import { listProfiles, loadUser } from '../shared/repositories/profiles';
import { parseQuery } from '../shared/request-query';
import { inOrganisationOf } from '../shared/same-organisation';
import { profileListItem } from './views';

/**
 * Whether the username is taken, and, for a person already in the caller's organisation (or for a
 * system admin), by whom: their name and masked e-mail, never the whole address. Someone outside
 * it stays unnamed: adding them takes their account's e-mail (create-orguser.ts).
 */
async function checkUsername(username: string, auth: AuthContext) {
  const [holdings, account] = await Promise.all([loadUser(username), findSignInAccount(username)]);
  const { profile } = holdings;
  if (profile === undefined && account === undefined) return { userNameExists: 'false' as const };
  const named =
    auth.systemAdmin ||
    (auth.actingUnit !== undefined && inOrganisationOf(holdings.memberships, auth.actingUnit));
  if (!named) return { userNameExists: 'true' as const };
  const name = profile?.name || account?.name || '';
  const email = profile?.email || account?.email || '';
  return { userNameExists: 'true' as const, person: { name, email: maskedEmail(email) } };
}

type ProfilePage = Awaited<ReturnType<typeof listProfiles>>;

export const listProfilesOperation: Operation<ProfilePage | undefined> = {
  // The list's one Query runs alongside the authorization; the username check, which asks
  // Cognito too, waits for it.
  prefetch: ({ query }) => {
    const parsed = parseQuery(query, profileListQuerySchema);
    if (parsed.checkUserName !== undefined) return Promise.resolve(undefined);
    return listProfiles(pageSize(parsed.limit), parsed.nextToken, parsed.search);
  },
  run: async ({ query, prefetched: page, auth }) => {
    if (page === undefined) {
      const { checkUserName = '' } = parseQuery(query, profileListQuerySchema);
      return ok(await checkUsername(checkUserName, auth));
    }
    return ok({ items: page.items.map(profileListItem), nextToken: page.nextToken });
  },
};
