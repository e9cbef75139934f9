import { type AccessQuestion, decideAccess } from '../../../lambdas/domain/access-decision';
import type { ExplainReason, ExplainResult } from '../../../lambdas/domain/schemas/access';
import {
  partsText,
  resultWords,
  type WordsContext,
} from '../../../frontend/src/common/access/reason-words';

const NAMES: Record<string, string> = {
  'ou-root': 'Acme',
  'ou-europe': 'Europe',
  'ou-sales': 'Sales',
  'ou-eng': 'Engineering',
};
const root = { id: 'ou-root', type: 'ROOT', ouidChain: 'ou-root', deleted: false } as const;
const europe = {
  id: 'ou-europe',
  type: 'ORGUNIT',
  ouidChain: 'ou-root/ou-europe',
  deleted: false,
} as const;
const sales = {
  id: 'ou-sales',
  type: 'ORGUNIT',
  ouidChain: 'ou-root/ou-europe/ou-sales',
  deleted: false,
} as const;

const ann: WordsContext = { personName: 'Ann', unit: { id: 'ou-sales', name: 'Sales' } };
const yourself: WordsContext = { unit: { id: 'ou-sales', name: 'Sales' } };

/** The decision as GET /access/explain answers it: refusals flattened, units named. */
function explained(question: AccessQuestion): ExplainResult {
  const decision = decideAccess(question);
  const reasons = decision.reasons.map((reason): ExplainReason => {
    if (reason.kind === 'refusal') {
      const { unitId } = reason.refusal;
      return { kind: 'refusal', ...reason.refusal, ...(unitId ? { unitName: NAMES[unitId] } : {}) };
    }
    if (reason.kind === 'policy') return { ...reason, unitName: NAMES[reason.unitId] };
    return reason;
  });
  return {
    permission: question.permission,
    decision: decision.allowed ? 'allowed' : 'refused',
    status: decision.status,
    reasons,
    summary: 'The server summary',
  };
}

function sentence(result: ExplainResult, context: WordsContext = ann): string {
  return partsText(resultWords(result, context).parts);
}

const onSales = { actingUnitId: 'ou-sales', actingUnit: sales };

describe('access reasons in plain words (issue 39 §4)', () => {
  it('grants through an admin policy above the unit, linking the policy unit', () => {
    const result = explained({
      permission: 'CreateOrgunit',
      policies: [{ ouid: 'ou-europe', roles: ['user', 'admin'] }],
      ...onSales,
    });
    const words = resultWords(result, ann);
    expect(words.granted).toBe(true);
    expect(partsText(words.parts)).toBe('Granted: admin on Europe covers Sales');
    expect(words.parts).toContainEqual({ unit: { id: 'ou-europe', name: 'Europe' } });
  });

  it('grants a member permission through a policy on the unit itself', () => {
    const result = explained({
      permission: 'ViewOrgunit',
      policies: [{ ouid: 'ou-sales', roles: ['user'] }],
      ...onSales,
    });
    expect(sentence(result)).toBe('Granted: user on Sales');
  });

  it('grants a system admin everything, and any signed-in person what needs only a sign-in', () => {
    const system = explained({
      permission: 'ListUsers',
      policies: [{ ouid: 'system', roles: ['admin'] }],
      ...onSales,
    });
    expect(sentence(system)).toBe('Granted: a system admin may do everything');
    const own = explained({ permission: 'ViewOwnProfile', policies: [] });
    expect(sentence(own)).toBe('Granted: anyone signed in may');
  });

  it('refuses a unit none of the roles covers, naming the person or "your"', () => {
    const result = explained({
      permission: 'ViewOrgunit',
      policies: [{ ouid: 'ou-eng', roles: ['admin'] }],
      ...onSales,
    });
    expect(result.reasons.at(-1)).toEqual({ kind: 'refusal', rule: 'noPolicyCoversUnit' });
    expect(sentence(result)).toBe("Refused: none of Ann's roles covers Sales");
    expect(sentence(result, yourself)).toBe('Refused: none of your roles covers Sales');
    // The asker may not learn of the unit: nothing names it.
    expect(sentence(result, { unit: null })).toBe('Refused: none of your roles covers this unit');
  });

  it('refuses a member role where an admin role is needed', () => {
    const result = explained({
      permission: 'CreateOrgunit',
      policies: [{ ouid: 'ou-sales', roles: ['user'] }],
      ...onSales,
    });
    expect(sentence(result)).toBe(
      'Refused: the role user on Sales is a member role; this needs an admin role',
    );
  });

  it('lists every covering member policy when there are several', () => {
    const result = explained({
      permission: 'EditOrgunit',
      policies: [
        { ouid: 'ou-europe', roles: ['user'] },
        { ouid: 'ou-sales', roles: ['viewer'] },
      ],
      ...onSales,
    });
    expect(sentence(result)).toBe(
      'Refused: user on Europe and viewer on Sales are member roles; this needs an admin role',
    );
  });

  it('refuses a ROOT-only permission on another unit, and a member role on the ROOT', () => {
    const onEurope = explained({
      permission: 'OrgPlan',
      policies: [{ ouid: 'ou-europe', roles: ['admin'] }],
      actingUnitId: 'ou-europe',
      actingUnit: europe,
    });
    expect(sentence(onEurope)).toBe('Refused: only on a ROOT unit');
    const member = explained({
      permission: 'OrgPlan',
      policies: [{ ouid: 'ou-root', roles: ['user'] }],
      actingUnitId: 'ou-root',
      actingUnit: root,
    });
    expect(sentence(member, { personName: 'Ann', unit: { id: 'ou-root', name: 'Acme' } })).toBe(
      'Refused: the role user on Acme is a member role; this needs an admin role on a ROOT unit',
    );
  });

  it('refuses a unit being deleted', () => {
    const result = explained({
      permission: 'ViewOrgunit',
      policies: [{ ouid: 'ou-europe', roles: ['admin'] }],
      actingUnitId: 'ou-sales',
      actingUnit: { ...sales, deleted: true },
    });
    expect(sentence(result)).toBe('Refused: Sales is being deleted');
  });

  it('refuses what only system admins may, and tenants outside the SYSTEM unit', () => {
    const users = explained({
      permission: 'ListUsers',
      policies: [{ ouid: 'ou-root', roles: ['admin'] }],
      actingUnitId: 'ou-root',
      actingUnit: root,
    });
    expect(sentence(users)).toBe('Refused: system admins only');
    const tenants = explained({
      permission: 'ManageTenants',
      policies: [{ ouid: 'system', roles: ['admin'] }],
      actingUnitId: 'ou-root',
      actingUnit: root,
    });
    expect(sentence(tenants)).toBe('Refused: only from the SYSTEM unit');
  });

  it('refuses a target outside the unit acted as', () => {
    const result = explained({
      permission: 'EditOrgunit',
      policies: [{ ouid: 'ou-europe', roles: ['admin'] }],
      ...onSales,
      targetUnitId: 'ou-europe',
      targetUnit: europe,
    });
    expect(sentence(result)).toBe('Refused: Europe is outside the unit acted as');
  });

  it('refuses a grant beyond the ceiling, naming the unit where it was set', () => {
    const result: ExplainResult = {
      permission: 'CreateOrgUser',
      decision: 'refused',
      status: 403,
      reasons: [
        { kind: 'requirement', permission: 'CreateOrgUser', requirement: 'admin' },
        {
          kind: 'refusal',
          rule: 'grantCeiling',
          unitId: 'ou-europe',
          unitName: 'Europe',
          detail: 'allows user',
        },
      ],
      summary: 'The server summary',
    };
    const words = resultWords(result, ann);
    expect(partsText(words.parts)).toBe('Refused: the grant ceiling set on Europe (allows user)');
    expect(words.parts).toContainEqual({ unit: { id: 'ou-europe', name: 'Europe' } });
  });

  it("adds the operation's own checks, and falls back to the server summary", () => {
    const team: ExplainResult = {
      ...explained({
        permission: 'EditTeam',
        policies: [{ ouid: 'ou-sales', roles: ['user'] }],
        ...onSales,
      }),
    };
    team.reasons.push({ kind: 'operationCheck', check: 'teamRole' });
    expect(sentence(team)).toBe(
      "Granted: user on Sales; the operation also checks the person's role in the team",
    );
    const bare: ExplainResult = { ...team, decision: 'refused', reasons: [] };
    expect(sentence(bare)).toBe('Refused: The server summary');
  });
});
