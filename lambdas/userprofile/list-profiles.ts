/**
 * GET /userprofile: every profile, a page at a time (system admins, by the route's permission),
 * each with the account status stored on it; with `?search=` only the usernames that begin with
 * it (any case); with `?checkUserName=` whether a username is taken in the table or in Cognito.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';

import { keys } from '../domain/data-keys';
import { pageSize } from '../domain/schemas/paging';
import { profileListQuerySchema } from '../domain/schemas/userprofile';
import { cognitoStatus } from '../shared/cognito-accounts';
import { documentClient, tableName } from '../shared/dynamo-client';
import { ok, type Operation } from '../shared/operation';
import { listProfiles } from '../shared/repositories/profiles';
import { parseQuery } from '../shared/request-query';
import { profileListItem } from './views';

async function userNameExists(username: string): Promise<boolean> {
  const [{ Item }, status] = await Promise.all([
    documentClient.send(
      new GetCommand({
        TableName: tableName(),
        Key: keys.profile(username),
        ProjectionExpression: 'PK',
      }),
    ),
    cognitoStatus(username),
  ]);
  return Item !== undefined || status !== undefined;
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
  run: async ({ query, prefetched: page }) => {
    if (page === undefined) {
      const { checkUserName = '' } = parseQuery(query, profileListQuerySchema);
      const exists = await userNameExists(checkUserName);
      return ok({ userNameExists: exists ? 'true' : 'false' });
    }
    return ok({ items: page.items.map(profileListItem), nextToken: page.nextToken });
  },
};
