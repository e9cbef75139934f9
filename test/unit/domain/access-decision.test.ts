import {
  type AccessQuestion,
  type DecisionUnit,
  decideAccess,
} from '../../../lambdas/domain/access-decision';
import { parsePolicies } from '../../../lambdas/domain/policies';

function unit(id: string, chain: string, type: DecisionUnit['type'] = 'ORGUNIT'): DecisionUnit {
  return { id, type, ouidChain: chain, deleted: false };
}

const root = unit('ou-root', 'ou-root', 'ROOT');
const sales = unit('ou-sales', 'ou-root/ou-sales');
const east = unit('ou-east', 'ou-root/ou-sales/ou-east');
const support = unit('ou-support', 'ou-root/ou-support');
const system = unit('ou-system', 'ou-system', 'SYSTEM');

function ask(policies: string, question: Omit<AccessQuestion, 'policies'>) {
  return decideAccess({ ...question, policies: parsePolicies(policies) });
}

function acting(actingUnit: DecisionUnit) {
  return { actingUnitId: actingUnit.id, actingUnit };
}

describe('the access decision and its reasons', () => {
  it('allows an admin above the unit and names the policy, the role class and the table entry', () => {
    const decision = ask('ou-sales=admin', { permission: 'CreateOrgunit', ...acting(east) });
    expect(decision).toMatchObject({ allowed: true, status: 200 });
    expect(decision.reasons).toEqual([
      { kind: 'policy', unitId: 'ou-sales', roles: ['admin'], coversUnitId: 'ou-east' },
      { kind: 'roleClass', unitId: 'ou-east', roleClass: 'admin' },
      { kind: 'requirement', permission: 'CreateOrgunit', requirement: 'admin' },
    ]);
  });

  it('refuses a unit no policy covers, without naming it', () => {
    const decision = ask('ou-sales=admin', { permission: 'ViewOrgunit', ...acting(support) });
    expect(decision).toMatchObject({ allowed: false, status: 403 });
    expect(decision.refusal).toEqual({ rule: 'noPolicyCoversUnit' });
  });

  it('answers a missing unit exactly as an uncovered one', () => {
    const missing = ask('ou-sales=admin', { permission: 'ViewOrgunit', actingUnitId: 'ou-gone' });
    const uncovered = ask('ou-sales=admin', { permission: 'ViewOrgunit', ...acting(support) });
    expect(missing).toEqual(uncovered);
  });

  it('refuses a member role an admin permission', () => {
    const decision = ask('ou-sales=user', { permission: 'EditOrgunit', ...acting(sales) });
    expect(decision.refusal).toEqual({ rule: 'roleLacksPermission', unitId: 'ou-sales' });
  });

  it('refuses the org plan below a ROOT unit as ROOT-only', () => {
    expect(ask('ou-root=admin', { permission: 'OrgPlan', ...acting(root) }).allowed).toBe(true);
    const decision = ask('ou-root=admin', { permission: 'OrgPlan', ...acting(sales) });
    expect(decision.refusal).toEqual({ rule: 'rootOnly', unitId: 'ou-sales' });
  });

  it('refuses tenant management from a non-SYSTEM unit even to a system admin', () => {
    const policies = 'system=admin';
    expect(ask(policies, { permission: 'ManageTenants', ...acting(system) }).allowed).toBe(true);
    const decision = ask(policies, { permission: 'ManageTenants', ...acting(root) });
    expect(decision.refusal).toEqual({ rule: 'systemOnly', unitId: 'ou-root' });
    expect(decision.reasons[0]).toEqual({ kind: 'systemAdmin' });
  });

  it('refuses system-admin permissions to a tenant admin', () => {
    const decision = ask('ou-root=admin', { permission: 'ListUsers', ...acting(root) });
    expect(decision.refusal).toEqual({ rule: 'systemAdminsOnly' });
  });

  it('answers 404 about a deleted unit to those who knew it, 403 to others', () => {
    const gone = { ...east, deleted: true };
    const knew = ask('ou-sales=admin', { permission: 'ViewOrgunit', ...acting(gone) });
    expect(knew).toMatchObject({
      status: 404,
      refusal: { rule: 'unitDeleted', unitId: 'ou-east' },
    });
    const outsider = ask('ou-support=admin', { permission: 'ViewOrgunit', ...acting(gone) });
    expect(outsider).toMatchObject({ status: 403, refusal: { rule: 'noPolicyCoversUnit' } });
  });

  it('lets restoring target a deleted unit from a live unit above it', () => {
    const gone = { ...east, deleted: true };
    const decision = ask('ou-sales=admin', {
      permission: 'RestoreOrgunit',
      ...acting(sales),
      targetUnitId: gone.id,
      targetUnit: gone,
    });
    expect(decision.allowed).toBe(true);
  });

  it('refuses a target outside the acting unit', () => {
    const decision = ask('ou-sales=admin;ou-support=admin', {
      permission: 'EditOrgunit',
      ...acting(sales),
      targetUnitId: support.id,
      targetUnit: support,
    });
    expect(decision.refusal).toEqual({ rule: 'targetOutsideActingUnit', unitId: 'ou-support' });
  });

  it('needs the acting unit covered even for a signed-in permission', () => {
    expect(ask('ou-sales=user', { permission: 'ViewOwnProfile' }).allowed).toBe(true);
    const decision = ask('ou-sales=user', { permission: 'ViewOwnProfile', ...acting(support) });
    expect(decision.refusal?.rule).toBe('noPolicyCoversUnit');
  });
});
