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
  username: string;
  name: string;
  email: string;
  phone_number: string;
  createdDate: string;
  lastModifiedDate: string;
  version: number;
}

/** One org role holding: the user's policy `ouid=roles` on one unit (or the `system` pseudo-unit). */
export interface MembershipRecord {
  PK: string;
  SK: string;
  GSI1PK: string;
  GSI1SK: string;
  entity: 'membership';
  username: string;
  ouid: string;
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
  version: number;
}
