/**
 * The config editor's checks before a save (issue 38): the server's own schemas per own key, no
 * unknown key, no key locked above, nothing required left with nothing to inherit; and the core
 * form's rows holding a config exactly or not at all.
 */
import { configProblems } from '../../../frontend/src/pages/config-dash/editor/config-problems';
import {
  configFromDraft,
  draftFromConfig,
  formHolds,
} from '../../../frontend/src/pages/config-dash/editor/core-draft';
import { configDashStrings } from '../../../frontend/src/strings/config-dash';

const text = configDashStrings.configEditor;
const platform = { ouid: 'ou-system', name: 'SYSTEM', platform: true };
const unit = { ouid: 'ou-sales', name: 'Sales', platform: false };
const roles = [{ value: 'admin', name: 'Admin' }];

/** A unit under the platform defaults, which set roles, applications and entity rules. */
const inherited = {
  inForce: { roles, applications: [], entityRules: [] },
  sources: { roles: platform, applications: platform, entityRules: platform },
  lockedAbove: {},
};

describe('configProblems', () => {
  it('accepts a partial own config whose other keys are inherited', () => {
    expect(configProblems('core', { home: 'orgusers' }, inherited, unit.ouid)).toEqual([]);
  });

  it('names each field at fault with its path, and unknown keys', () => {
    const problems = configProblems(
      'core',
      { roles: [{ value: 'has space', name: '' }], colour: 'blue' },
      inherited,
      unit.ouid,
    );
    expect(problems.map((problem) => problem.path)).toEqual([
      'roles.0.value',
      'roles.0.name',
      'colour',
    ]);
    expect(problems[2]?.message).toBe(text.unknownKey('core'));
  });

  it('refuses anything but an object', () => {
    expect(configProblems('core', [], inherited, unit.ouid)).toEqual([
      { path: '', message: text.notObject },
    ]);
  });

  it('refuses a key locked above, naming where', () => {
    const locked = { ...inherited, lockedAbove: { home: { ...unit, name: 'Acme' } } };
    expect(configProblems('core', { home: 'x' }, locked, unit.ouid)).toEqual([
      { path: 'home', message: text.lockedOn('Acme') },
    ]);
  });

  it('asks for a required key nothing above sets (a new application config)', () => {
    expect(configProblems('newapp', {}, undefined, unit.ouid)).toEqual([
      { path: 'roles', message: text.nothingToInherit },
    ]);
    expect(configProblems('newapp', { roles }, undefined, unit.ouid)).toEqual([]);
  });

  it('leaves to the server a key the unit sets today whose value above is unknown', () => {
    const own = { ...inherited, sources: { ...inherited.sources, roles: unit } };
    expect(configProblems('core', {}, own, unit.ouid)).toEqual([]);
  });
});

describe('the core form draft', () => {
  it('holds a config of the form keys and keeps the others as they are', () => {
    const own = {
      home: 'orgusers',
      roles,
      applications: [{ id: 'ticketapp', name: 'Issue Tracker', status: 'pending' }],
      entityRules: [{ entity: 'orgunit', publishToApiTopic: { actions: ['C'] } }],
      requireMfa: true,
      grantable: { orgRoles: ['user'], applications: [{ appId: 'ticketapp', roles: ['agent'] }] },
    };
    expect(formHolds(own)).toBe(true);
    expect(configFromDraft(draftFromConfig(own))).toEqual(own);
    expect(configProblems('core', own, inherited, unit.ouid)).toEqual([]);
  });

  it('does not hold what its rows would change', () => {
    expect(formHolds({ roles: [{ value: 'admin', name: 'Admin', extra: 1 }] })).toBe(false);
    expect(formHolds({ home: 3 })).toBe(false);
  });

  it('leaves inherited keys out', () => {
    expect(configFromDraft({ home: 'x', other: {} })).toEqual({ home: 'x' });
  });
});
