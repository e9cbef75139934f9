/**
 * The keys a unit locked for the units below it (PK=OU#{ouid}, SK=CONFIG#{identifier}#LOCKS): the
 * record, and its write on the version read.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';

import { keys } from '../../domain/data-keys';
import type { ConfigLocksRecord } from '../../domain/records';
import type { GuardedWrite } from '../change';
import { documentClient, tableName } from '../dynamo-client';
import { guardedPut, MUST_BE_NEW } from './guarded-writes';

export async function readConfigLocks(
  ouid: string,
  identifier: string,
): Promise<ConfigLocksRecord | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: keys.configLocks(ouid, identifier) }),
  );
  return Item?.entity === 'configlocks' ? (Item as ConfigLocksRecord) : undefined;
}

/**
 * Writes the unit's locks of the identifier as the next version of the record read (`current`),
 * or as its first when none was; `conflict` when the record changed since it was read.
 */
export function putConfigLocks(
  ouid: string,
  identifier: string,
  locks: ConfigLocksRecord['locks'],
  current: ConfigLocksRecord | undefined,
  conflict: string,
): GuardedWrite {
  const record: ConfigLocksRecord = {
    ...keys.configLocks(ouid, identifier),
    entity: 'configlocks',
    ouid,
    identifier,
    locks,
    version: (current?.version ?? 0) + 1,
  };
  return guardedPut(
    record,
    current
      ? { condition: 'version = :expected', values: { ':expected': current.version } }
      : MUST_BE_NEW,
    conflict,
  );
}
