import { isAllowed, meetsRequirement, roleClassOn } from '../../../lambdas/domain/permissions';
import { parsePolicies } from '../../../lambdas/domain/policies';
import type { UnitPlacement } from '../../../lambdas/domain/units';

const root: UnitPlacement = { id: 'ou-root', type: 'ROOT', ouidChain: 'ou-root' };
const sales: UnitPlacement = { id: 'ou-sales', type: 'ORGUNIT', ouidChain: 'ou-root/ou-sales' };
const salesEast: UnitPlacement = {
  id: 'ou-sales-east',
  type: 'ORGUNIT',
  ouidChain: 'ou-root/ou-sales/ou-sales-east',
};
const support: UnitPlacement = {
  id: 'ou-support',
  type: 'ORGUNIT',
  ouidChain: 'ou-root/ou-support',
};

describe('coverage by ouid chain', () => {
  const salesAdmin = parsePolicies('ou-sales=admin');

  it('covers the unit itself and a grandchild', () => {
    expect(roleClassOn(salesAdmin, sales)).toBe('admin');
    expect(roleClassOn(salesAdmin, salesEast)).toBe('admin');
  });

  it('covers neither a sibling nor the parent', () => {
    expect(roleClassOn(salesAdmin, support)).toBeUndefined();
    expect(roleClassOn(salesAdmin, root)).toBeUndefined();
  });

  it('takes the strongest role class among covering policies', () => {
    expect(roleClassOn(parsePolicies('ou-root=user;ou-sales=admin'), salesEast)).toBe('admin');
    expect(roleClassOn(parsePolicies('ou-root=user;ou-sales=admin'), support)).toBe('member');
  });

  it('does not treat the system pseudo-unit as a unit id', () => {
    const chainWithSystem: UnitPlacement = { id: 'x', type: 'ORGUNIT', ouidChain: 'system/x' };
    expect(roleClassOn(parsePolicies('system=user'), chainWithSystem)).toBeUndefined();
  });
});

describe('requirements', () => {
  const member = parsePolicies('ou-sales=user');
  const admin = parsePolicies('ou-sales=admin');
  const rootAdmin = parsePolicies('ou-root=admin');
  const systemAdmin = parsePolicies('system=admin');

  it('lets members list and view but not edit', () => {
    expect(isAllowed('ViewOrgunit', member, salesEast)).toBe(true);
    expect(isAllowed('ListOrgUsers', member, sales)).toBe(true);
    expect(isAllowed('EditOrgunit', member, sales)).toBe(false);
    expect(isAllowed('CreateOrgUser', member, sales)).toBe(false);
  });

  it('lets admins edit the units they cover only', () => {
    expect(isAllowed('EditOrgunit', admin, salesEast)).toBe(true);
    expect(isAllowed('EditOrgunit', admin, support)).toBe(false);
    expect(isAllowed('ViewOrgunit', admin, root)).toBe(false);
  });

  it('requires an admin policy on a ROOT unit for the org plan', () => {
    expect(isAllowed('OrgPlan', rootAdmin, root)).toBe(true);
    expect(isAllowed('OrgPlan', rootAdmin, sales)).toBe(false);
    expect(isAllowed('OrgPlan', admin, sales)).toBe(false);
    expect(isAllowed('OrgPlan', parsePolicies('ou-root=user'), root)).toBe(false);
  });

  it('keeps the authenticated-users group for system admins', () => {
    expect(isAllowed('ListUsers', rootAdmin, root)).toBe(false);
    expect(isAllowed('ListUsers', systemAdmin, undefined)).toBe(true);
  });

  it('lets a system admin pass every requirement, even without a unit', () => {
    for (const requirement of ['member', 'admin', 'rootAdmin', 'systemAdmin'] as const) {
      expect(meetsRequirement(requirement, systemAdmin, undefined)).toBe(true);
    }
  });

  it('refuses unit requirements when no unit is named', () => {
    expect(isAllowed('ViewOrgunit', rootAdmin, undefined)).toBe(false);
    expect(isAllowed('ViewOwnProfile', [], undefined)).toBe(true);
  });
});
