/** Identity by `sub`: which account a stored profile, and what it holds, belongs to. */
import { isBoundTo, mayBindProfile } from '../../../lambdas/domain/identity';

const PROFILE_CREATED = '2026-03-01T10:00:00.000Z';

describe('isBoundTo', () => {
  it('is true only for the account whose sub the profile stores', () => {
    expect(isBoundTo({ sub: 'sub-a' }, 'sub-a')).toBe(true);
    expect(isBoundTo({ sub: 'sub-a' }, 'sub-b')).toBe(false);
  });

  it('binds nobody by a profile that stores no sub, or an empty one, nor by no profile', () => {
    expect(isBoundTo({}, 'sub-a')).toBe(false);
    expect(isBoundTo({ sub: '' }, '')).toBe(false);
    expect(isBoundTo(undefined, 'sub-a')).toBe(false);
  });
});

describe('mayBindProfile', () => {
  const before = new Date('2026-02-28T09:00:00.000Z');
  const after = new Date('2026-03-02T09:00:00.000Z');

  it('lets the account whose sub the profile stores have it, whenever the account was made', () => {
    const profile = { sub: 'sub-a', createdDate: PROFILE_CREATED };
    expect(mayBindProfile(profile, { sub: 'sub-a', createdAt: after })).toBe(true);
    expect(mayBindProfile(profile, { sub: 'sub-a' })).toBe(true);
  });

  it('never gives a profile bound to an earlier account to a newer one of the name', () => {
    const profile = { sub: 'sub-a', createdDate: PROFILE_CREATED };
    expect(mayBindProfile(profile, { sub: 'sub-b', createdAt: before })).toBe(false);
  });

  it('binds a profile that stores no sub to an account that existed when it was written', () => {
    const profile = { createdDate: PROFILE_CREATED };
    expect(mayBindProfile(profile, { sub: 'sub-a', createdAt: before })).toBe(true);
    expect(mayBindProfile(profile, { sub: 'sub-a', createdAt: new Date(PROFILE_CREATED) })).toBe(
      true,
    );
  });

  it('refuses to bind a profile that stores no sub to an account made after it, or of unknown age', () => {
    const profile = { createdDate: PROFILE_CREATED };
    expect(mayBindProfile(profile, { sub: 'sub-b', createdAt: after })).toBe(false);
    expect(mayBindProfile(profile, { sub: 'sub-b' })).toBe(false);
    expect(mayBindProfile(profile, { sub: 'sub-b', createdAt: new Date('not a date') })).toBe(
      false,
    );
    expect(mayBindProfile({ createdDate: 'not a date' }, { sub: 'sub-b', createdAt: before })).toBe(
      false,
    );
  });
});
