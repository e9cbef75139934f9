/**
 * The pure parts of the config writes: the checks of an own config, change words, saved keys, and
 * the writes of an activation (with the MFA marker's change when `requireMfa: true` comes or goes).
 */
import {
  type Activation,
  activationWrites,
  changesMfaRequirement,
} from '../../../lambdas/config/activation-writes';
import { changeWords } from '../../../lambdas/config/change-words';
import { checkOwnConfig } from '../../../lambdas/config/own-config-check';
import { savedArtifactKey } from '../../../lambdas/config/saved-artifact-key';
import { diffConfigs } from '../../../lambdas/domain/config-diff';
import { keys } from '../../../lambdas/domain/data-keys';
import type { ActiveConfigRecord } from '../../../lambdas/domain/records';
import { type ConfigLayer, mergeConfigLayers } from '../../../lambdas/domain/config-merge';
import type { UnitConfigState } from '../../../lambdas/shared/config-in-force';
import { BadRequestError, ForbiddenError } from '../../../lambdas/shared/errors';

const ROLES = [{ value: 'admin', name: 'Admin' }];
const PLATFORM_CORE = { home: 'orgunits', roles: ROLES, applications: [], entityRules: [] };

/** ou-system → top (locks `home`) → middle → unit. */
function coreState(topLocks: string[] = ['home']): UnitConfigState {
  const layers: ConfigLayer[] = [
    { ouid: 'ou-system', name: 'SYSTEM', platform: true, locks: [], config: PLATFORM_CORE },
    { ouid: 'ou-top', name: 'Top', platform: false, locks: topLocks },
    { ouid: 'ou-middle', name: 'Middle', platform: false, locks: [] },
    { ouid: 'ou-unit', name: 'Unit', platform: false, locks: [] },
  ];
  return {
    identifier: 'core',
    unit: { id: 'ou-unit', name: 'Unit' },
    inForce: mergeConfigLayers(layers),
    layers,
    live: true,
  };
}

function thrown(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('nothing thrown');
}

describe('checkOwnConfig', () => {
  it('takes a partial config and merges it with what is inherited', () => {
    const { own, after } = checkOwnConfig(coreState([]), { home: 'teams' });
    expect(own).toEqual({ home: 'teams' });
    expect(after.config).toEqual({ ...PLATFORM_CORE, home: 'teams' });
  });

  it('refuses a key locked two levels up with 403 naming the key and the unit', () => {
    const error = thrown(() => checkOwnConfig(coreState(), { home: 'teams' }));
    expect(error).toBeInstanceOf(ForbiddenError);
    expect(error.message).toBe(
      'The key "home" is locked on Top; units below it cannot override it',
    );
  });

  it('names bad fields first, then unknown keys, before looking at the locks', () => {
    const error = thrown(() =>
      checkOwnConfig(coreState(), { home: 'teams', roles: [{ value: 'x' }], colour: 'red' }),
    );
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.message).toMatch(
      /^The config is not valid: roles\.0\.name: .*; colour: not a key/,
    );
  });

  it('refuses a __proto__ key as an unknown key', () => {
    const content = JSON.parse('{"home":"x","__proto__":{"isAdmin":true}}') as unknown;
    const error = thrown(() => checkOwnConfig(coreState([]), content));
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.message).toContain('__proto__: not a key of a core config');
  });

  it('400 naming the field when the merge misses a required key', () => {
    const state: UnitConfigState = {
      identifier: 'app',
      unit: { id: 'ou-unit', name: 'Unit' },
      inForce: mergeConfigLayers([{ ouid: 'ou-unit', name: 'Unit', platform: false, locks: [] }]),
      layers: [{ ouid: 'ou-unit', name: 'Unit', platform: false, locks: [] }],
      live: true,
    };
    const error = thrown(() => checkOwnConfig(state, {}));
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.message).toMatch(/^The config is not valid: roles: /);
  });

  it.each([[null], [[]], ['core'], [7]])('400 for a config that is not an object: %j', (value) => {
    expect(thrown(() => checkOwnConfig(coreState([]), value))).toBeInstanceOf(BadRequestError);
  });
});

describe('changeWords', () => {
  it('says what changed, key by key, entries counted', () => {
    const before = { home: 'a', roles: [{ value: 'x', name: 'X' }], entityRules: [] };
    const after = {
      home: 'b',
      roles: [
        { value: 'x', name: 'X' },
        { value: 'y', name: 'Y' },
        { value: 'z', name: 'Z' },
      ],
      requireMfa: true,
    };
    expect(changeWords(diffConfigs(before, after))).toBe(
      'home changes, 2 roles added, requireMfa set, entityRules removed',
    );
    expect(changeWords(diffConfigs({ roles: [{ value: 'x', name: 'X' }] }, { roles: [] }))).toBe(
      '1 role removed',
    );
    expect(changeWords([])).toBe('no changes');
  });

  it('counts the changed parts of the grant ceiling', () => {
    const before = { grantable: { orgRoles: ['user'] } };
    const after = { grantable: { orgRoles: ['user', 'auditor'] } };
    expect(changeWords(diffConfigs(before, after))).toBe('1 grantable part changed');
  });
});

it('saves under {ouid}/saved/{compact time}-{8 hex}/{identifier}.json', () => {
  expect(savedArtifactKey('ou-a', 'core', '2026-11-28T01:02:03.456Z')).toMatch(
    /^ou-a\/saved\/20261128T010203Z-[0-9a-f]{8}\/core\.json$/,
  );
});

describe('activationWrites', () => {
  const at = '2026-03-01T12:00:00.000Z';
  const current = (config: object): ActiveConfigRecord => ({
    ...keys.activeConfig('ou-unit', 'core'),
    entity: 'config',
    ouid: 'ou-unit',
    identifier: 'core',
    key: '',
    eTag: '',
    config,
    createdBy: 'admin',
    createdDate: at,
    version: 3,
  });
  const activation = (
    own: Record<string, unknown>,
    before?: object,
    identifier = 'core',
  ): Activation => ({
    ouid: 'ou-unit',
    identifier,
    own,
    kind: 'activated',
    ...(before ? { current: { ...current(before), identifier } } : {}),
    actor: 'admin',
    at,
  });

  beforeAll(() => {
    process.env.TABLE_NAME ??= 'config-writes-test';
  });

  it('counts a change on the MFA marker when the own `requireMfa: true` is set or dropped', () => {
    expect(changesMfaRequirement(activation({ requireMfa: true }))).toBe(true);
    expect(changesMfaRequirement(activation({ requireMfa: true }, { home: 'x' }))).toBe(true);
    // A rollback or a return to inherited that drops it lifts it.
    expect(changesMfaRequirement(activation({ home: 'x' }, { requireMfa: true }))).toBe(true);
    expect(changesMfaRequirement(activation({ requireMfa: false }, { requireMfa: true }))).toBe(
      true,
    );
  });

  it('counts none when the requirement stays as it was, or the identifier has none', () => {
    expect(changesMfaRequirement(activation({ home: 'y' }, { home: 'x' }))).toBe(false);
    expect(changesMfaRequirement(activation({ requireMfa: false }))).toBe(false);
    const stays = activation({ requireMfa: true, home: 'y' }, { requireMfa: true });
    expect(changesMfaRequirement(stays)).toBe(false);
    expect(changesMfaRequirement(activation({ requireMfa: true }, undefined, 'ticketapp'))).toBe(
      false,
    );
  });

  it('writes the marker change in the same transaction as the active and version records', () => {
    const marked = activationWrites(activation({ requireMfa: true }, { home: 'x' })).writes;
    expect(marked).toHaveLength(3);
    expect(marked[2]).toMatchObject({
      Update: {
        Key: keys.mfaRequirementMarker,
        UpdateExpression: 'ADD #changes :one SET #changedAt = :at, #entity = :entity',
        ExpressionAttributeValues: { ':one': 1, ':at': at },
      },
    });
    expect(activationWrites(activation({ home: 'y' }, { home: 'x' })).writes).toHaveLength(2);
  });
});
