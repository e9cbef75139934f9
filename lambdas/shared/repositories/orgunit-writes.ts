/**
 * The conditioned writes of a unit's own items: the unit, its name's claim among its siblings (a
 * ROOT unit's among all tenants) and its name words. A condition whose failure the caller words
 * itself takes its 409 message as `conflict`; the others answer API_MESSAGES.concurrentChange.
 */
import { keys } from '../../domain/data-keys';
import { nameOrderKey } from '../../domain/name-words';
import {
  nameWordRecords,
  orgunitRecord,
  siblingNameRecord,
  tenantNameRecord,
} from '../../domain/record-builders';
import type { OrgunitRecord } from '../../domain/records';
import type { GuardedWrite, TransactItem } from '../change';
import { tableName } from '../dynamo-client';
import { API_MESSAGES } from '../messages';
import { guardedCheck, guardedDelete, guardedUpdate, putNew } from './guarded-writes';

export type EditableFields = Pick<OrgunitRecord, 'name' | 'description' | 'emailId' | 'mobile'>;

/** The parent still exists and is not marked for deletion when the child is added. */
export function parentAcceptsChildren(parentId: string, conflict: string): GuardedWrite {
  return guardedCheck(
    keys.orgunit(parentId),
    {
      condition: 'attribute_exists(PK) AND markedForDeletion = :false',
      values: { ':false': false },
    },
    conflict,
  );
}

/** A new unit (version 1) with the editable fields given, placed where the caller decided. */
export function newUnitRecord(
  placement: Pick<OrgunitRecord, 'identifier' | 'ouidChain' | 'type'>,
  fields: { name: string; description?: string; emailId?: string; mobile?: string },
  createdBy: string,
  at: string,
): OrgunitRecord {
  return orgunitRecord({
    ...placement,
    name: fields.name,
    description: fields.description ?? '',
    emailId: fields.emailId ?? '',
    mobile: fields.mobile ?? '',
    markedForDeletion: false,
    createdBy,
    createdDate: at,
    lastModifiedDate: at,
    version: 1,
  });
}

export function putNewUnit(record: OrgunitRecord): GuardedWrite {
  return putNew(record, API_MESSAGES.concurrentChange);
}

/** Takes the name under the parent; fails when a sibling holds it in any letter case. */
export function claimSiblingName(
  parentId: string,
  identifier: string,
  name: string,
  conflict: string,
): GuardedWrite {
  return putNew(siblingNameRecord({ parentOuId: parentId, identifier, name }), conflict);
}

/** Gives the old name back; never removes a name some other unit holds. */
export function releaseSiblingName(
  parentId: string,
  identifier: string,
  name: string,
): GuardedWrite {
  return releaseName(keys.siblingName(parentId, name), identifier);
}

/** Takes the name among all tenants (ROOT units); fails when one holds it in any letter case. */
export function claimTenantName(identifier: string, name: string, conflict: string): GuardedWrite {
  return putNew(tenantNameRecord({ identifier, name }), conflict);
}

/** Gives a tenant's old name back; never removes a name another tenant holds. */
export function releaseTenantName(identifier: string, name: string): GuardedWrite {
  return releaseName(keys.tenantName(name), identifier);
}

/** Deletes a name claim unless another unit than `identifier` holds it. */
function releaseName(claim: Record<string, string>, identifier: string): GuardedWrite {
  return guardedDelete(
    claim,
    {
      condition: 'attribute_not_exists(PK) OR identifier = :identifier',
      values: { ':identifier': identifier },
    },
    API_MESSAGES.concurrentChange,
  );
}

interface NamedChild {
  identifier: string;
  parentOuId: string;
  name: string;
}

/** The name-word items of a child unit (data-keys.ts). */
export function putNameWords(unit: NamedChild): TransactItem[] {
  return nameWordRecords(unit).map((record) => ({
    Put: { TableName: tableName(), Item: record },
  }));
}

/** Takes a child unit out of name search. */
export function deleteNameWords(unit: NamedChild): TransactItem[] {
  return nameWordRecords(unit).map((record) => ({
    Delete: { TableName: tableName(), Key: { PK: record.PK, SK: record.SK } },
  }));
}

/** Moves a renamed child's name words: the new ones put (replacing kept ones), the rest deleted. */
export function moveNameWords(
  unit: { identifier: string; parentOuId: string },
  from: string,
  to: string,
): TransactItem[] {
  const kept = new Set(nameWordRecords({ ...unit, name: to }).map((record) => record.SK));
  const removed = nameWordRecords({ ...unit, name: from })
    .filter((record) => !kept.has(record.SK))
    .map((record) => ({
      Delete: { TableName: tableName(), Key: { PK: record.PK, SK: record.SK } },
    }));
  return [...putNameWords({ ...unit, name: to }), ...removed];
}

/**
 * Sets the editable fields when the stored version is still the one the caller edited. A child
 * unit's name order key (`inSiblingOrder`) follows its name.
 */
export function updateEditableFields(
  id: string,
  expectedVersion: number,
  fields: EditableFields,
  now: string,
  inSiblingOrder: boolean,
  conflict: string,
): GuardedWrite {
  const order = inSiblingOrder ? ', GSI1SK = :order' : '';
  return guardedUpdate(
    keys.orgunit(id),
    'SET #name = :name, description = :description, emailId = :emailId, mobile = :mobile, ' +
      `lastModifiedDate = :now, version = :next${order}`,
    {
      condition: 'attribute_exists(PK) AND version = :expected',
      names: { '#name': 'name' },
      values: {
        ...(inSiblingOrder ? { ':order': nameOrderKey(fields.name, id) } : {}),
        ':name': fields.name,
        ':description': fields.description,
        ':emailId': fields.emailId,
        ':mobile': fields.mobile,
        ':now': now,
        ':expected': expectedVersion,
        ':next': expectedVersion + 1,
      },
    },
    conflict,
  );
}
