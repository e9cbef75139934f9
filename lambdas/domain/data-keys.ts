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
 * | user profile    | USER#{username}    | PROFILE             | PROFILES / USER#{username}         |                                          |
 * | membership      | USER#{username}    | MEMBER#{ouid}       | MEMBERS#{ouid} / USER#{username}   | TENANTUSERS#{topId} / {username}#{ouid}  |
 * | app membership  | USER#{username}    | APP#{ouid}#{appId}  | APPMEMBERS#{ouid} / {appId}#{user} |                                          |
 * | sibling name    | OUNAME#{parentId}  | NAME#{lower name}   |                                    |                                          |
 * | tenant name     | TENANTNAMES        | NAME#{lower name}   |                                    |                                          |
 * | audit record    | AUDIT#{ouid}       | {at}#{id}           | ACTOR#{username} / {at}#{id}       |                                          |
 *
 * A child unit is listed under its parent in name order: {nameOrder} is its name lower-cased, a
 * \u0001 and its id (name-words.ts), rewritten when the unit is renamed. Each word of a child's
 * name that starts a search (name-words.ts) has a name-word item carrying all the name's words,
 * written, moved and removed in the transaction that writes the unit's name; a search reads one
 * begins_with range of NAMEWORDS#{parentId}, never all siblings. A deletion request only marks the
 * unit: a marked unit stays in the list and in search results. The local seed indexes units written
 * before this key design (lib/bootstrap/child-name-index.ts).
 * User keys hold the username case-folded (`usernames.ts`): the user pool compares usernames
 * case-insensitively, so the table does too.
 * A user's memberships (for claims and authorization) are one Query on PK=USER#{username}.
 * Memberships and app memberships carry their unit's ouidChain (units never move), and
 * memberships a copy of the user's name, email and phone_number, rewritten in the transaction
 * that changes the profile; so a user's reach and a unit's member list are each one Query.
 * A unit's subtree (org plan) is one paged Query on GSI2 with begins_with on the chain.
 * Tenants (ROOT units; they have no parent) are listed by a sparse GSI1 entry `TENANTS`, which
 * SYSTEM and child units do not carry; a tenant's name is held by a `TENANTNAMES` item, so no two
 * tenants share one (case-insensitive). Every membership of a real unit carries a sparse GSI2
 * entry under its tenant (the first id of its chain; none for the `system` pseudo-unit), sorted by
 * username, so a tenant's distinct users are counted from one paged Query, not one per unit.
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
