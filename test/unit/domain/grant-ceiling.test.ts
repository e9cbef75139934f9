import type * as z from 'zod/mini';

import type { grantableSchema } from '../../../lambdas/domain/config-schema';
import { ownConfigSchemaFor } from '../../../lambdas/domain/config-schema';
import {
  type CeilingInForce,
  ceilingFromConfig,
  ceilingRefusal,
  type GrantableSetting,
  grantableRoles,
  grantableSettingOf,
  isBoundByCeiling,
} from '../../../lambdas/domain/grant-ceiling';
import { parsePolicies } from '../../../lambdas/domain/policies';
import { PLATFORM_UNIT_ID } from '../../../lambdas/domain/units';

/** ROOT → A → B → C; the ceiling set on A. */
const onA = (setting: GrantableSetting): CeilingInForce => ({
  setting,
  setOn: { id: 'ou-a', ouidChain: 'ou-root/ou-a', name: 'Sales' },
});
const orgUser = onA({ orgRoles: ['user'] });

describe('who the ceiling binds', () => {
  it.each([
    ['an admin below the unit that set it', 'ou-b=admin', true],
    ['an admin two levels below', 'ou-c=admin', true],
    ['an admin of the unit that set it', 'ou-a=admin', false],
    ['an admin above it', 'ou-root=admin', false],
    ['a system admin', 'system=admin;ou-b=admin', false],
    ['a member (not an admin) of the unit that set it, admin below', 'ou-a=user;ou-b=admin', true],
    ['an admin of another branch', 'ou-x=admin', true],
  ])('%s: %s', (_label, policies, bound) => {
    expect(isBoundByCeiling(parsePolicies(policies), orgUser)).toBe(bound);
  });

  it('binds nobody when there is no ceiling', () => {
    expect(isBoundByCeiling(parsePolicies('ou-b=admin'), undefined)).toBe(false);
  });

  it('binds every tenant admin when the platform defaults set it', () => {
    const platform: CeilingInForce = {
      setting: { orgRoles: ['user'] },
      setOn: { id: PLATFORM_UNIT_ID, ouidChain: PLATFORM_UNIT_ID, name: 'System' },
    };
    expect(isBoundByCeiling(parsePolicies('ou-root=admin'), platform)).toBe(true);
    expect(isBoundByCeiling(parsePolicies('system=admin'), platform)).toBe(false);
  });
});

describe('ceilingRefusal', () => {
  const below = parsePolicies('ou-b=admin');

  it('refuses an org role beyond the ceiling, naming the rule, the unit and what it allows', () => {
    expect(ceilingRefusal(below, orgUser, { kind: 'org', role: 'admin' })).toEqual({
      rule: 'grantCeiling',
      unitId: 'ou-a',
      detail: '"admin" asked; the ceiling allows user',
    });
  });

  it('lets an allowed role, an unbound granter and an absent ceiling through', () => {
    expect(ceilingRefusal(below, orgUser, { kind: 'org', role: 'user' })).toBeUndefined();
    const above = parsePolicies('ou-root=admin');
    expect(ceilingRefusal(above, orgUser, { kind: 'org', role: 'admin' })).toBeUndefined();
    expect(ceilingRefusal(below, undefined, { kind: 'org', role: 'admin' })).toBeUndefined();
  });

  it('leaves a part that is absent without a ceiling', () => {
    const appsOnly = onA({ applications: [{ appId: 'ticketapp', roles: ['viewer'] }] });
    expect(ceilingRefusal(below, appsOnly, { kind: 'org', role: 'admin' })).toBeUndefined();
    const orgOnly = onA({ orgRoles: [] });
    expect(
      ceilingRefusal(below, orgOnly, { kind: 'app', appId: 'ticketapp', role: 'admin' }),
    ).toBeUndefined();
    expect(ceilingRefusal(below, orgOnly, { kind: 'org', role: 'user' })?.detail).toBe(
      '"user" asked; the ceiling allows no role',
    );
  });

  it('allows per application only the listed roles, and nothing of an unlisted application', () => {
    const ceiling = onA({ applications: [{ appId: 'ticketapp', roles: ['viewer', 'agent'] }] });
    const grant = (appId: string, role: string) =>
      ceilingRefusal(below, ceiling, { kind: 'app', appId, role });
    expect(grant('ticketapp', 'agent')).toBeUndefined();
    expect(grant('ticketapp', 'admin')).toEqual({
      rule: 'grantCeiling',
      unitId: 'ou-a',
      detail: '"ticketapp:admin" asked; the ceiling allows viewer, agent',
    });
    expect(grant('salespro', 'viewer')?.detail).toBe(
      '"salespro:viewer" asked; the ceiling allows no role',
    );
  });
});

describe('grantableRoles (the console options)', () => {
  it('keeps only what the granter may grant, all of it when unbound', () => {
    const offered = ['admin', 'user', 'auditor'];
    expect(grantableRoles(parsePolicies('ou-b=admin'), orgUser, offered, { kind: 'org' })).toEqual([
      'user',
    ]);
    expect(grantableRoles(parsePolicies('ou-a=admin'), orgUser, offered, { kind: 'org' })).toEqual(
      offered,
    );
    const apps = onA({ applications: [{ appId: 'ticketapp', roles: ['viewer'] }] });
    expect(
      grantableRoles(parsePolicies('ou-c=admin'), apps, ['viewer', 'agent'], {
        kind: 'app',
        appId: 'ticketapp',
      }),
    ).toEqual(['viewer']);
  });
});

describe('ceilingFromConfig', () => {
  const config = { grantable: { orgRoles: ['user'] } };

  it('takes the unit that set the key, with its chain cut from the unit asked about', () => {
    const sources = { grantable: { ouid: 'ou-a', name: 'Sales', platform: false } };
    expect(ceilingFromConfig(config, sources, { ouidChain: 'ou-root/ou-a/ou-b/ou-c' })).toEqual(
      orgUser,
    );
  });

  it('places the platform defaults on the SYSTEM unit', () => {
    const sources = { grantable: { ouid: PLATFORM_UNIT_ID, name: 'System', platform: true } };
    expect(ceilingFromConfig(config, sources, { ouidChain: 'ou-root/ou-a' })?.setOn).toEqual({
      id: PLATFORM_UNIT_ID,
      ouidChain: PLATFORM_UNIT_ID,
      name: 'System',
    });
  });

  it('is undefined without the key', () => {
    expect(ceilingFromConfig({}, {}, { ouidChain: 'ou-root' })).toBeUndefined();
  });

  it('lets nothing of a malformed part be granted', () => {
    expect(grantableSettingOf({ grantable: { orgRoles: 'admin', applications: [{}] } })).toEqual({
      orgRoles: [],
      applications: [],
    });
  });
});

describe('the grantable key of the core config', () => {
  const own = ownConfigSchemaFor('core');

  it('is optional, and a valid setting matches the domain type', () => {
    expect(own.safeParse({}).success).toBe(true);
    const setting = {
      orgRoles: ['user'],
      applications: [{ appId: 'ticketapp', roles: ['viewer'] }],
    } satisfies z.infer<typeof grantableSchema> satisfies GrantableSetting;
    expect(own.safeParse({ grantable: setting }).success).toBe(true);
    expect(own.safeParse({ grantable: {} }).success).toBe(true);
  });

  it.each([
    ['a role with a policy separator', { orgRoles: ['user;system=admin'] }],
    ['an unknown field', { orgRoles: ['user'], extra: true }],
    [
      'an application listed twice',
      {
        applications: [
          { appId: 'ticketapp', roles: [] },
          { appId: 'ticketapp', roles: ['viewer'] },
        ],
      },
    ],
    ['a crafted application id', { applications: [{ appId: 'a:b', roles: [] }] }],
    ['too many roles', { orgRoles: Array.from({ length: 51 }, (_, i) => `r${i}`) }],
  ])('refuses %s', (_label, grantable) => {
    expect(own.safeParse({ grantable }).success).toBe(false);
  });
});
