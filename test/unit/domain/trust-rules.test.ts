/** The pure rules behind issue 10: names, separators in policy parts, claims, person details. */
import fc from 'fast-check';

import { coreConfigSchema } from '../../../lambdas/domain/config-schema';
import { keys } from '../../../lambdas/domain/data-keys';
import {
  formatPolicies,
  isSystemAdmin,
  isWellFormedPolicy,
  parsePolicies,
} from '../../../lambdas/domain/policies';
import {
  appIdSchema,
  nameSchema,
  roleValueSchema,
} from '../../../lambdas/domain/schemas/identifiers';
import { policyClaims, policyClaimsLength } from '../../../lambdas/domain/token-claims';
import { sameUsername } from '../../../lambdas/domain/usernames';
import type { AuthContext } from '../../../lambdas/shared/authorize';
import { mayChangePersonDetails } from '../../../lambdas/shared/user-scope';

describe('names', () => {
  const name = nameSchema('name', 20);

  it.each([' ', '\t\n', '\u00a0', '\u200b', '\u2028', '\ufeff '])(
    'refuses the blank %j',
    (text) => {
      expect(name.safeParse(text).success).toBe(false);
    },
  );

  it('trims, and refuses control characters and over-long names', () => {
    expect(name.parse('  Ada Lovelace ')).toBe('Ada Lovelace');
    expect(name.safeParse('Ada\u0000').success).toBe(false);
    expect(name.safeParse('x'.repeat(21)).success).toBe(false);
  });
});

describe('policy parts', () => {
  it('never let a role or an application id carry a separator or a control character', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const unsafe = /[;=,:\p{Cc}]/u.test(text);
        if (unsafe) {
          expect(roleValueSchema.safeParse(text).success).toBe(false);
          expect(appIdSchema.safeParse(text).success).toBe(false);
        }
      }),
      { seed: 10, numRuns: 500 },
    );
  });

  it('so no accepted role can make a claim parse as system=admin', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (role) => {
        fc.pre(roleValueSchema.safeParse(role).success);
        const claim = formatPolicies([{ ouid: 'ou-sales', roles: [role] }]);
        expect(isSystemAdmin(parsePolicies(claim))).toBe(false);
      }),
      { seed: 11, numRuns: 500 },
    );
  });

  it('keeps stored policies with separators out (isWellFormedPolicy)', () => {
    expect(isWellFormedPolicy({ ouid: 'ou-sales', roles: ['user;system=admin'] })).toBe(false);
    expect(isWellFormedPolicy({ ouid: 'ou:x', roles: ['user'] })).toBe(false);
    expect(isWellFormedPolicy({ ouid: 'system', roles: ['admin'] })).toBe(true);
  });

  it('refuses a config artifact whose role or application holds a separator', () => {
    const core = {
      roles: [{ value: 'admin', name: 'Admin' }],
      applications: [{ id: 'ticketapp', name: 'Issue Tracker' }],
      entityRules: [],
    };
    expect(coreConfigSchema.safeParse(core).success).toBe(true);
    const craftedRole = { ...core, roles: [{ value: 'user;system=admin', name: 'X' }] };
    const craftedApp = { ...core, applications: [{ id: 'a=b', name: 'X' }] };
    expect(coreConfigSchema.safeParse(craftedRole).success).toBe(false);
    expect(coreConfigSchema.safeParse(craftedApp).success).toBe(false);
  });
});

describe('usernames', () => {
  it('compare and key case-insensitively', () => {
    expect(sameUsername('Alice', 'aLICE')).toBe(true);
    expect(keys.profile('ALICE')).toEqual(keys.profile('alice'));
    expect(keys.membership('Bob', 'ou-1')).toEqual(keys.membership('bob', 'ou-1'));
  });
});

describe('policy claims', () => {
  it('measure what the token carries', () => {
    const claims = policyClaims(
      [{ ouid: 'ou-a', roles: ['admin'] }],
      [{ ouid: 'ou-a', appId: 'ticketapp', roles: ['agent', 'manager'] }],
    );
    expect(claims).toEqual({
      policies: 'ou-a=admin',
      teamPolicies: '',
      appPolicies: 'ou-a:ticketapp=agent,manager',
    });
    expect(policyClaimsLength(claims)).toBe(10 + 28);
  });
});

describe('who may change a person’s name and phone', () => {
  const unit = (id: string, chain: string) => ({ ouid: id, ouidChain: chain });
  const holdings = {
    memberships: [
      { ...unit('ou-sales', 'ou-root/ou-sales'), roles: ['user'] },
      { ...unit('ou-eng', 'ou-root/ou-eng'), roles: ['user'] },
    ],
    appMemberships: [],
  } as unknown as Parameters<typeof mayChangePersonDetails>[2];
  const caller = (
    policies: AuthContext['policies'],
    systemAdmin = false,
    ownProfile = true,
  ): AuthContext => ({
    username: 'caller',
    sub: 'sub-of-caller',
    ownProfile,
    policies,
    systemAdmin,
  });

  it('the person, a system admin, an admin of every unit of the person', () => {
    expect(mayChangePersonDetails(caller([]), 'CALLER', holdings)).toBe(true);
    expect(mayChangePersonDetails(caller([], true), 'bob', holdings)).toBe(true);
    const root = caller([{ ouid: 'ou-root', roles: ['admin'] }]);
    expect(mayChangePersonDetails(root, 'bob', holdings)).toBe(true);
  });

  it("not an account that took the person's username after their account was deleted", () => {
    expect(mayChangePersonDetails(caller([], false, false), 'CALLER', holdings)).toBe(false);
  });

  it('not an admin of only some of the units, nor a member of all', () => {
    const sales = caller([{ ouid: 'ou-sales', roles: ['admin'] }]);
    expect(mayChangePersonDetails(sales, 'bob', holdings)).toBe(false);
    const member = caller([{ ouid: 'ou-root', roles: ['user'] }]);
    expect(mayChangePersonDetails(member, 'bob', holdings)).toBe(false);
  });
});
