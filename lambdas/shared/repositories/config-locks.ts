/** The keys a unit locked for the units below it (PK=OU#{ouid}, SK=CONFIG#{identifier}#LOCKS). */
import { GetCommand } from '@aws-sdk/lib-dynamodb';

import { keys } from '../../domain/data-keys';
import type { ConfigLocksRecord } from '../../domain/records';
import { documentClient, tableName } from '../dynamo-client';

export async function readConfigLocks(
  ouid: string,
  identifier: string,
): Promise<ConfigLocksRecord | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: keys.configLocks(ouid, identifier) }),
  );
  return Item?.entity === 'configlocks' ? (Item as ConfigLocksRecord) : undefined;
}
