/**
 * Single-table key design (DESIGN.md §4). Every item has PK and SK; two overloaded GSIs serve
 * the list queries so that none needs a Scan or one call per node.
 *
 * | item            | PK                 | SK                  | GSI1PK / GSI1SK                    | GSI2PK / GSI2SK                          |
 * |-----------------|--------------------|---------------------|------------------------------------|------------------------------------------|
 * | orgunit         | OU#{id}            | OU                  | CHILDREN#{parentId} / {nameOrder}  | TREE#{topId} / {ouidChain}               |
 * | ROOT orgunit    | OU#{id}            | OU                  | TENANTS / {createdDate}#{id}       | TREE#{id} / {id}                         |
 * | unit name word  | OU#{id}            | NAMEWORD#{word}     | NAMEWORDS#{parentId} /             |                                          |
 * |                 |                    |                     |   {word}#{nameOrder}               |                                          |
 * | active config   | OU#{ouid}          | CONFIG#{identifier} |                                    |                                          |
 * | config locks    | OU#{ouid}          | CONFIG#{identifier}#LOCKS |                              |                                          |
 * | config version  | OU#{ouid}          | CONFIGVERSION#{identifier}#{number, 10 digits} |         |                                          |
 * | user profile    | USER#{username}    | PROFILE             | PROFILES / USER#{username}         |                                          |
 * | membership      | USER#{username}    | MEMBER#{ouid}       | MEMBERS#{ouid} / USER#{username}   | TENANTUSERS#{topId} / {username}#{ouid}  |
 * | app membership  | USER#{username}    | APP#{ouid}#{appId}  | APPMEMBERS#{ouid} / {appId}#{user} |                                          |
 * | sibling name    | OUNAME#{parentId}  | NAME#{lower name}   |                                    |                                          |
 * | tenant name     | TENANTNAMES        | NAME#{lower name}   |                                    |                                          |
 * | audit record    | AUDIT#{ouid}       | {at}#{id}           | ACTOR#{username} / {at}#{id}       | AUDITOF#{ouid}#{entity} / {at}#{id}      |
 * | public audit    | AUDITPUBLIC#{ouid} | {at}#{id}           |                                    |                                          |
 * | inbox item      | INBOX#{username}   | {at}#{id}           | INBOXOF#{ouid}#{user} / {at}#{id}  |                                          |
 * | seen marker     | USER#{username}    | SEEN#{ouid}         |                                    |                                          |
 * | data migration  | MIGRATIONS         | {name}              |                                    |                                          |
 * | MFA marker      | MFAREQUIREMENT     | MARKER              |                                    |                                          |
 * | team            | OU#{ouid}          | TEAM#{teamId}       | TEAMS#{ouid} / {nameOrder}         |                                          |
 * | team name       | OU#{ouid}          | TEAMNAME#{lower}    |                                    |                                          |
 * | team membership | USER#{username}    | TEAMMEMBER#{teamId} | TEAMMEMBERS#{teamId} / USER#{user} |                                          |
 * | deletion request| OU#{id}            | DELETION            | DELETIONS#{topId} / {ouidChain}    | DELETIONREQUESTS / {requestedAt}#{id}    |
 * | deleted top     | OU#{id}            | DELETED             | DELETEDUNITS#{topId} / {ouidChain} | PURGE / {deletedAt}#{id}                 |
 * | document        | OU#{ouid}          | DOC#{documentId}    | DOCS#{ouid} / {uploadedAt}#{id}    |                                          |
 * | request outcome | IDEMPOTENCY#{hash} | IDEMPOTENCY         |                                    |                                          |
 *
 * A request outcome is the answer to a write sent with an Idempotency-Key ({hash}: sha256 of the
 * caller and the key), committed in the change's own transaction and expired by TTL (`expiresAt`)
 * after 24 h (docs/idempotency.md).
 * A child unit is listed under its parent in name order: {nameOrder} is its name lower-cased, a
 * \u0001 and its id (name-words.ts), rewritten when the unit is renamed. Each word of a child's
 * name that starts a search (name-words.ts) has a name-word item carrying all the name's words,
 * written, moved and removed in the transaction that writes the unit's name; a search reads one
 * begins_with range of NAMEWORDS#{parentId}, never all siblings. A deletion request only marks the
 * unit: a marked unit stays in the list and in search results. The local seed indexes units written
 * before this key design (lib/bootstrap/child-name-index.ts).
 * User keys hold the username case-folded (`usernames.ts`): the user pool compares usernames
 * case-insensitively, so the table does too.
 * A user's memberships (for the token's claims) are one Query on PK=USER#{username}; the profile
 * holds a copy of them as policy strings, rewritten in every transaction that changes them and
 * guarded by the profile's version, which the authorization reads with the request's units in
 * one BatchGet.
 * Memberships and app memberships carry their unit's ouidChain (units never move), and
 * memberships a copy of the user's name, email and phone_number, rewritten in the transaction
 * that changes the profile; so a user's reach and a unit's member list are each one Query.
 * A unit's subtree (org plan) is one paged Query on GSI2 with begins_with on the chain.
 * Tenants (ROOT units; they have no parent) are listed by a sparse GSI1 entry `TENANTS`, which
 * SYSTEM and child units do not carry; a tenant's name is held by a `TENANTNAMES` item, so no two
 * tenants share one (case-insensitive). Every membership of a real unit carries a sparse GSI2
 * entry under its tenant (the first id of its chain; none for the `system` pseudo-unit), sorted by
 * username, so a tenant's distinct users are counted from one paged Query, not one per unit.
 * Deletion workflow (lambdas/orgunit/deletion-*.ts): a deletion request writes a DELETION item
 * beside the marked unit, whose sparse GSI1 entry lists it under its tenant in chain order, so a
 * workqueue (requests strictly below the acting unit) is one begins_with(`{actingChain}/`) Query;
 * its GSI2 entry lists every tenant's requests by time for the system admins' workqueue.
 * An approved deletion soft-deletes the subtree: its top unit loses its GSI1 listing (hidden from
 * its parent's children), its name words and sibling name are removed (the name can be reused;
 * the unit keeps it for restore), it and its descendants carry `deletedTop`, and a DELETED item is
 * listed under the tenant (restorable units, same begins_with Query) and, on GSI2, in a `PURGE`
 * partition by deletion time, from which the daily purge reads those older than 30 days.
 * A unit's notifications are its audit records, newest first; filtered by entity they are one
 * Query of GSI2 AUDITOF#{ouid}#{entity}, which reads only the matching records (the bootstrap gives
 * records written before that entry existed theirs, once: lib/bootstrap/audit-entity-index.ts). A user's seen marker on a unit holds the sort key of
 * the newest record they were shown (`seen`); it only moves forward and belongs to that user. The
 * unseen count reads the marker and the newest keys of the unit's audit partition side by side.
 * Public audit records and those about one person are copied, in the record's transaction, to
 * AUDITPUBLIC#{ouid} and to the person's INBOX#{username} (indexed per unit on GSI1): a member's
 * view of a unit merges those two, each one Query (lambdas/shared/audit-feeds.ts). The inbox's
 * seen marker is the user's marker on the pseudo-unit `inbox` (SEEN#inbox).
 * The MFA marker counts the changes of which units require MFA (a core config's own
 * `requireMfa: true` set or dropped, a deletion approved, a subtree restored), each counted in the
 * change's own transaction; the authorization reads it with the caller's profile, so an answer to
 * "does this caller need MFA" kept per Lambda instance is used only while the count stands
 * (lambdas/shared/repositories/mfa-requirement-marker.ts).
 * A unit's teams are listed in name order from GSI1 TEAMS#{ouid}; a `TEAMNAME#` item holds each
 * team's name in its unit (case-insensitive). A team membership lives in the user's partition, so
 * the pre-token trigger reads org, app and team memberships in its one Query of USER#{username}
 * (and ignores a team membership whose unit membership is gone); a team's members are one Query
 * of GSI1 TEAMMEMBERS#{teamId}. The team item's `memberCount` changes in the same transactions.
 * A unit's documents (images in the documents bucket under `{ouid}/`) are listed newest first
 * from GSI1 DOCS#{ouid}; one document is read by its key in the acting unit's partition, so a
 * document id from another unit names nothing there. The document id is the random id its object
 * key starts with, so one uploaded object is registered at most once.
 */

import { usernameKey } from './usernames';

export const TABLE_KEYS = { partition: 'PK', sort: 'SK' } as const;

export const INDEXES = {
  byParent: { name: 'GSI1', partition: 'GSI1PK', sort: 'GSI1SK' },
  byTree: { name: 'GSI2', partition: 'GSI2PK', sort: 'GSI2SK' },
} as const;

export const keys = {
  orgunit: (id: string) => ({ PK: `OU#${id}`, SK: 'OU' }),
  orgunitChildren: (parentId: string) => `CHILDREN#${parentId}`,
  orgunitTree: (topId: string) => `TREE#${topId}`,
  orgunitNameWord: (id: string, word: string) => ({ PK: `OU#${id}`, SK: `NAMEWORD#${word}` }),
  /** The GSI1 partition of the name words of a unit's children. */
  childNameWords: (parentId: string) => `NAMEWORDS#${parentId}`,
  activeConfig: (ouid: string, identifier: string) => ({
    PK: `OU#${ouid}`,
    SK: `CONFIG#${identifier}`,
  }),
  activeConfigPrefix: 'CONFIG#',
  /** Keys a unit locked for the units below it; read with the active configs (same SK prefix). */
  configLocks: (ouid: string, identifier: string) => ({
    PK: `OU#${ouid}`,
    SK: `CONFIG#${identifier}#LOCKS`,
  }),
  configVersion: (ouid: string, identifier: string, number: number) => ({
    PK: `OU#${ouid}`,
    SK: `CONFIGVERSION#${identifier}#${String(number).padStart(10, '0')}`,
  }),
  configVersionPrefix: (identifier: string) => `CONFIGVERSION#${identifier}#`,
  user: (username: string) => `USER#${usernameKey(username)}`,
  profile: (username: string) => ({ PK: `USER#${usernameKey(username)}`, SK: 'PROFILE' }),
  profilesIndex: 'PROFILES',
  membership: (username: string, ouid: string) => ({
    PK: `USER#${usernameKey(username)}`,
    SK: `MEMBER#${ouid}`,
  }),
  membershipPrefix: 'MEMBER#',
  unitMembers: (ouid: string) => `MEMBERS#${ouid}`,
  appMembership: (username: string, ouid: string, appId: string) => ({
    PK: `USER#${usernameKey(username)}`,
    SK: `APP#${ouid}#${appId}`,
  }),
  appMembershipPrefix: 'APP#',
  unitAppMembers: (ouid: string) => `APPMEMBERS#${ouid}`,
  /** Holds a sibling name so that two units under one parent never share it (case-insensitive). */
  siblingName: (parentId: string, name: string) => ({
    PK: `OUNAME#${parentId}`,
    SK: `NAME#${name.trim().toLowerCase()}`,
  }),
  /** The sparse GSI1 partition listing the ROOT units (tenants). */
  tenantsIndex: 'TENANTS',
  /** Holds a tenant's name so that no two ROOT units share it (case-insensitive). */
  tenantName: (name: string) => ({ PK: 'TENANTNAMES', SK: `NAME#${name.trim().toLowerCase()}` }),
  /** The sparse GSI2 partition of the memberships in a tenant's units. */
  tenantUsers: (topId: string) => `TENANTUSERS#${topId}`,
  audit: (ouid: string, sortKey: string) => ({ PK: `AUDIT#${ouid}`, SK: sortKey }),
  auditOfUnit: (ouid: string) => `AUDIT#${ouid}`,
  auditOfActor: (username: string) => `ACTOR#${usernameKey(username)}`,
  /** A unit's pending deletion request, and its sparse GSI1 partition (the tenant's workqueue). */
  deletionRequest: (id: string) => ({ PK: `OU#${id}`, SK: 'DELETION' }),
  deletionRequests: (topId: string) => `DELETIONS#${topId}`,
  /** The GSI2 partition of every tenant's pending requests (the system admins' workqueue). */
  allDeletionRequests: 'DELETIONREQUESTS',
  /** The top unit of a soft-deleted subtree, listed under its tenant and in the purge queue. */
  deletedUnit: (id: string) => ({ PK: `OU#${id}`, SK: 'DELETED' }),
  deletedUnits: (topId: string) => `DELETEDUNITS#${topId}`,
  purgeQueue: 'PURGE',
  /** The GSI2 partition of a unit's audit records about one entity (the notifications filter). */
  auditOfEntity: (ouid: string, entity: string) => `AUDITOF#${ouid}#${entity}`,
  /** Copies of a unit's public audit records (what its members see; audit-feeds.ts). */
  publicAudit: (ouid: string) => `AUDITPUBLIC#${ouid}`,
  /** Copies of the audit records about one person (their inbox), and its GSI1 per unit. */
  inbox: (username: string) => `INBOX#${usernameKey(username)}`,
  inboxOfUnit: (username: string, ouid: string) => `INBOXOF#${ouid}#${usernameKey(username)}`,
  team: (ouid: string, teamId: string) => ({ PK: `OU#${ouid}`, SK: `TEAM#${teamId}` }),
  /** The GSI1 partition of a unit's teams, in name order. */
  unitTeams: (ouid: string) => `TEAMS#${ouid}`,
  /** Holds a team name in its unit so that two teams never share it (case-insensitive). */
  teamName: (ouid: string, name: string) => ({
    PK: `OU#${ouid}`,
    SK: `TEAMNAME#${name.trim().toLowerCase()}`,
  }),
  teamMembership: (username: string, teamId: string) => ({
    PK: `USER#${usernameKey(username)}`,
    SK: `TEAMMEMBER#${teamId}`,
  }),
  teamMembershipPrefix: 'TEAMMEMBER#',
  /** The GSI1 partition of a team's members, in username order. */
  teamMembers: (teamId: string) => `TEAMMEMBERS#${teamId}`,
  document: (ouid: string, documentId: string) => ({ PK: `OU#${ouid}`, SK: `DOC#${documentId}` }),
  /** The GSI1 partition of a unit's documents, newest first. */
  unitDocuments: (ouid: string) => `DOCS#${ouid}`,
  /** The count of changes of which units require MFA (mfa-requirement-marker.ts). */
  mfaRequirementMarker: { PK: 'MFAREQUIREMENT', SK: 'MARKER' },
  /** Marks a one-off rewrite of stored items (lib/bootstrap) as done. */
  migration: (name: string) => ({ PK: 'MIGRATIONS', SK: name }),
  /** A user's notifications seen marker on a unit. */
  seenMarker: (username: string, ouid: string) => ({
    PK: `USER#${usernameKey(username)}`,
    SK: `SEEN#${ouid}`,
  }),
} as const;

/** Environment variables every handler reads; the CDK app and the local gateway both set them. */
export const HANDLER_ENV = {
  tableName: 'TABLE_NAME',
  configBucket: 'CONFIG_BUCKET',
  documentsBucket: 'DOCUMENTS_BUCKET',
  apiTopicArn: 'API_TOPIC_ARN',
  userPoolId: 'USER_POOL_ID',
  allowedOrigin: 'ALLOWED_ORIGIN',
} as const;
