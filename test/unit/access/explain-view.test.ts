import type { ExplainQuestion } from '../../../lambdas/access/explain-questions';
import { resultView } from '../../../lambdas/access/explain-view';
import { decideAccess } from '../../../lambdas/domain/access-decision';

const sales = { id: 'sales', type: 'ORGUNIT' as const, ouidChain: 'r/sales', deleted: false };
const names = new Map([['sales', 'Sales']]);
const nameOf = (id: string) => names.get(id);

describe('resultView', () => {
  it('shows an allowed decision with its policy by name, in the order decided', () => {
    const question: ExplainQuestion = { permission: 'EditOrgunit', checks: [] };
    const decision = decideAccess({
      permission: 'EditOrgunit',
      policies: [{ ouid: 'sales', roles: ['admin'] }],
      actingUnitId: 'sales',
      actingUnit: sales,
    });
    const view = resultView('ann', question, decision, nameOf);
    expect(view).toEqual({
      permission: 'EditOrgunit',
      decision: 'allowed',
      status: 200,
      reasons: [
        {
          kind: 'policy',
          unitId: 'sales',
          unitName: 'Sales',
          roles: ['admin'],
          coversUnitId: 'sales',
        },
        { kind: 'roleClass', unitId: 'sales', roleClass: 'admin' },
        { kind: 'requirement', permission: 'EditOrgunit', requirement: 'admin' },
      ],
      summary:
        'ann may EditOrgunit: it needs an admin role covering the unit, and their policy on Sales gives it',
    });
  });

  it('names the refusing rule and leaves out a name the asker may not read', () => {
    const decision = decideAccess({
      permission: 'EditOrgunit',
      policies: [{ ouid: 'r', roles: ['user'] }],
      actingUnitId: 'sales',
      actingUnit: sales,
    });
    const view = resultView(
      'bob',
      { permission: 'EditOrgunit', checks: [] },
      decision,
      () => undefined,
    );
    expect(view.decision).toBe('refused');
    expect(view.status).toBe(403);
    expect(view.reasons[0]).toEqual({
      kind: 'policy',
      unitId: 'r',
      roles: ['user'],
      coversUnitId: 'sales',
    });
    expect(view.reasons.at(-1)).toEqual({
      kind: 'refusal',
      rule: 'roleLacksPermission',
      unitId: 'sales',
    });
    expect(view.summary).toBe(
      'bob may not EditOrgunit: it needs an admin role covering the unit, and their role here is a member role',
    );
  });

  it("adds the operation's checks to an allowed decision only, a team role to members only", () => {
    const question: ExplainQuestion = { permission: 'EditTeam', checks: ['teamRole'] };
    const asMember = decideAccess({
      permission: 'EditTeam',
      policies: [{ ouid: 'sales', roles: ['user'] }],
      actingUnitId: 'sales',
      actingUnit: sales,
    });
    expect(resultView('c', question, asMember, nameOf).reasons.at(-1)).toEqual({
      kind: 'operationCheck',
      check: 'teamRole',
    });
    const asAdmin = decideAccess({
      permission: 'EditTeam',
      policies: [{ ouid: 'sales', roles: ['admin'] }],
      actingUnitId: 'sales',
      actingUnit: sales,
    });
    expect(resultView('c', question, asAdmin, nameOf).reasons.map((r) => r.kind)).not.toContain(
      'operationCheck',
    );
    const refused = decideAccess({
      permission: 'EditTeam',
      policies: [],
      actingUnitId: 'sales',
      actingUnit: sales,
    });
    expect(resultView('c', question, refused, nameOf).reasons.map((r) => r.kind)).not.toContain(
      'operationCheck',
    );
  });
});
