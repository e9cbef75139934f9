/** Shapes of the items stored in the single table (keys in data-keys.ts). */
import type { UnitType } from './units';

export interface OrgunitRecord {
  PK: string;
  SK: 'OU';
  GSI1PK?: string;
  GSI1SK?: string;
  GSI2PK: string;
  GSI2SK: string;
  entity: 'orgunit';
  identifier: string;
  parentOuId?: string;
  ouidChain: string;
  type: UnitType;
  name: string;
  description: string;
  emailId: string;
  mobile: string;
  markedForDeletion: boolean;
  /** Who asked for the deletion and when (set with markedForDeletion; absent on older items). */
  deletionRequestedBy?: string;
  deletionRequestedAt?: string;
  /** Set on every unit of a soft-deleted subtree: the id of the subtree's top unit. */
  deletedTop?: string;
  /** When the subtree's top unit was soft-deleted (on the top unit only). */
  deletedAt?: string;
  createdBy: string;
  createdDate: string;
  lastModifiedDate: string;
  version: number;
}

export interface ProfileRecord {
  PK: string;
  SK: 'PROFILE';
  GSI1PK: string;
  GSI1SK: string;
  entity: 'userprofile';
  /** The sign-in account's own spelling of the username (keys hold it case-folded). */
  username: string;
  /** The `sub` of the sign-in account the profile is bound to (absent only on old items). */
  sub?: string;
  name: string;
  email: string;
  phone_number: string;
  /**
   * A copy of the memberships as policy strings (`ouid=role`), written in the same transaction;
   * the authorization decides by it (repositories/authorization-read.ts).
   */
  policies?: string[];
  createdDate: string;
  lastModifiedDate: string;
  version: number;
}

/** The profile fields a unit's member list shows, copied onto each of the user's memberships. */
export type UserDisplayFields = Pick<ProfileRecord, 'name' | 'email' | 'phone_number'>;

/**
 * A user belongs to at most this many units: a change of the display fields rewrites every
 * membership in the one transaction that changes the profile (100 items with profile and audit).
 */
export const MAX_MEMBERSHIPS_PER_USER = 90;

/** Application roles a user holds across all units: each one is a policy in the ID token. */
export const MAX_APP_MEMBERSHIPS_PER_USER = 50;

/** Team policies a user may hold, once teams exist: each one is a policy in the ID token. */
export const MAX_TEAM_POLICIES_PER_USER = 20;

/**
 * One org role holding: the user's policy `ouid=roles` on one unit (or the `system` pseudo-unit,
 * whose chain is `system`). The unit's chain (units never move) and the user's display fields
 * are copies, so a user's reach and a unit's member list are each one Query.
 */
export interface MembershipRecord extends UserDisplayFields {
  PK: string;
  SK: string;
  GSI1PK: string;
  GSI1SK: string;
  /** The tenant's users index (absent for the `system` pseudo-unit and on older items). */
  GSI2PK?: string;
  GSI2SK?: string;
  entity: 'membership';
  username: string;
  ouid: string;
  ouidChain: string;
  roles: string[];
  createdDate: string;
}

export interface AppMembershipRecord {
  PK: string;
  SK: string;
  GSI1PK: string;
  GSI1SK: string;
  entity: 'appmembership';
  username: string;
  ouid: string;
  /** A copy of the unit's chain (units never move). */
  ouidChain: string;
  appId: string;
  roles: string[];
  createdDate: string;
}

export interface ActiveConfigRecord {
  PK: string;
  SK: string;
  entity: 'config';
  ouid: string;
  identifier: string;
  key: string;
  eTag: string;
  config: unknown;
  createdBy: string;
  createdDate: string;
  modifiedBy?: string;
  lastModifiedDate?: string;
  /** The number of the version in force (config-versions): every activation adds one. */
  version: number;
  /** sha256 (hex) of the canonical JSON of `config`. Absent on records older than versions. */
  hash?: string;
  note?: string;
}

/** Keys a unit locked for the units below it (`keys.configLocks`). */
export interface ConfigLocksRecord {
  PK: string;
  SK: string;
  entity: 'configlocks';
  ouid: string;
  identifier: string;
  locks: { key: string; by: string; at: string }[];
  version: number;
}

export const CONFIG_VERSION_KINDS = ['activated', 'rolledBack', 'inherited'] as const;
export type ConfigVersionKind = (typeof CONFIG_VERSION_KINDS)[number];

/** One activation of a unit's config, never changed once written (`keys.configVersion`). */
export interface ConfigVersionRecord {
  PK: string;
  SK: string;
  entity: 'configversion';
  ouid: string;
  identifier: string;
  number: number;
  kind: ConfigVersionKind;
  /** The unit's own config as activated (what the active record held afterwards). */
  config: unknown;
  /** sha256 (hex) of the canonical JSON of `config`. */
  hash: string;
  /** The deployed artifact it came from (absent for a rollback or a key returned to inherited). */
  key?: string;
  eTag?: string;
  /** For a rollback: the version whose content was restored. */
  restoredFrom?: number;
  by: string;
  at: string;
  note?: string;
}

export interface SiblingNameRecord {
  PK: string;
  SK: string;
  entity: 'siblingname';
  parentOuId: string;
  identifier: string;
}

/** One searchable word of a child unit's name, listed under the parent (data-keys.ts). */
export interface NameWordRecord {
  PK: string;
  SK: string;
  GSI1PK: string;
  GSI1SK: string;
  entity: 'nameword';
  parentOuId: string;
  identifier: string;
  /** Every word of the unit's name (name-words.ts), so a search checks its other words here. */
  words: string[];
}

/** Holds a ROOT unit's name among all tenants (case-insensitive). */
export interface TenantNameRecord {
  PK: string;
  SK: string;
  entity: 'tenantname';
  identifier: string;
}

/**
 * An image a member uploaded to a unit: its object in the documents bucket (`key`), with the size
 * and type S3 reported for that object when it was registered, never the caller's word.
 */
export interface DocumentRecord {
  PK: string;
  SK: string;
  GSI1PK: string;
  GSI1SK: string;
  entity: 'document';
  id: string;
  ouid: string;
  key: string;
  name: string;
  contentType: string;
  size: number;
  uploadedBy: string;
  uploadedAt: string;
}

/**
 * A team has at most this many members, so deleting it removes every membership in the one
 * transaction that deletes it (the team, its name holder, the memberships and the audit record).
 */
export const MAX_TEAM_MEMBERS = 90;

/** A team of a unit (data-keys.ts); `memberCount` follows its memberships transactionally. */
export interface TeamRecord {
  PK: string;
  SK: string;
  GSI1PK: string;
  GSI1SK: string;
  entity: 'team';
  teamId: string;
  ouid: string;
  /** A copy of the unit's chain (units never move). */
  ouidChain: string;
  name: string;
  memberCount: number;
  createdBy: string;
  createdDate: string;
  lastModifiedDate: string;
  version: number;
}

/** Holds a team's name within its unit (case-insensitive). */
export interface TeamNameRecord {
  PK: string;
  SK: string;
  entity: 'teamname';
  ouid: string;
  teamId: string;
}

/** A user's role in one team, in the user's partition; listed under the team on GSI1. */
export interface TeamMembershipRecord {
  PK: string;
  SK: string;
  GSI1PK: string;
  GSI1SK: string;
  entity: 'teammembership';
  username: string;
  teamId: string;
  /** The team's unit and its chain. */
  ouid: string;
  ouidChain: string;
  role: string;
  createdDate: string;
}

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * What happened, where create/update/delete says too little (a deletion *request* is an update of
 * the unit, not a deletion). Records written before it existed fall back to their action.
 */
export const AUDIT_EVENTS = [
  'created',
  'updated',
  'deleted',
  'requested',
  'approved',
  'rejected',
  'restored',
  'renamed',
  'roleChanged',
  'saved',
  'activated',
  'rolledBack',
  'locked',
  'unlocked',
] as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[number];

export const API_ENTITIES = [
  'orgunit',
  'userprofile',
  'orguser',
  'appuser',
  'config',
  'document',
  'tenant',
  'team',
] as const;
export type ApiEntity = (typeof API_ENTITIES)[number];

/** Who changed what, when, in which unit: written in the same transaction as the change. */
export interface AuditRecord {
  PK: string;
  SK: string;
  GSI1PK: string;
  GSI1SK: string;
  /** The unit's records about one entity (the notifications filter); absent on older records. */
  GSI2PK?: string;
  GSI2SK?: string;
  entity: 'audit';
  id: string;
  ouid: string;
  actor: string;
  action: AuditAction;
  targetEntity: ApiEntity;
  targetId: string;
  at: string;
  summary: string;
  /** What happened (absent on older records: their action says it). */
  event?: AuditEvent;
  /** The person the record concerns (a membership's user, a deletion's requester), if any. */
  subject?: string;
}

/**
 * A copy of an audit record in a narrower feed, written in the record's own transaction
 * (audit-feeds.ts): a unit's public changes, or one person's inbox.
 */
export interface AuditCopyRecord extends Omit<AuditRecord, 'entity' | 'GSI1PK' | 'GSI1SK'> {
  entity: 'auditcopy';
  GSI1PK?: string;
  GSI1SK?: string;
}

/** The MFA marker (`keys.mfaRequirementMarker`): how many changes of which units require MFA. */
export interface MfaRequirementMarkerRecord {
  PK: string;
  SK: string;
  entity: 'mfarequirement';
  changes: number;
  /** The `at` of the change written last. */
  changedAt: string;
}

/** How far a user has seen a unit's notifications: the sort key of the newest record shown. */
export interface SeenMarkerRecord {
  PK: string;
  SK: string;
  entity: 'seenmarker';
  ouid: string;
  /** `{at}#{id}` of an audit record of the unit. */
  seen: string;
  updatedAt: string;
}

/** The message published on the API topic when the org's entity rules ask for it. */
export interface ApiEvent {
  entity: ApiEntity;
  action: AuditAction;
  id: string;
  ouid: string;
  actor: string;
  at: string;
}
