/**
 * The writes of one activation (an artifact activated, a rollback, a key returned to inherited),
 * committed with the audit record in one transaction: the unit's active record (created once, or
 * replaced on the version the caller saw) and the new immutable version record. A lost race fails
 * a condition: a 409, never a silent overwrite. A core config whose own `requireMfa: true` is set
 * or dropped counts a change on the MFA marker in the same transaction, so the MFA rule reads the
 * requirement anew from the next request on (shared/repositories/mfa-requirement-marker.ts).
 */

import { configHash } from '../shared/config-hash';
import { CORE_CONFIG_IDENTIFIER } from '../domain/config-schema';
import { keys } from '../domain/data-keys';
import { configRequiresMfa } from '../domain/mfa';
import type { ActiveConfigRecord, ConfigVersionKind, ConfigVersionRecord } from '../domain/records';
import type { GuardedWrite, TransactItem } from '../shared/change';
import {
  createActiveConfig,
  putConfigVersion,
  replaceActiveConfig,
} from '../shared/repositories/config-activations';
import { mfaRequirementChanged } from '../shared/repositories/mfa-requirement-marker';
import { CONFIG_MESSAGES } from './messages';

export interface Activation {
  ouid: string;
  identifier: string;
  /** The unit's own config that goes live (checked by own-config-check.ts). */
  own: Record<string, unknown>;
  kind: ConfigVersionKind;
  /** The unit's active record as read; absent when the activation creates it. */
  current?: ActiveConfigRecord;
  /** The deployed artifact the content came from, when it did. */
  artifact?: { key: string; eTag: string };
  /** For a rollback: the version restored, and the artifact that version came from. */
  restoredFrom?: number;
  restoredArtifact?: { key: string; eTag: string };
  note?: string;
  actor: string;
  at: string;
}

export interface ActivationWrites {
  writes: (GuardedWrite | TransactItem)[];
  record: ActiveConfigRecord;
  version: ConfigVersionRecord;
}

function activeRecord(activation: Activation, number: number, hash: string): ActiveConfigRecord {
  const { ouid, identifier, own, current, note, actor, at } = activation;
  const artifact = activation.artifact ?? activation.restoredArtifact;
  return {
    ...keys.activeConfig(ouid, identifier),
    entity: 'config',
    ouid,
    identifier,
    key: artifact?.key ?? '',
    eTag: artifact?.eTag ?? '',
    config: own,
    createdBy: current?.createdBy ?? actor,
    createdDate: current?.createdDate ?? at,
    ...(current ? { modifiedBy: actor, lastModifiedDate: at } : {}),
    version: number,
    hash,
    ...(note ? { note } : {}),
  };
}

function versionRecord(activation: Activation, number: number, hash: string): ConfigVersionRecord {
  const { ouid, identifier, own, kind, artifact, restoredFrom, note, actor, at } = activation;
  return {
    ...keys.configVersion(ouid, identifier, number),
    entity: 'configversion',
    ouid,
    identifier,
    number,
    kind,
    config: own,
    hash,
    ...(artifact ? { key: artifact.key, eTag: artifact.eTag } : {}),
    ...(restoredFrom !== undefined ? { restoredFrom } : {}),
    by: actor,
    at,
    ...(note ? { note } : {}),
  };
}

export function activationWrites(activation: Activation): ActivationWrites {
  const { current } = activation;
  const number = current ? current.version + 1 : 1;
  const hash = configHash(activation.own);
  const record = activeRecord(activation, number, hash);
  const version = versionRecord(activation, number, hash);
  const active = current
    ? replaceActiveConfig(record, current.version, CONFIG_MESSAGES.activeChanged)
    : createActiveConfig(record, CONFIG_MESSAGES.alreadyActive);
  const versionWrite = putConfigVersion(version, CONFIG_MESSAGES.activeChanged);
  const marker = changesMfaRequirement(activation) ? [mfaRequirementChanged(activation.at)] : [];
  return { writes: [active, versionWrite, ...marker], record, version };
}

/** Whether the activation sets or drops the unit's own `requireMfa: true` (only core has it). */
export function changesMfaRequirement(
  activation: Pick<Activation, 'identifier' | 'own' | 'current'>,
): boolean {
  return (
    activation.identifier === CORE_CONFIG_IDENTIFIER &&
    configRequiresMfa(activation.own) !== configRequiresMfa(activation.current?.config)
  );
}

/** The active config as the write routes answer it: the unit's own (GET /config has the merge). */
export function activeConfigAnswer(record: ActiveConfigRecord) {
  const { PK: _pk, SK: _sk, entity: _entity, note: _note, hash: _hash, ...data } = record;
  return { ...data, inherited: false };
}
