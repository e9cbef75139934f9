import type { ActiveConfig } from '../../../frontend/src/api/config';
import {
  ceilingOfConfigs,
  grantOptions,
} from '../../../frontend/src/common/grant-ceiling/grantable';
import { parsePolicies } from '../../../lambdas/domain/policies';

const ROLES = [
  { value: 'admin', name: 'Admin' },
  { value: 'user', name: 'User' },
  { value: 'auditor', name: 'Auditor' },
];
const TICKET_ROLES = [
  { value: 'agent', name: 'Agent' },
  { value: 'manager', name: 'Manager' },
];

/** The core config in force on ou-b (ROOT → A → B) as GET /config tells it, grantable set on A. */
function coreOnB(grantable: unknown): ActiveConfig {
  return {
    identifier: 'core',
    key: 'ou-a/core.json',
    eTag: '"e"',
    config: { roles: ROLES, applications: [], entityRules: [], grantable },
    ouid: 'ou-b',
    inherited: true,
    createdBy: 'root-admin',
    createdDate: '2026-11-28T00:00:00.000Z',
    version: 1,
    sources: { grantable: { ouid: 'ou-a', name: 'Sales', platform: false } },
  };
}

const placementOfB = { ouidChain: 'ou-root/ou-a/ou-b' };
const setting = { orgRoles: ['user'], applications: [{ appId: 'ticketapp', roles: ['agent'] }] };

describe('the role options the console offers', () => {
  const ceiling = ceilingOfConfigs([coreOnB(setting)], placementOfB);

  it('reads the ceiling and the unit that set it from the config in force', () => {
    expect(ceiling?.setOn).toEqual({ id: 'ou-a', ouidChain: 'ou-root/ou-a', name: 'Sales' });
  });

  it('offers an admin below only what the ceiling allows, and says which unit limits them', () => {
    const options = grantOptions(parsePolicies('ou-b=admin'), ceiling);
    expect(options.limitedBy).toEqual({ id: 'ou-a', name: 'Sales' });
    expect(options.orgRoles(ROLES)).toEqual([{ value: 'user', name: 'User' }]);
    expect(options.appRoles('ticketapp', TICKET_ROLES)).toEqual([
      { value: 'agent', name: 'Agent' },
    ]);
    expect(options.appRoles('courseapp', TICKET_ROLES)).toEqual([]);
  });

  it('offers everything to the admin of the unit that set it and to a system admin', () => {
    for (const policies of ['ou-a=admin', 'system=admin']) {
      const options = grantOptions(parsePolicies(policies), ceiling);
      expect(options.limitedBy).toBeUndefined();
      expect(options.orgRoles(ROLES)).toEqual(ROLES);
      expect(options.appRoles('courseapp', TICKET_ROLES)).toEqual(TICKET_ROLES);
    }
  });

  it('offers everything without a ceiling', () => {
    const none = ceilingOfConfigs([coreOnB(undefined)], placementOfB);
    expect(none).toBeUndefined();
    expect(grantOptions(parsePolicies('ou-b=admin'), none).orgRoles(ROLES)).toEqual(ROLES);
    expect(ceilingOfConfigs(undefined, placementOfB)).toBeUndefined();
  });
});
