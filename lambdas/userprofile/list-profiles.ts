/**
 * GET /userprofile: every profile, a page at a time (system admins, by the route's permission);
 * with `?checkUserName=` whether a username is taken in the table or in Cognito.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';

import { keys } from '../domain/data-keys';
import { userprofileRouteSchemas } from '../domain/schemas/userprofile';
import { documentClient, tableName } from '../shared/dynamo-client';
import { ok, type Operation } from '../shared/operation';
import { parseQuery } from '../shared/repositories/user-pages';
import { listProfiles } from '../shared/repositories/profiles';
import { pageLimit } from '../shared/repositories/user-pages';
import { cognitoStatus } from './cognito';
import { profileListItem } from './views';

const querySchema = userprofileRouteSchemas['GET /userprofile']?.query;

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
    const parsed = parseQuery(query, querySchema) as {
      checkUserName?: string;
      nextToken?: string;
      limit?: string;
    };
    if (parsed.checkUserName !== undefined) {
      const exists = await userNameExists(parsed.checkUserName);
      return ok({ userNameExists: exists ? 'true' : 'false' });
    }
    const page = await listProfiles(pageLimit(parsed.limit), parsed.nextToken);
    return ok({ items: page.items.map(profileListItem), nextToken: page.nextToken });
  },
};
