/**
 * A unit's config in force as `GET /config` answers it (docs/configuration.md): the merged config,
 * each key's source and the locks, the unit's own record when it has one. The record fields (key,
 * eTag, created*, version) are the own record's, else those of the nearest layer that has one.
 */
import { configKeysOf } from '../domain/config-schema';
import type { ConfigInForce, ConfigSource } from '../domain/config-merge';
import type { UnitConfigState } from '../shared/config-in-force';

export interface ConfigInForceView {
  identifier: string;
  key: string;
  eTag: string;
  config: Record<string, unknown>;
  /** The unit whose record the fields above come from: the unit's own, else an ancestor's. */
  ouid: string;
  /** The unit has no own config for this identifier. */
  inherited: boolean;
  createdBy: string;
  createdDate: string;
  modifiedBy?: string;
  lastModifiedDate?: string;
  version: number;
  own?: { config: unknown; version: number; hash?: string; key: string; eTag: string };
  sources: Record<string, ConfigSource>;
  lockedAbove: ConfigInForce['lockedAbove'];
  ownLocks: string[];
  overriddenByLock: string[];
  lockableKeys: string[];
}

/** The view of the state, or undefined when no layer has a record of the identifier. */
export function inForceView(state: UnitConfigState): ConfigInForceView | undefined {
  const { own, inForce } = state;
  const record = own ?? state.nearest;
  if (!record) return undefined;
  return {
    identifier: state.identifier,
    key: record.key,
    eTag: record.eTag,
    config: inForce.config,
    ouid: record.ouid,
    inherited: own === undefined,
    createdBy: record.createdBy,
    createdDate: record.createdDate,
    ...(record.modifiedBy ? { modifiedBy: record.modifiedBy } : {}),
    ...(record.lastModifiedDate ? { lastModifiedDate: record.lastModifiedDate } : {}),
    version: record.version,
    ...(own
      ? {
          own: {
            config: own.config,
            version: own.version,
            ...(own.hash ? { hash: own.hash } : {}),
            key: own.key,
            eTag: own.eTag,
          },
        }
      : {}),
    sources: inForce.sources,
    lockedAbove: inForce.lockedAbove,
    ownLocks: inForce.ownLocks,
    overriddenByLock: inForce.overriddenByLock,
    lockableKeys: configKeysOf(state.identifier),
  };
}
