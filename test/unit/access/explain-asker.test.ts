import { accessTouches, mayAskAboutOther } from '../../../lambdas/access/explain-asker';
import type { UnitPlacement } from '../../../lambdas/domain/units';

const unit = (ouidChain: string, type: UnitPlacement['type'] = 'ORGUNIT'): UnitPlacement => ({
  id: ouidChain.split('/').pop() as string,
  type,
  ouidChain,
});
const root = unit('r', 'ROOT');
const sales = unit('r/sales');
const east = unit('r/sales/east');
const support = unit('r/support');
const placements = new Map([root, sales, east, support].map((u) => [u.id, u]));

describe('accessTouches', () => {
  it('is true for a policy on the unit, above it or below it, and for a system admin', () => {
    expect(accessTouches([{ ouid: 'sales', roles: ['user'] }], sales, placements)).toBe(true);
    expect(accessTouches([{ ouid: 'r', roles: ['user'] }], sales, placements)).toBe(true);
    expect(accessTouches([{ ouid: 'east', roles: ['user'] }], sales, placements)).toBe(true);
    expect(accessTouches([{ ouid: 'system', roles: ['admin'] }], sales, placements)).toBe(true);
  });

  it('is false for a policy on a sibling, or none', () => {
    expect(accessTouches([{ ouid: 'support', roles: ['admin'] }], sales, placements)).toBe(false);
    expect(accessTouches([], sales, placements)).toBe(false);
  });
});

describe('mayAskAboutOther', () => {
  const base = {
    personPolicies: [{ ouid: 'east', roles: ['user'] }],
    personPolicyUnits: placements,
  };
  it('lets an admin covering the unit ask about a person whose access touches it', () => {
    const asker = [{ ouid: 'sales', roles: ['admin'] }];
    expect(mayAskAboutOther({ ...base, askerPolicies: asker, units: [sales] })).toBe(true);
    expect(mayAskAboutOther({ ...base, askerPolicies: asker, units: [east] })).toBe(true);
  });

  it('refuses a member, an admin elsewhere, an unknown unit and an uncovered target', () => {
    const admin = [{ ouid: 'sales', roles: ['admin'] }];
    expect(
      mayAskAboutOther({
        ...base,
        askerPolicies: [{ ouid: 'sales', roles: ['user'] }],
        units: [sales],
      }),
    ).toBe(false);
    expect(
      mayAskAboutOther({
        ...base,
        askerPolicies: [{ ouid: 'support', roles: ['admin'] }],
        units: [sales],
      }),
    ).toBe(false);
    expect(mayAskAboutOther({ ...base, askerPolicies: admin, units: [undefined] })).toBe(false);
    expect(mayAskAboutOther({ ...base, askerPolicies: admin, units: [sales, root] })).toBe(false);
    expect(mayAskAboutOther({ ...base, askerPolicies: admin, units: [sales, undefined] })).toBe(
      false,
    );
  });

  it('refuses an admin about a person whose access does not touch the unit', () => {
    const asker = [{ ouid: 'r', roles: ['admin'] }];
    const person = {
      personPolicies: [{ ouid: 'support', roles: ['user'] }],
      personPolicyUnits: placements,
    };
    expect(mayAskAboutOther({ ...person, askerPolicies: asker, units: [sales] })).toBe(false);
  });

  it('lets a system admin ask about anyone on an existing unit', () => {
    const asker = [{ ouid: 'system', roles: ['admin'] }];
    expect(
      mayAskAboutOther({
        askerPolicies: asker,
        units: [support],
        personPolicies: [],
        personPolicyUnits: new Map(),
      }),
    ).toBe(true);
    expect(
      mayAskAboutOther({
        askerPolicies: asker,
        units: [undefined],
        personPolicies: [],
        personPolicyUnits: new Map(),
      }),
    ).toBe(false);
  });
});
