/** Orgunit items: reading one unit and its API shape. */
import { GetCommand } from '@aws-sdk/lib-dynamodb';

import { keys } from '../../domain/data-keys';
import type { OrgunitRecord } from '../../domain/records';
import type { UnitPlacement } from '../../domain/units';
import { documentClient, tableName } from '../dynamo-client';

/** The orgunit as the API returns it (spec §3: the console reads `response.data.data`). */
export interface OrgunitView {
  markedForDeletion: boolean;
  version: number;
  data: {
    identifier: string;
    name: string;
    description: string;
    emailId: string;
    mobile: string;
    type: OrgunitRecord['type'];
    createdDate: string;
    lastModifiedDate: string;
    ouidChain: string;
    parentOuId?: string;
  };
}

export async function getOrgunit(id: string): Promise<OrgunitRecord | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: keys.orgunit(id) }),
  );
  return Item as OrgunitRecord | undefined;
}

export function placementOf(record: OrgunitRecord): UnitPlacement {
  return { id: record.identifier, type: record.type, ouidChain: record.ouidChain };
}

export async function getPlacement(id: string): Promise<UnitPlacement | undefined> {
  const record = await getOrgunit(id);
  return record ? placementOf(record) : undefined;
}

export function toOrgunitView(record: OrgunitRecord): OrgunitView {
  return {
    markedForDeletion: record.markedForDeletion,
    version: record.version,
    data: {
      identifier: record.identifier,
      name: record.name,
      description: record.description,
      emailId: record.emailId,
      mobile: record.mobile,
      type: record.type,
      createdDate: record.createdDate,
      lastModifiedDate: record.lastModifiedDate,
      ouidChain: record.ouidChain,
      parentOuId: record.parentOuId,
    },
  };
}
