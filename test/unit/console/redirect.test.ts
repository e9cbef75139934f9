import {
  landingPathAfterSignIn,
  loginPath,
  safeRedirect,
} from '../../../frontend/src/common/redirect';

describe('safeRedirect', () => {
  it.each(['/ou-root/', '/ou-root/orgunits?x=1', '/'])('keeps the same-site path %s', (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'ou-root',
    '/ou root',
    '',
    null,
    undefined,
  ])('refuses %p', (value) => {
    expect(safeRedirect(value)).toBeUndefined();
  });
});

describe('where a sign-in lands (spec §2)', () => {
  it('prefers the redirect value', () => {
    expect(landingPathAfterSignIn('/ou-sales/', ['ou-root'])).toBe('/ou-sales/');
  });

  it("goes to the first unit's home without a redirect", () => {
    expect(landingPathAfterSignIn(undefined, ['ou-root', 'ou-system'])).toBe('/ou-root/');
  });

  it('ignores an unsafe redirect', () => {
    expect(landingPathAfterSignIn('//evil.example', ['ou-root'])).toBe('/ou-root/');
  });

  it("goes to /{ouid}/{home} when the first unit's core config names a home", () => {
    expect(landingPathAfterSignIn(undefined, ['ou-root'], 'orgunits')).toBe('/ou-root/orgunits');
    expect(landingPathAfterSignIn(undefined, ['ou-root'], '/config-dash/')).toBe(
      '/ou-root/config-dash',
    );
  });

  it('lets a redirect win over the configured home', () => {
    expect(landingPathAfterSignIn('/ou-sales/', ['ou-root'], 'orgunits')).toBe('/ou-sales/');
  });

  it.each(['', '  ', '//evil.example', '../x', 'a b', 'https://x', '?x=1'])(
    'ignores the unusable home %p',
    (home) => {
      expect(landingPathAfterSignIn(undefined, ['ou-root'], home)).toBe('/ou-root/');
    },
  );

  it('sends a user without policies to /user-home', () => {
    expect(landingPathAfterSignIn(undefined, [])).toBe('/user-home');
  });

  it('builds the login path with the redirect', () => {
    expect(loginPath('/ou-root/')).toBe('/login?redirect=%2Fou-root%2F');
    expect(loginPath('//evil.example')).toBe('/login');
  });
});
