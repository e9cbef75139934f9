/** The key-by-key comparison of two configs (domain/config-diff.ts) and its canonical JSON. */
import { canonicalJson, diffConfigs } from '../../../lambdas/domain/config-diff';

describe('canonicalJson', () => {
  it('is the same whatever the order of object keys, and leaves undefined fields out', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } })).toBe(
      canonicalJson({ a: { c: null, d: [1, { x: 1, y: 2 }] }, b: 1, z: undefined }),
    );
    expect(canonicalJson({ b: 1, a: 'x' })).toBe('{"a":"x","b":1}');
  });

  it('keeps the order of lists', () => {
    expect(canonicalJson([1, 2])).not.toBe(canonicalJson([2, 1]));
  });
});

describe('diffConfigs', () => {
  it('lists added, removed and changed keys, and nothing for equal ones', () => {
    const changes = diffConfigs(
      { home: 'a', requireMfa: true, entityRules: [] },
      { home: 'b', entityRules: [], roles: [{ value: 'admin', name: 'Admin' }] },
    );
    expect(changes).toEqual([
      { key: 'home', kind: 'changed', before: 'a', after: 'b' },
      { key: 'roles', kind: 'added', after: [{ value: 'admin', name: 'Admin' }] },
      { key: 'requireMfa', kind: 'removed', before: true },
    ]);
  });

  it('compares lists of named entries entry by entry', () => {
    const [roles] = diffConfigs(
      {
        roles: [
          { value: 'admin', name: 'Admin' },
          { value: 'user', name: 'User' },
          { value: 'old', name: 'Old' },
        ],
      },
      {
        roles: [
          { value: 'admin', name: 'Administrator' },
          { value: 'user', name: 'User' },
          { value: 'seller', name: 'Seller' },
          { value: 'buyer', name: 'Buyer' },
        ],
      },
    );
    expect(roles).toMatchObject({
      key: 'roles',
      kind: 'changed',
      entries: { added: ['seller', 'buyer'], removed: ['old'], changed: ['admin'] },
    });
  });

  it('names applications by id and entity rules by entity', () => {
    const [apps, rules] = diffConfigs(
      {
        applications: [{ id: 'ticketapp', name: 'Tickets' }],
        entityRules: [{ entity: 'orgunit', publishToApiTopic: { actions: ['C'] } }],
      },
      {
        applications: [{ id: 'hrmapp', name: 'HRM' }],
        entityRules: [{ entity: 'orgunit', publishToApiTopic: { actions: ['C', 'D'] } }],
      },
    );
    expect(apps?.entries).toEqual({ added: ['hrmapp'], removed: ['ticketapp'], changed: [] });
    expect(rules?.entries).toEqual({ added: [], removed: [], changed: ['orgunit'] });
  });

  it('a reordered object is no change; a list of unnamed values has no entries', () => {
    expect(diffConfigs({ x: { a: 1, b: 2 } }, { x: { b: 2, a: 1 } })).toEqual([]);
    const [change] = diffConfigs({ list: [1, 2] }, { list: [2, 1] });
    expect(change).toEqual({ key: 'list', kind: 'changed', before: [1, 2], after: [2, 1] });
  });

  it('compares an object value (grantable) field by field', () => {
    const [change] = diffConfigs(
      { grantable: { orgRoles: ['user'], applications: [] } },
      { grantable: { orgRoles: ['user', 'auditor'], extra: 1 } },
    );
    expect(change?.entries).toEqual({
      added: ['extra'],
      removed: ['applications'],
      changed: ['orgRoles'],
    });
  });

  it('an undefined value counts as absent', () => {
    expect(diffConfigs({ home: undefined }, {})).toEqual([]);
    expect(diffConfigs({}, { home: 'x' })).toEqual([{ key: 'home', kind: 'added', after: 'x' }]);
  });
});
