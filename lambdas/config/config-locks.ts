/**
 * PUT and DELETE /config/{identifier}/locks/{key}: the acting unit locks a top-level key of a
 * config for the units below it, or lifts its lock. Idempotent: a key already (un)locked answers
 * 200 and changes nothing. The lock record changes on the version read (a race is a 409).
 */
import { configKeysOf } from '../domain/config-schema';
import { commitChange } from '../shared/change';
import { configInForce } from '../shared/config-in-force';
import { BadRequestError, NotFoundError } from '../shared/errors';
import { publishRequested } from '../shared/events';
import { ok, type AuthorizedInput, type Operation, type RouteOperation } from '../shared/operation';
import { putConfigLocks, readConfigLocks } from '../shared/repositories/config-locks';
import { actingUnitOf, identifierOf } from './config-request';
import { CONFIG_AUDIT, CONFIG_MESSAGES } from './messages';

type Change = 'lock' | 'unlock';

/** `note`: the lock's, from its body (an unlock has none). */
async function changeLock(input: AuthorizedInput, change: Change, note?: string) {
  const identifier = identifierOf(input);
  const key = input.pathParameters.key ?? '';
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
  const result = answer(next);
  await commitChange(
    [putConfigLocks(unit.id, identifier, next, current, CONFIG_MESSAGES.locksChanged)],
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

export const lockConfigKeyOperation: RouteOperation<'PUT /config/{identifier}/locks/{key}'> = {
  run: (input) => changeLock(input, 'lock', input.body.note?.trim()),
};
export const unlockConfigKeyOperation: Operation = { run: (input) => changeLock(input, 'unlock') };
