/** Builds stored items with their table and index keys, so no caller assembles keys by hand. */
import { keys } from './data-keys';
import { indexedWords, nameOrderKey, nameWords } from './name-words';
import type {
  AppMembershipRecord,
  AuditRecord,
  MembershipRecord,
  NameWordRecord,
  OrgunitRecord,
  ProfileRecord,
  SiblingNameRecord,
  TenantNameRecord,
} from './records';
import { SYSTEM_POLICY_OUID } from './policies';
import { chainIds } from './units';
import { usernameKey } from './usernames';

export type OrgunitFields = Omit<
  OrgunitRecord,
  'PK' | 'SK' | 'GSI1PK' | 'GSI1SK' | 'GSI2PK' | 'GSI2SK' | 'entity' | 'parentOuId'
>;

export function orgunitRecord(fields: OrgunitFields): OrgunitRecord {
  const chain = chainIds(fields.ouidChain);
  const topId = chain[0] ?? fields.identifier;
  const parentOuId = chain.length > 1 ? chain.at(-2) : undefined;
  // A unit is listed under its parent; a ROOT unit (a tenant) has none and is listed as a tenant.
  const listing = parentOuId
    ? {
        GSI1PK: keys.orgunitChildren(parentOuId),
        GSI1SK: nameOrderKey(fields.name, fields.identifier),
      }
    : fields.type === 'ROOT'
      ? { GSI1PK: keys.tenantsIndex, GSI1SK: `${fields.createdDate}#${fields.identifier}` }
      : {};
  return {
    ...keys.orgunit(fields.identifier),
    SK: 'OU',
    ...listing,
    GSI2PK: keys.orgunitTree(topId),
    GSI2SK: fields.ouidChain,
    entity: 'orgunit',
    ...(parentOuId ? { parentOuId } : {}),
    ...fields,
  };
}

/** The name-word items that make a child unit found by a search of its siblings. */
export function nameWordRecords(unit: {
  identifier: string;
  parentOuId: string;
  name: string;
}): NameWordRecord[] {
  const words = nameWords(unit.name);
  const order = nameOrderKey(unit.name, unit.identifier);
  return indexedWords(words).map((word) => ({
    ...keys.orgunitNameWord(unit.identifier, word),
    GSI1PK: keys.childNameWords(unit.parentOuId),
    GSI1SK: `${word}#${order}`,
    entity: 'nameword',
    parentOuId: unit.parentOuId,
    identifier: unit.identifier,
    words,
  }));
}

/** Holds a unit's name under its parent, so no sibling can take it (case-insensitive). */
export function siblingNameRecord(
  fields: Pick<SiblingNameRecord, 'parentOuId' | 'identifier'> & { name: string },
): SiblingNameRecord {
  return {
    ...keys.siblingName(fields.parentOuId, fields.name),
    entity: 'siblingname',
    parentOuId: fields.parentOuId,
    identifier: fields.identifier,
  };
}

/** Holds a tenant's (ROOT unit's) name, so no other tenant can take it (case-insensitive). */
export function tenantNameRecord(fields: { identifier: string; name: string }): TenantNameRecord {
  return {
    ...keys.tenantName(fields.name),
    entity: 'tenantname',
    identifier: fields.identifier,
  };
}

export type MembershipFields = Omit<
  MembershipRecord,
  'PK' | 'SK' | 'GSI1PK' | 'GSI1SK' | 'GSI2PK' | 'GSI2SK' | 'entity'
>;

export type AppMembershipFields = Omit<
  AppMembershipRecord,
  'PK' | 'SK' | 'GSI1PK' | 'GSI1SK' | 'entity'
>;

/**
 * A membership, listed under its unit (GSI1) and, for a real unit, under its tenant (GSI2: the
 * first id of the unit's chain), where a tenant's distinct users are counted in username order.
 */
export function membershipRecord(fields: MembershipFields): MembershipRecord {
  const topId = chainIds(fields.ouidChain)[0];
  const tenant =
    topId !== undefined && topId !== SYSTEM_POLICY_OUID && fields.ouid !== SYSTEM_POLICY_OUID
      ? {
          GSI2PK: keys.tenantUsers(topId),
          GSI2SK: `${usernameKey(fields.username)}#${fields.ouid}`,
        }
      : {};
  return {
    ...keys.membership(fields.username, fields.ouid),
    GSI1PK: keys.unitMembers(fields.ouid),
    GSI1SK: keys.user(fields.username),
    entity: 'membership',
    ...fields,
    // Last: a rewrite of a stored membership (spread in `fields`) gets the entry it lacked.
    ...tenant,
  };
}

export function appMembershipRecord(fields: AppMembershipFields): AppMembershipRecord {
  return {
    ...keys.appMembership(fields.username, fields.ouid, fields.appId),
    GSI1PK: keys.unitAppMembers(fields.ouid),
    GSI1SK: `${fields.appId}#${fields.username}`,
    entity: 'appmembership',
    ...fields,
  };
}

export function auditRecord(
  fields: Pick<
    AuditRecord,
    'id' | 'ouid' | 'actor' | 'action' | 'targetEntity' | 'targetId' | 'at' | 'summary'
  > &
    Partial<Pick<AuditRecord, 'event' | 'subject'>>,
): AuditRecord {
  const sortKey = `${fields.at}#${fields.id}`;
  return {
    ...keys.audit(fields.ouid, sortKey),
    GSI1PK: keys.auditOfActor(fields.actor),
    GSI1SK: sortKey,
    GSI2PK: keys.auditOfEntity(fields.ouid, fields.targetEntity),
    GSI2SK: sortKey,
    entity: 'audit',
    ...fields,
  };
}

export type ProfileFields = Pick<
  ProfileRecord,
  'username' | 'sub' | 'name' | 'email' | 'phone_number'
>;

/** A new profile (version 1) with its copy of the user's policies. */
export function profileRecord(
  fields: ProfileFields,
  policies: string[],
  at: string,
): ProfileRecord & { policies: string[] } {
  return {
    ...keys.profile(fields.username),
    SK: 'PROFILE',
    GSI1PK: keys.profilesIndex,
    GSI1SK: keys.user(fields.username),
    entity: 'userprofile',
    ...fields,
    policies,
    createdDate: at,
    lastModifiedDate: at,
    version: 1,
  };
}
