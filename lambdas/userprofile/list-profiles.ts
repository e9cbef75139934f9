/**
 * GET /userprofile: every profile, a page at a time (system admins, by the route's permission);
 * with `?checkUserName=` whether a username is taken in the table or in Cognito.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';

import { keys } from '../domain/data-keys';
import { pageSize } from '../domain/schemas/paging';
import { profileListQuerySchema } from '../domain/schemas/userprofile';
import { documentClient, tableName } from '../shared/dynamo-client';
import { ok, type Operation } from '../shared/operation';
import { listProfiles } from '../shared/repositories/profiles';
import { parseQuery } from '../shared/request-query';
import { cognitoStatus } from '../shared/cognito-accounts';
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

export const listProfilesOperation: Operation = {
  run: async ({ query }) => {
    const parsed = parseQuery(query, profileListQuerySchema);
    if (parsed.checkUserName !== undefined) {
      const exists = await userNameExists(parsed.checkUserName);
      return ok({ userNameExists: exists ? 'true' : 'false' });
    }
    const page = await listProfiles(pageSize(parsed.limit), parsed.nextToken);
    return ok({ items: page.items.map(profileListItem), nextToken: page.nextToken });
  },
};
