/**
 * The config in force (domain/config-merge.ts): layers merged top-down per key, a unit's own keys
 * overriding unless a layer above locked them, `requireMfa: true` locking itself, and the lock
 * rule a save is checked by.
 */
import {
  type ConfigLayer,
  lockViolation,
  mergeConfigLayers,
} from '../../../lambdas/domain/config-merge';

function layer(
  ouid: string,
  config?: Record<string, unknown>,
  locks: string[] = [],
  platform = false,
): ConfigLayer {
  return { ouid, name: `Unit ${ouid}`, platform, locks, ...(config ? { config } : {}) };
}

const source = (ouid: string, platform = false) => ({ ouid, name: `Unit ${ouid}`, platform });

const platform = layer(
  'ou-system',
  { home: 'tenants', roles: [{ value: 'admin', name: 'Admin' }], entityRules: [] },
  [],
  true,
);

describe('mergeConfigLayers', () => {
  it('gives each key the value of the lowest layer that sets it, with that layer as source', () => {
    const merged = mergeConfigLayers([
      platform,
      layer('ou-root', { home: 'dashboard' }),
      layer('ou-sales', { roles: [{ value: 'seller', name: 'Seller' }] }),
    ]);
    expect(merged.config).toEqual({
      home: 'dashboard',
      roles: [{ value: 'seller', name: 'Seller' }],
      entityRules: [],
    });
    expect(merged.sources).toEqual({
      home: source('ou-root'),
      roles: source('ou-sales'),
      entityRules: source('ou-system', true),
    });
    expect(merged.lockedAbove).toEqual({});
    expect(merged.overriddenByLock).toEqual([]);
  });

  it('replaces a list whole: a unit listing roles does not add to those above', () => {
    const merged = mergeConfigLayers([
      platform,
      layer('ou-root', { roles: [{ value: 'viewer', name: 'Viewer' }] }),
    ]);
    expect(merged.config.roles).toEqual([{ value: 'viewer', name: 'Viewer' }]);
  });

  it('a unit with no own config (or layers without configs) inherits everything', () => {
    const merged = mergeConfigLayers([platform, layer('ou-root'), layer('ou-new')]);
    expect(merged.config).toEqual(platform.config);
    expect(Object.values(merged.sources)).toEqual([
      source('ou-system', true),
      source('ou-system', true),
      source('ou-system', true),
    ]);
  });

  it('keeps a lock set two levels up: the units below cannot override the key', () => {
    const merged = mergeConfigLayers([
      platform,
      layer('ou-root', { home: 'locked-home' }, ['home']),
      layer('ou-mid', { home: 'mid-home' }),
      layer('ou-leaf', { home: 'leaf-home', entityRules: [{ entity: 'team' }] }),
    ]);
    expect(merged.config.home).toBe('locked-home');
    expect(merged.sources.home).toEqual(source('ou-root'));
    expect(merged.lockedAbove).toEqual({ home: source('ou-root') });
    // Only the unit's own keys are flagged; the middle unit's override is simply out of force.
    expect(merged.overriddenByLock).toEqual(['home']);
    expect(merged.sources.entityRules).toEqual(source('ou-leaf'));
  });

  it('a lock applies below its unit, not to the unit itself, which lists it as its own lock', () => {
    const merged = mergeConfigLayers([platform, layer('ou-root', { home: 'own' }, ['home'])]);
    expect(merged.config.home).toBe('own');
    expect(merged.lockedAbove).toEqual({});
    expect(merged.ownLocks).toEqual(['home']);
    expect(merged.overriddenByLock).toEqual([]);
  });

  it('the highest lock names where it was set', () => {
    const merged = mergeConfigLayers([
      platform,
      layer('ou-root', undefined, ['roles']),
      layer('ou-mid', undefined, ['roles', 'home']),
      layer('ou-leaf'),
    ]);
    expect(merged.lockedAbove).toEqual({ roles: source('ou-root'), home: source('ou-mid') });
  });

  it('requireMfa: true locks itself: a unit below cannot lift it', () => {
    const merged = mergeConfigLayers([
      platform,
      layer('ou-root', { requireMfa: true }),
      layer('ou-mid', { requireMfa: false }),
      layer('ou-leaf', { requireMfa: false }),
    ]);
    expect(merged.config.requireMfa).toBe(true);
    expect(merged.sources.requireMfa).toEqual(source('ou-root'));
    expect(merged.lockedAbove.requireMfa).toEqual(source('ou-root'));
    expect(merged.overriddenByLock).toEqual(['requireMfa']);
  });

  it('requireMfa: false does not lock: a unit below may add the requirement', () => {
    const merged = mergeConfigLayers([
      platform,
      layer('ou-root', { requireMfa: false }),
      layer('ou-leaf', { requireMfa: true }),
    ]);
    expect(merged.config.requireMfa).toBe(true);
    expect(merged.sources.requireMfa).toEqual(source('ou-leaf'));
    expect(merged.lockedAbove).toEqual({});
  });

  it('a unit may add the MFA requirement under an explicit lock of requireMfa', () => {
    const merged = mergeConfigLayers([
      platform,
      layer('ou-root', { requireMfa: false }, ['requireMfa']),
      layer('ou-leaf', { requireMfa: true }),
    ]);
    expect(merged.config.requireMfa).toBe(true);
    expect(merged.sources.requireMfa).toEqual(source('ou-leaf'));
    expect(merged.overriddenByLock).toEqual([]);
  });

  it('a requirement repeated below keeps the source where it was first set, flagging nothing', () => {
    const merged = mergeConfigLayers([
      platform,
      layer('ou-root', { requireMfa: true }),
      layer('ou-leaf', { requireMfa: true }),
    ]);
    expect(merged.sources.requireMfa).toEqual(source('ou-root'));
    expect(merged.overriddenByLock).toEqual([]);
  });

  it('for the SYSTEM unit alone, everything is its own', () => {
    const merged = mergeConfigLayers([layer('ou-system', { home: 'tenants' }, ['home'], true)]);
    expect(merged.config).toEqual({ home: 'tenants' });
    expect(merged.sources.home).toEqual(source('ou-system', true));
    expect(merged.ownLocks).toEqual(['home']);
    expect(merged.lockedAbove).toEqual({});
  });

  it('no layers give an empty config', () => {
    expect(mergeConfigLayers([])).toEqual({
      config: {},
      sources: {},
      lockedAbove: {},
      ownLocks: [],
      overriddenByLock: [],
    });
  });
});

describe('lockViolation', () => {
  const lockedAbove = { home: source('ou-root'), requireMfa: source('ou-mid') };

  it('names the first own key locked above, with where', () => {
    expect(lockViolation({ roles: [], home: 'x' }, lockedAbove)).toEqual({
      key: 'home',
      source: source('ou-root'),
    });
  });

  it('lets keys nobody locked through', () => {
    expect(lockViolation({ roles: [], entityRules: [] }, lockedAbove)).toBeUndefined();
    expect(lockViolation({ home: undefined }, lockedAbove)).toBeUndefined();
  });

  it('refuses lifting a locked MFA requirement, never adding one', () => {
    expect(lockViolation({ requireMfa: false }, lockedAbove)).toEqual({
      key: 'requireMfa',
      source: source('ou-mid'),
    });
    expect(lockViolation({ requireMfa: true }, lockedAbove)).toBeUndefined();
  });
});
