/**
 * PUT and DELETE /config/{identifier}/locks/{key}: the acting unit locks a top-level key of a
 * config for the units below it, or lifts its lock. Idempotent: a key already (un)locked answers
 * 200 and changes nothing. The lock record changes on the version read (a race is a 409).
 */
import { configKeysOf } from '../domain/config-schema';
import { lockBodySchema } from '../domain/schemas/config-versions';
import { keys } from '../domain/data-keys';
import type { ConfigLocksRecord } from '../domain/records';
import { commitChange, type GuardedWrite } from '../shared/change';
import { configInForce } from '../shared/config-in-force';
import { tableName } from '../shared/dynamo-client';
import { BadRequestError, NotFoundError } from '../shared/errors';
import { publishRequested } from '../shared/events';
import { ok, type AuthorizedInput, type Operation } from '../shared/operation';
import { readConfigLocks } from '../shared/repositories/config-locks';
import { parseJsonBody } from '../shared/request-body';
import { actingUnitOf, identifierOf } from './config-request';
import { CONFIG_AUDIT, CONFIG_MESSAGES } from './messages';

type Change = 'lock' | 'unlock';

function lockWrite(
  record: ConfigLocksRecord,
  current: ConfigLocksRecord | undefined,
): GuardedWrite {
  return {
    item: {
      Put: {
        TableName: tableName(),
        Item: record,
        ...(current
          ? {
              ConditionExpression: 'version = :expected',
              ExpressionAttributeValues: { ':expected': current.version },
            }
          : { ConditionExpression: 'attribute_not_exists(PK)' }),
      },
    },
    conflict: CONFIG_MESSAGES.locksChanged,
  };
}

async function changeLock(input: AuthorizedInput, change: Change) {
  const identifier = identifierOf(input);
  const key = input.pathParameters.key ?? '';
  const note = change === 'lock' ? parseJsonBody(input.event, lockBodySchema).note?.trim() : '';
  if (!configKeysOf(identifier).includes(key)) {
    throw new BadRequestError(CONFIG_MESSAGES.notLockable(key, identifier));
  }
  const unit = actingUnitOf(input);
  const [state, current] = await Promise.all([
    configInForce(unit, identifier),
    readConfigLocks(unit.id, identifier),
  ]);
  const locks = current?.locks ?? [];
  const locked = locks.some((lock) => lock.key === key);
  const answer = (ownLocks: readonly { key: string }[]) =>
    ok({ data: { identifier, ownLocks: ownLocks.map((lock) => lock.key) } });
  // Nothing to do: the key is already as asked.
  if (locked === (change === 'lock')) return answer(locks);
  // A lock on a config no layer defines would guard nothing (and could be set on any name).
  if (change === 'lock' && state.layers.every((layer) => layer.config === undefined)) {
    throw new NotFoundError(CONFIG_MESSAGES.noConfigInForce(identifier));
  }

  const at = new Date().toISOString();
  const next =
    change === 'lock'
      ? [...locks, { key, by: input.username, at }]
      : locks.filter((lock) => lock.key !== key);
  const record: ConfigLocksRecord = {
    ...keys.configLocks(unit.id, identifier),
    entity: 'configlocks',
    ouid: unit.id,
    identifier,
    locks: next,
    version: (current?.version ?? 0) + 1,
  };
  const result = answer(next);
  await commitChange(
    [lockWrite(record, current)],
    {
      entity: 'config',
      action: 'update',
      event: change === 'lock' ? 'locked' : 'unlocked',
      id: identifier,
      ouid: unit.id,
      actor: input.username,
      summary:
        change === 'lock'
          ? CONFIG_AUDIT.locked(key, identifier, state.unit.name, note)
          : CONFIG_AUDIT.unlocked(key, identifier, state.unit.name),
    },
    { publish: publishRequested(input.query), log: input.log, answer: result },
  );
  return result;
}

export const lockConfigKeyOperation: Operation = { run: (input) => changeLock(input, 'lock') };
export const unlockConfigKeyOperation: Operation = { run: (input) => changeLock(input, 'unlock') };
