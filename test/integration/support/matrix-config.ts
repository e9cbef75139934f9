/**
 * What the config samples of the matrix stand on, written straight to the table: application
 * configs of ou-sales (and one of ou-root above it) with versions and locks, each under its own
 * run-prefixed identifier so that every write sample has its own target.
 */
import { configHash } from '../../../lambdas/shared/config-hash';
import { keys } from '../../../lambdas/domain/data-keys';
import type {
  ActiveConfigRecord,
  ConfigLocksRecord,
  ConfigVersionRecord,
} from '../../../lambdas/domain/records';

const AT = '2026-02-01T00:00:00.000Z';

export interface MatrixConfigs {
  /** No config anywhere yet: the save sample saves one. */
  saved: string;
  /** ou-sales has versions 1 and 2 (2 active): history reads, preview and rollback to 1. */
  history: string;
  /** Set on ou-root and on ou-sales: ou-sales returns `roles` to inherited. */
  inherited: string;
  /** Set on ou-sales, nothing locked: the lock sample locks `roles`. */
  locked: string;
  /** ou-sales locked `roles`: the unlock sample lifts it. */
  unlocked: string;
}

const roles = (value: string) => ({ roles: [{ value, name: `Role ${value}` }] });

function active(ouid: string, identifier: string, config: object, version: number) {
  const record: ActiveConfigRecord = {
    ...keys.activeConfig(ouid, identifier),
    entity: 'config',
    ouid,
    identifier,
    key: `${ouid}/${identifier}.json`,
    eTag: '"matrix"',
    config,
    createdBy: 'matrix',
    createdDate: AT,
    version,
    hash: configHash(config),
  };
  return record;
}

function version(ouid: string, identifier: string, number: number, config: object) {
  const record: ConfigVersionRecord = {
    ...keys.configVersion(ouid, identifier, number),
    entity: 'configversion',
    ouid,
    identifier,
    number,
    kind: 'activated',
    config,
    hash: configHash(config),
    by: 'matrix',
    at: AT,
  };
  return record;
}

export function matrixConfigItems(prefix: string): { configs: MatrixConfigs; items: object[] } {
  const configs: MatrixConfigs = {
    saved: `${prefix}saved`,
    history: `${prefix}hist`,
    inherited: `${prefix}inh`,
    locked: `${prefix}lock`,
    unlocked: `${prefix}unlock`,
  };
  const locks: ConfigLocksRecord = {
    ...keys.configLocks('ou-sales', configs.unlocked),
    entity: 'configlocks',
    ouid: 'ou-sales',
    identifier: configs.unlocked,
    locks: [{ key: 'roles', by: 'matrix', at: AT }],
    version: 1,
  };
  const items = [
    version('ou-sales', configs.history, 1, roles('first')),
    version('ou-sales', configs.history, 2, roles('second')),
    active('ou-sales', configs.history, roles('second'), 2),
    active('ou-root', configs.inherited, roles('above'), 1),
    active('ou-sales', configs.inherited, roles('own'), 1),
    active('ou-sales', configs.locked, roles('own'), 1),
    active('ou-sales', configs.unlocked, roles('own'), 1),
    locks,
  ];
  return { configs, items };
}
