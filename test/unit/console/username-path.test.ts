import fc from 'fast-check';

import { usernameFromPath, usernameToPath } from '../../../frontend/src/common/username-path';

describe('username path segment', () => {
  it('shows spaces as dashes (spec §2)', () => {
    expect(usernameToPath('ann lee')).toBe('ann-lee');
    expect(usernameFromPath('ann-lee')).toBe('ann lee');
  });

  it('keeps a literal dash apart from a space', () => {
    expect(usernameToPath('jean-luc')).toBe('jean~-luc');
    expect(usernameFromPath('jean~-luc')).toBe('jean-luc');
    expect(usernameToPath(' -')).not.toBe(usernameToPath('- '));
  });

  it('leaves the usual username characters alone', () => {
    expect(usernameToPath('ann.lee_1+x@example.com')).toBe('ann.lee_1+x@example.com');
  });

  it('round-trips every string, including runs of spaces, dashes and tildes', () => {
    const tricky = fc.string({ unit: fc.constantFrom(' ', '-', '~', 'a', '.', '%', '/') });
    fc.assert(
      fc.property(fc.oneof(tricky, fc.string({ unit: 'grapheme' })), (username) => {
        expect(usernameFromPath(usernameToPath(username))).toBe(username);
      }),
    );
  });

  it('round-trips through URL encoding of the segment, as unitPath and the router do', () => {
    fc.assert(
      fc.property(fc.string(), (username) => {
        const url = encodeURIComponent(usernameToPath(username));
        expect(usernameFromPath(decodeURIComponent(url))).toBe(username);
      }),
    );
  });

  it('maps distinct usernames to distinct segments', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        fc.pre(a !== b);
        expect(usernameToPath(a)).not.toBe(usernameToPath(b));
      }),
    );
  });
});
