/**
 * The config write and history routes in the round-trip count (issue 38): their items (configs of
 * ou-sales, one also on ou-root, with versions and a lock, each write on its own identifier) and
 * their cases. Reads of one unit's versions run beside the authorization; the routes that need
 * the config in force read it (the chain's units and configs, side by side) once they know the
 * unit's chain.
 */
import type { RoundTripCase } from './round-trips-cases';
import { keys } from '../../../lambdas/domain/data-keys';

const AT = '2026-01-01T00:00:00.000Z';
const salesAsRootAdmin = { username: 'root-admin', headers: { 'x-ouid': 'ou-sales' } };
const roles = (value: string) => ({ roles: [{ value, name: `Role ${value}` }] });
/** The chain's units and its configs of one identifier in one BatchGet (config-in-force.ts). */
const IN_FORCE = ['BatchGetItem'] as const;

function active(ouid: string, identifier: string, config: object, version: number) {
  return {
    ...keys.activeConfig(ouid, identifier),
    entity: 'config',
    ouid,
    identifier,
    key: `${ouid}/${identifier}.json`,
    eTag: '"seed"',
    config,
    createdBy: 'seed',
    createdDate: AT,
    version,
  };
}

function version(identifier: string, number: number, config: object) {
  return {
    ...keys.configVersion('ou-sales', identifier, number),
    entity: 'configversion',
    ouid: 'ou-sales',
    identifier,
    number,
    kind: 'activated',
    config,
    hash: `hash-${number}`,
    by: 'seed',
    at: AT,
  };
}

export function configVersionItems(): object[] {
  return [
    version('rt-history', 1, roles('first')),
    version('rt-history', 2, roles('second')),
    active('ou-sales', 'rt-history', roles('second'), 2),
    active('ou-root', 'rt-inherit', roles('above'), 1),
    active('ou-sales', 'rt-inherit', roles('own'), 1),
    active('ou-sales', 'rt-lock', roles('own'), 1),
  ];
}

export const CONFIG_VERSION_CASES: readonly RoundTripCase[] = [
  {
    route: 'GET /config/{identifier}/versions',
    ...salesAsRootAdmin,
    pathParameters: { identifier: 'rt-history' },
    kind: 'read',
    calls: ['Query', 'GetItem'],
  },
  {
    route: 'GET /config/{identifier}/versions/{number}',
    ...salesAsRootAdmin,
    pathParameters: { identifier: 'rt-history', number: '1' },
    kind: 'read',
  },
  {
    route: 'GET /config/{identifier}/preview',
    ...salesAsRootAdmin,
    pathParameters: { identifier: 'rt-history' },
    query: { version: '1' },
    kind: 'read',
    calls: [...IN_FORCE, 'GetItem'],
  },
  {
    route: 'POST /config/{identifier}/versions/{number}/rollback',
    ...salesAsRootAdmin,
    pathParameters: { identifier: 'rt-history', number: '1' },
    body: { version: 2 },
    kind: 'write',
    calls: [...IN_FORCE, 'GetItem', 'TransactWriteItems'],
  },
  {
    route: 'DELETE /config/{identifier}/keys/{key}',
    ...salesAsRootAdmin,
    pathParameters: { identifier: 'rt-inherit', key: 'roles' },
    body: { version: 1 },
    kind: 'write',
  },
  {
    route: 'PUT /config/{identifier}/locks/{key}',
    ...salesAsRootAdmin,
    pathParameters: { identifier: 'rt-lock', key: 'roles' },
    body: {},
    kind: 'write',
    calls: [...IN_FORCE, 'GetItem', 'TransactWriteItems'],
  },
  {
    route: 'DELETE /config/{identifier}/locks/{key}',
    ...salesAsRootAdmin,
    pathParameters: { identifier: 'rt-lock', key: 'roles' },
    kind: 'write',
    calls: [...IN_FORCE, 'GetItem', 'TransactWriteItems'],
  },
];
