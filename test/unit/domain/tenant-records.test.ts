/** The sparse index entries that list tenants and count their users (data-keys.ts). */
import { keys } from '../../../lambdas/domain/data-keys';
import {
  membershipRecord,
  orgunitRecord,
  type OrgunitFields,
  tenantNameRecord,
} from '../../../lambdas/domain/record-builders';
import { splitTenantUserKey } from '../../../lambdas/shared/repositories/tenants';

const unit = (fields: Pick<OrgunitFields, 'identifier' | 'ouidChain' | 'type'>) =>
  orgunitRecord({
    ...fields,
    name: 'Unit',
    description: '',
    emailId: '',
    mobile: '',
    markedForDeletion: false,
    createdBy: 'test',
    createdDate: '2026-03-01T00:00:00.000Z',
    lastModifiedDate: '2026-03-01T00:00:00.000Z',
    version: 1,
  });

const member = (ouid: string, ouidChain: string) =>
  membershipRecord({
    username: 'Alice',
    ouid,
    ouidChain,
    roles: ['user'],
    name: 'Alice',
    email: 'alice@example.com',
    phone_number: '',
    createdDate: '2026-03-01T00:00:00.000Z',
  });

describe('tenant index entries', () => {
  it('lists a ROOT unit as a tenant, oldest first, and neither SYSTEM nor child units', () => {
    expect(unit({ identifier: 'ou-t', ouidChain: 'ou-t', type: 'ROOT' })).toMatchObject({
      GSI1PK: keys.tenantsIndex,
      GSI1SK: '2026-03-01T00:00:00.000Z#ou-t',
      GSI2PK: 'TREE#ou-t',
    });
    expect(unit({ identifier: 'ou-s', ouidChain: 'ou-s', type: 'SYSTEM' })).not.toHaveProperty(
      'GSI1PK',
    );
    expect(unit({ identifier: 'ou-c', ouidChain: 'ou-t/ou-c', type: 'ORGUNIT' })).toMatchObject({
      GSI1PK: 'CHILDREN#ou-t',
    });
  });

  it('files every membership of a real unit under its tenant, by the folded username', () => {
    expect(member('ou-c', 'ou-t/ou-c')).toMatchObject({
      GSI2PK: keys.tenantUsers('ou-t'),
      GSI2SK: 'alice#ou-c',
    });
    expect(splitTenantUserKey('alice@example.com#ou-c')).toEqual({
      username: 'alice@example.com',
      ouid: 'ou-c',
    });
  });

  it('gives the system pseudo-unit no tenant entry, and recomputes a stale one', () => {
    const system = member('system', 'system');
    expect(system).not.toHaveProperty('GSI2PK');
    const rewritten = membershipRecord({
      ...member('ou-c', 'ou-t/ou-c'),
      GSI2PK: 'stale',
    } as never);
    expect(rewritten.GSI2PK).toBe(keys.tenantUsers('ou-t'));
  });

  it('holds tenant names case-insensitively', () => {
    expect(tenantNameRecord({ identifier: 'ou-t', name: ' Globex ' })).toEqual({
      PK: 'TENANTNAMES',
      SK: 'NAME#globex',
      entity: 'tenantname',
      identifier: 'ou-t',
    });
  });
});
