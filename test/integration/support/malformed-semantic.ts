/**
 * Body attacks that a JSON Schema cannot see, per route: each starts from a body that is right in
 * every way (for the caller, on their own unit) and breaks one thing the API must refuse. One
 * arbitrary per kind of attack, so every kind is sent.
 */
import fc from 'fast-check';

import { ROOT_UNIT_ID, SEED_UNITS } from '../../../local/seed-data';
import type { HostileCaller } from './malformed-callers';
import {
  NAMED_BLANK_NAMES,
  NAMED_NOT_APPLICATIONS,
  NAMED_SEPARATED_ROLES,
} from './malformed-roll-call';
import { emailOf, type HostileFixture } from './malformed-fixture';
import { hasSample, shown } from './malformed-request';
import {
  BLANK_NAMES,
  caseVariants,
  controlRole,
  hostileName,
  hostilePolicies,
  hugeList,
  NOT_APPLICATIONS,
  otherEmails,
  SEPARATED_APP_IDS,
  SEPARATED_ROLES,
  separatedUnitIds,
} from './malformed-semantic-values';

export interface SemanticAttack {
  how: string;
  body: Record<string, unknown>;
  /** Replaces the sample's query string. */
  query?: string;
}

type Body = Record<string, unknown>;
type Attacks = (fixture: HostileFixture, caller: HostileCaller) => fc.Arbitrary<SemanticAttack>[];

const attack =
  (base: Body, field: string, how = field) =>
  (value: unknown): SemanticAttack => ({
    how: `${how} ${shown(value)}`,
    body: { ...base, [field]: value },
  });

/**
 * An invitation (a new account with a temporary password) of a taken username, with a password the
 * pool's policy refuses, with junk in `invite`, or (for a free username) without an e-mail.
 */
function inviteAttacks(base: Body, freeUsername: string) {
  const free = { ...base, username: freeUsername, email: emailOf(freeUsername) };
  return [
    fc.constant({ how: 'an invitation of an existing account', body: { ...base, invite: {} } }),
    fc
      .constantFrom('password', 'Short#1a', 'nouppercase#2026', 'NoSymbolHere2026', '')
      .map((temporaryPassword) => ({
        how: `a temporary password the policy refuses ${shown(temporaryPassword)}`,
        body: { ...free, invite: { temporaryPassword } },
      })),
    fc
      .constantFrom<unknown>('yes', true, [], { role: 'admin' }, { temporaryPassword: 42 })
      .map(attack(free, 'invite')),
    fc.constant({
      how: 'an invitation without an e-mail',
      body: { ...free, email: undefined, invite: {} },
    }),
  ];
}

/** One constant arbitrary per named value, so each is sent whatever the seed. */
const named = <Value>(values: readonly Value[], toAttack: (value: Value) => SemanticAttack) =>
  values.map((value) => fc.constant(toAttack(value)));

/** Blank names (each named one once, and others) and names with control characters. */
const nameAttacks = (toAttack: (name: string) => SemanticAttack) => [
  ...named(NAMED_BLANK_NAMES, toAttack),
  hostileName.map(toAttack),
];

/** Org role values no unit defines: separators, control characters, blanks, too long. */
const hostileOrgRole: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...SEPARATED_ROLES, ...BLANK_NAMES, 'owner'),
  controlRole,
  fc.integer({ min: 101, max: 3000 }).map((length) => 'a'.repeat(length)),
);

/** Attacks on the role of an org user (`role`, or `roles: ['ouid=role']`). */
function orgRoleAttacks(base: Body, caller: HostileCaller): fc.Arbitrary<SemanticAttack>[] {
  const { role: _role, ...withoutRole } = base;
  return [
    ...named(NAMED_SEPARATED_ROLES, attack(base, 'role')),
    hostileOrgRole.map(attack(base, 'role')),
    hostilePolicies('ou-sales').map((policy) => attack(withoutRole, 'roles')([policy])),
    hugeList(2, 300, 'ou-sales=user').map(attack(withoutRole, 'roles', 'roles of')),
    fc
      .constantFrom(...caller.foreignUnits)
      .map((ouid) => attack(withoutRole, 'roles', 'a foreign unit in roles')([`${ouid}=user`])),
    fc.constant(attack(base, 'roles', 'both role and roles')(['ou-sales=user'])),
  ];
}

const SEEDED_TENANT_NAME =
  SEED_UNITS.find((unit) => unit.id === ROOT_UNIT_ID)?.name ?? 'Acme Group';

const staleVersion = (base: Body) =>
  fc.integer({ min: 1000, max: 2 ** 31 }).map(attack(base, 'version', 'stale version'));

const SEMANTIC_ATTACKS: Readonly<Record<string, Attacks>> = {
  'POST /orgunit': (f) => {
    const base = { name: `${f.prefix} hostile`, description: 'A hostile create' };
    return nameAttacks(attack(base, 'name'));
  },
  'PUT /orgunit/{id}': (f) => {
    const data = { name: `${f.prefix} renamed`, description: 'Edited' };
    const base = { version: 1, data };
    const inData = (field: string) => (value: unknown) => ({
      how: `data.${field} ${shown(value)}`,
      body: { ...base, data: { ...data, [field]: value } },
    });
    return [
      ...nameAttacks(inData('name')),
      fc
        .constantFrom('ou-root', 'ou-sales', f.units.read, ...separatedUnitIds('ou-sales'))
        .map(inData('identifier')),
      staleVersion(base),
    ];
  },
  'PUT /orgunit/{id}/seen': (f) => {
    const base = { at: '2026-01-02T03:04:05.678Z', id: `${f.prefix}-record` };
    const future = fc.date({
      min: new Date(Date.now() + 3_600_000),
      max: new Date('9999-12-31T00:00:00.000Z'),
      noInvalidDate: true,
    });
    return [future.map((date) => attack(base, 'at', 'a record in the future')(date.toISOString()))];
  },
  'PUT /userprofile/{username}/inbox/seen': (f) => {
    const base = { at: '2026-01-02T03:04:05.678Z', id: `${f.prefix}-record` };
    const future = fc.date({
      min: new Date(Date.now() + 3_600_000),
      max: new Date('9999-12-31T00:00:00.000Z'),
      noInvalidDate: true,
    });
    return [future.map((date) => attack(base, 'at', 'a record in the future')(date.toISOString()))];
  },
  // A rejection's reason is required: blank ones (white space of every kind) are refused.
  'POST /orgunit/{id}/deletion/reject': () =>
    named(NAMED_BLANK_NAMES, attack({ reason: 'Still needed' }, 'reason')),
  'POST /userprofile': (f) => {
    const account = f.accounts.profileless;
    const base = { name: 'Hostile Newcomer', username: account, email: emailOf(account) };
    const existing = f.usernames.viewed;
    return [
      ...nameAttacks(attack(base, 'name')),
      fc.constantFrom(...caseVariants(existing)).map((username) => ({
        how: `username differing in case only ${shown(username)}`,
        body: { ...base, username, email: emailOf(existing) },
      })),
      fc.constant({
        how: 'an existing profile',
        body: { ...base, username: existing, email: emailOf(existing) },
      }),
      fc.constant({
        how: 'no sign-in account',
        body: { ...base, username: f.accounts.nobody, email: emailOf(f.accounts.nobody) },
      }),
      fc
        .constantFrom(...otherEmails(account))
        .map(attack(base, 'email', "e-mail not the account's")),
      ...inviteAttacks(base, f.accounts.nobody),
      fc
        .constantFrom('user;system=admin', 'a b', 'a\u0000b', '\u00fc', '../x')
        .map(attack(base, 'username')),
    ];
  },
  'PUT /userprofile/{username}': (f) => {
    const base = { name: 'Matrix Renamed', version: 1 };
    return [
      ...nameAttacks(attack(base, 'name')),
      fc
        .tuple(fc.boolean(), hostilePolicies('ou-sales'))
        .map(([withValid, policy]) =>
          attack(base, 'policies')(withValid ? ['ou-sales=user', policy] : [policy]),
        ),
      fc.constant(attack(base, 'policies', 'a unit that does not exist')([`${f.nowhere}=user`])),
      hugeList(41, 400, 'ou-sales=user').map(attack(base, 'policies', 'policies of')),
      staleVersion(base),
    ];
  },
  'PUT /userprofile/{username}/details': () => {
    const base = { name: 'Hostile Renamed', version: 1 };
    return [
      ...nameAttacks(attack(base, 'name')),
      fc
        .constantFrom(
          '+1 555 0100',
          '0123456789',
          '+0123456',
          '+1234567890123456',
          '+49\u0000123456',
          ' ',
        )
        .map(attack(base, 'phone_number')),
      staleVersion(base),
    ];
  },
  'POST /orguser': (f, caller) => {
    const account = f.accounts.joiner;
    const base = {
      name: 'Hostile Joiner',
      username: account,
      email: emailOf(account),
      role: 'user',
    };
    const member = f.usernames.viewed;
    const stranger = f.usernames.engineeringAdmin;
    return [
      ...nameAttacks(attack(base, 'name')),
      ...orgRoleAttacks(base, caller),
      fc.constantFrom(...caseVariants(member)).map((username) => ({
        how: `a member's username differing in case only ${shown(username)}`,
        body: { ...base, username, email: emailOf(member) },
      })),
      fc.constant({
        how: 'no sign-in account',
        body: { ...base, username: f.accounts.nobody, email: emailOf(f.accounts.nobody) },
      }),
      fc.constantFrom(account, stranger).chain((username) =>
        fc.constantFrom(...otherEmails(username)).map((email) => ({
          how: `e-mail not the account's ${shown(email)}`,
          body: { ...base, username, email },
        })),
      ),
      ...inviteAttacks(base, f.accounts.nobody),
    ];
  },
  'PUT /orguser/{username}': (_f, caller) => {
    const base = { role: 'admin', version: 1 };
    return [
      ...nameAttacks(attack(base, 'name')),
      ...orgRoleAttacks(base, caller),
      staleVersion(base),
    ];
  },
  'POST /appuser': (f, caller) => {
    const base = {
      username: f.usernames.appJoining,
      appId: f.appId,
      roles: ['agent'],
      ouid: 'ou-sales',
    };
    return [
      ...named(NAMED_NOT_APPLICATIONS, (appId) => ({
        how: `not an application ${shown(appId)} (user)`,
        body: { ...base, appId, roles: ['user'] },
      })),
      ...named(NAMED_SEPARATED_ROLES, (role) => attack(base, 'roles')([role])),
      fc
        .tuple(fc.constantFrom(...NOT_APPLICATIONS), fc.constantFrom('user', 'admin', 'agent'))
        .map(([appId, role]) => ({
          how: `not an application ${shown(appId)} (${role})`,
          body: { ...base, appId, roles: [role] },
        })),
      fc.constantFrom(...SEPARATED_APP_IDS).map(attack(base, 'appId')),
      fc
        .oneof(fc.constantFrom(...SEPARATED_ROLES, ...BLANK_NAMES, 'user', 'owner'), controlRole)
        .map((role) => attack(base, 'roles')([role])),
      hugeList(21, 400, 'agent').map(attack(base, 'roles', 'roles of')),
      fc
        .constantFrom(...separatedUnitIds('ou-sales'), ...caller.foreignUnits)
        .map(attack(base, 'ouid')),
      fc
        .constantFrom(f.accounts.nobody, f.usernames.engineeringAdmin)
        .map(attack(base, 'username', 'not a member')),
    ];
  },
  'POST /tenant': (f) => {
    const admin = { kind: 'existing', username: `${f.prefix}-tenantadmin` };
    const base = { name: `${f.prefix} hostile tenant`, admin };
    const invite = (how: string, choice: Body) => fc.constant(attack(base, 'admin', how)(choice));
    return [
      ...nameAttacks(attack(base, 'name')),
      // The seeded tenant holds its name without a tenant-name item: the list is checked too.
      fc
        .constantFrom(SEEDED_TENANT_NAME, ...caseVariants(SEEDED_TENANT_NAME.toLowerCase()))
        .map(attack(base, 'name', 'the name of a tenant')),
      invite('no sign-in account', { kind: 'existing', username: f.accounts.nobody }),
      invite('an invitation of an existing account', {
        kind: 'invite',
        username: f.usernames.viewed.toUpperCase(),
        email: emailOf(f.usernames.viewed),
        name: 'Hostile Invitee',
      }),
      invite('an invitation whose e-mail is no username', {
        kind: 'invite',
        email: `o'${f.prefix}@example.com`,
        name: 'Hostile Invitee',
      }),
    ];
  },
  'POST /document': (f) => {
    const base = { key: f.documents.uploadedKey, name: `${f.prefix} hostile.png` };
    const stem = f.documents.uploadedKey.slice('ou-sales/'.length);
    return [
      ...nameAttacks(attack(base, 'name')),
      fc
        .constantFrom(
          `ou-engineering/${stem}`,
          `ou-root/${stem}`,
          `ou-sales-north/${stem}`,
          `ou-sales/${stem.replace(/\.png$/, '.jpg')}`,
          `ou-sales/00000000-0000-4000-8000-000000000000.png`,
          `ou-sales/../ou-sales/${stem}`,
          `ou-sales//${stem}`,
        )
        .map(attack(base, 'key')),
    ];
  },
  'POST /team': (f) => {
    const base = { name: `${f.prefix} hostile team` };
    const taken = `Matrix team ${f.prefix} read`;
    return [
      ...nameAttacks(attack(base, 'name')),
      fc
        .constantFrom(taken, ` ${taken.toUpperCase()} `, ...caseVariants(taken.toLowerCase()))
        .map(attack(base, 'name', 'the name of a team of the unit')),
    ];
  },
  'PUT /team/{teamId}': (f) => {
    const base = { name: `${f.prefix} hostile rename`, version: 1 };
    return [
      ...nameAttacks(attack(base, 'name')),
      fc
        .constant(`Matrix team ${f.prefix} read`.toUpperCase())
        .map(attack(base, 'name', 'the name of another team of the unit')),
      staleVersion(base),
    ];
  },
  'PUT /team/{teamId}/member/{username}': () => {
    const base = { role: 'member' };
    return [
      fc
        .oneof(
          fc.constantFrom('admin', 'owner', 'Lead', 'lead;system=admin', 'lead,admin', ''),
          controlRole,
        )
        .map(attack(base, 'role')),
    ];
  },
  'PUT /config/{identifier}': (f) => {
    const { identifier, key, eTag } = f.artifact;
    const base = { key, identifier, ETag: eTag };
    return [
      fc
        .constantFrom(
          `ou-engineering/${identifier}.json`,
          `ou-root/${identifier}.json`,
          'ou-sales/other.json',
          `ou-sales/../ou-sales/${identifier}.json`,
          `ou-sales//${identifier}.json`,
          `./ou-sales/${identifier}.json`,
        )
        .map(attack(base, 'key')),
      fc.constant(attack(base, 'ETag', 'a stale ETag')('"00000000000000000000000000000000"')),
      fc.constantFrom('constructor', 'core', `${identifier}x`).map(attack(base, 'identifier')),
      fc.constant({
        how: 'both createArtifact and updateArtifact',
        body: base,
        query: 'createArtifact=true&updateArtifact=true',
      }),
    ];
  },
  'POST /config/{identifier}': () => {
    const role = { value: 'saved', name: 'Saved' };
    const inConfig = (how: string) => (config: unknown) => ({
      how: `${how} ${shown(config)}`,
      body: { config },
    });
    return [
      fc
        .constantFrom<unknown>(
          {},
          { roles: [] },
          { roles: [{ value: 'saved' }] },
          { roles: [{ ...role, value: 'user;system=admin' }] },
          { roles: 'admin' },
          { roles: [role], home: 'orgunits' },
          { roles: [role], requireMfa: false },
          JSON.parse('{"roles":[{"value":"saved","name":"Saved"}],"__proto__":{"isAdmin":true}}'),
          { roles: [role], constructor: { name: 'x' } },
        )
        .map(inConfig('an application config that is not one')),
      fc
        .integer({ min: 51, max: 300 })
        .map((length) => Array.from({ length }, (_, index) => ({ value: `r${index}`, name: 'R' })))
        .map((list) => inConfig('too many roles')({ roles: list })),
      hostileName.map((name) => inConfig('a role name')({ roles: [{ ...role, name }] })),
      fc.constant({
        how: 'a config saved over another unit in the body',
        body: { config: { roles: [role] }, ouid: 'ou-root' },
      }),
    ];
  },
  'POST /config/{identifier}/versions/{number}/rollback': () => [
    staleVersion({ version: 2 }),
    fc.constant(attack({}, 'version', 'a version before the current one')(1)),
  ],
  'DELETE /config/{identifier}/keys/{key}': () => [
    staleVersion({ version: 1 }),
    fc.constant(attack({}, 'version', 'a version after the current one')(2)),
  ],
};

/** Routes with semantic attacks (a route without a matrix sample yet is left to the coverage check). */
export const SEMANTIC_ROUTES = Object.keys(SEMANTIC_ATTACKS).filter(hasSample);

export function semanticAttacks(
  route: string,
  fixture: HostileFixture,
  caller: HostileCaller,
): fc.Arbitrary<SemanticAttack>[] {
  const attacks = SEMANTIC_ATTACKS[route];
  if (!attacks) throw new Error(`No semantic attacks for ${route}`);
  return attacks(fixture, caller);
}
