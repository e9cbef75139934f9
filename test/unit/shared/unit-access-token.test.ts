import {
  decodeAccessToken,
  encodeAccessToken,
  memberStartKey,
} from '../../../lambdas/shared/unit-access-token';

const CHAIN = ['ou-leaf', 'ou-mid', 'ou-top'];
const LIST = { targetUnitId: 'ou-leaf' };
const forged = (body: unknown) => Buffer.from(JSON.stringify(body)).toString('base64url');

describe('the who-has-access page token', () => {
  it('gives back the position it was made for, on its own list', () => {
    const position = { unitId: 'ou-mid', after: 'ann' };
    expect(decodeAccessToken(encodeAccessToken(LIST, position), LIST, CHAIN)).toEqual(position);
    const start = { unitId: 'ou-top' };
    const searching = { ...LIST, search: 'ann' };
    expect(decodeAccessToken(encodeAccessToken(searching, start), searching, CHAIN)).toEqual(start);
    expect(decodeAccessToken(undefined, LIST, CHAIN)).toBeUndefined();
  });

  it("refuses another list's token (another unit or another search)", () => {
    const token = encodeAccessToken(LIST, { unitId: 'ou-mid' });
    expect(() => decodeAccessToken(token, { targetUnitId: 'ou-mid' }, CHAIN.slice(1))).toThrow(
      'The nextToken is not one this list gave out',
    );
    expect(() => decodeAccessToken(token, { ...LIST, search: 'a' }, CHAIN)).toThrow();
  });

  it.each([
    ['not base64url', 'a b'],
    ['not JSON', 'bm90LWpzb24'],
    ['an array', forged(['ou-leaf'])],
    ['a unit outside the chain', forged({ t: 'ou-leaf', u: 'ou-other' })],
    ['no unit', forged({ t: 'ou-leaf' })],
    ['an unknown field', forged({ t: 'ou-leaf', u: 'ou-leaf', PK: 'x' })],
    ['a number', forged({ t: 'ou-leaf', u: 'ou-leaf', a: 5 })],
    ['an empty username', forged({ t: 'ou-leaf', u: 'ou-leaf', a: '' })],
    ['an unfolded username', forged({ t: 'ou-leaf', u: 'ou-leaf', a: 'Ann' })],
    ['an overlong username', forged({ t: 'ou-leaf', u: 'ou-leaf', a: 'a'.repeat(1025) })],
  ])('refuses %s', (_how, token) => {
    expect(() => decodeAccessToken(token, LIST, CHAIN)).toThrow(
      'The nextToken is not one this list gave out',
    );
  });

  it("rebuilds the start key inside the named unit's members partition", () => {
    expect(memberStartKey({ unitId: 'ou-mid', after: 'ann' })).toEqual({
      PK: 'USER#ann',
      SK: 'MEMBER#ou-mid',
      GSI1PK: 'MEMBERS#ou-mid',
      GSI1SK: 'USER#ann',
    });
    expect(memberStartKey({ unitId: 'ou-mid' })).toBeUndefined();
  });
});
