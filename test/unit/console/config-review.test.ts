import type { ActiveConfig } from '../../../frontend/src/api/config';
import type { ConfigPreview } from '../../../frontend/src/api/config-preview';
import { configSourcesText } from '../../../frontend/src/pages/config-dash/config-sources';
import { inForceRows } from '../../../frontend/src/pages/config-dash/in-force-rows';
import {
  changeSummary,
  reviewSentence,
} from '../../../frontend/src/pages/config-dash/review/review-sentence';
import { valueSummary } from '../../../frontend/src/pages/config-dash/value-summary';
import { diffConfigs } from '../../../lambdas/domain/config-diff';

const platform = { ouid: 'ou-system', name: 'SYSTEM', platform: true };
const root = { ouid: 'ou-root', name: 'Acme', platform: false };
const sales = { ouid: 'ou-sales', name: 'Sales', platform: false };

const before = {
  home: 'orgusers',
  roles: [
    { value: 'admin', name: 'Admin' },
    { value: 'user', name: 'User' },
  ],
};
const after = {
  home: 'orgplan',
  roles: [
    { value: 'admin', name: 'Admin' },
    { value: 'user', name: 'User' },
    { value: 'a', name: 'A' },
    { value: 'b', name: 'B' },
  ],
  requireMfa: true,
};

const preview = (changes = diffConfigs(before, after)): ConfigPreview => ({
  identifier: 'core',
  unit: { id: 'ou-sales', name: 'Sales' },
  currentVersion: 7,
  nextVersion: 8,
  before,
  after,
  changes,
});

describe('the confirmation in words', () => {
  it('states each key change, list entries counted', () => {
    expect(changeSummary(diffConfigs(before, after))).toBe(
      'home changes, 2 roles added, requireMfa set',
    );
    expect(
      changeSummary(diffConfigs(after, { home: 'orgplan', roles: after.roles.slice(0, 3) })),
    ).toBe('1 role removed, requireMfa removed');
    expect(changeSummary([])).toBe('no changes');
  });

  it('names the action, the version to be and the unit', () => {
    const artifact = { kind: 'artifact', key: 'k', eTag: 'e' } as const;
    expect(reviewSentence(artifact, preview())).toBe(
      'Activate core version 8 on Sales: home changes, 2 roles added, requireMfa set',
    );
    expect(reviewSentence({ kind: 'version', number: 3 }, preview())).toBe(
      'Roll back core to version 3 on Sales as version 8: home changes, 2 roles added, requireMfa set',
    );
    expect(reviewSentence({ kind: 'withoutKey', key: 'home' }, preview())).toBe(
      'Return home to inherited on Sales as version 8',
    );
  });
});

describe('a value in a few words', () => {
  it('quotes text, counts and names list entries, counts object fields', () => {
    expect(valueSummary('orgusers')).toBe('"orgusers"');
    expect(valueSummary(true)).toBe('true');
    expect(valueSummary(before.roles)).toBe('2 entries: Admin, User');
    expect(valueSummary([])).toBe('Empty list');
    expect(valueSummary({ a: 1 })).toBe('1 field');
    expect(valueSummary(undefined)).toBe('Not set');
    expect(valueSummary(after.roles.concat(after.roles))).toBe('8 entries: Admin, User, A, B, …');
  });
});

const config = (overrides: Partial<ActiveConfig>): ActiveConfig => ({
  identifier: 'core',
  key: 'ou-system/core.json',
  eTag: 'e',
  config: { home: 'orgusers', roles: before.roles },
  ouid: 'ou-system',
  inherited: true,
  createdBy: 'system',
  createdDate: '2026-01-01T00:00:00.000Z',
  version: 1,
  sources: { home: platform, roles: platform },
  lockedAbove: {},
  ownLocks: [],
  overriddenByLock: [],
  lockableKeys: ['home', 'requireMfa', 'roles'],
  ...overrides,
});

describe('the keys in force', () => {
  it("of a new tenant: every lockable key, the platform's values, nothing own", () => {
    const rows = inForceRows(config({}));
    expect(rows.map((row) => [row.key, row.source?.name, row.own])).toEqual([
      ['home', 'SYSTEM', false],
      ['requireMfa', undefined, false],
      ['roles', 'SYSTEM', false],
    ]);
    expect(configSourcesText(config({}), 'ou-root')).toBe('Platform defaults (inherited)');
  });

  it('of a unit below: own keys, a lock above that keeps its own value out, its own locks', () => {
    const below = config({
      inherited: false,
      ouid: 'ou-sales',
      config: { home: 'orgplan', roles: before.roles },
      own: { config: { home: 'orgusers', roles: [] }, version: 4, key: 'k', eTag: 'e' },
      sources: { home: root, roles: sales },
      lockedAbove: { home: root },
      ownLocks: ['roles'],
      overriddenByLock: ['home'],
    });
    const [home, , roles] = inForceRows(below);
    expect(home).toMatchObject({ own: true, keptOut: true, lockedAbove: root, lockedHere: false });
    expect(roles).toMatchObject({ own: true, keptOut: false, lockedHere: true, source: sales });
    expect(configSourcesText(below, 'ou-sales')).toBe('Acme, This unit');
  });
});
