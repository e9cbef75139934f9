/**
 * The hostile values issue 10 names, each sent at least once per caller whatever the seed (the
 * generators draw from wider sets around them): each becomes a constant arbitrary beside the
 * generated ones.
 */

/** Percent-escapes that are broken, or decode to a lone surrogate, an over-long `/`, NUL. */
export const NAMED_BROKEN_ESCAPES = ['%E0%A4%A', '%ED%A0%80', '%ZZ', '%', '%C0%AF', '%00'] as const;

/** Raw path segments: the escapes, an encoded slash, dots, unicode, over-long ids. */
export const NAMED_PATH_SEGMENTS: readonly string[] = [
  ...NAMED_BROKEN_ESCAPES,
  '%2F',
  '..',
  '.',
  '%C3%BC%F0%9F%99%82',
  'a'.repeat(200),
  'a'.repeat(3000),
];

/** Raw query text for any read: broken escapes, a repeated and an unknown name, a huge value. */
export const NAMED_QUERIES: readonly string[] = [
  ...NAMED_BROKEN_ESCAPES.map((escape, index) => `${index % 2 ? 'limit' : 'nextToken'}=${escape}`),
  'limit=1&limit=2&limit=3',
  'unknownParameter=1',
  `nextToken=${'x'.repeat(12000)}`,
];

/** Raw values of `checkUserName`: too long, a space, a broken escape, policy separators. */
export const NAMED_USERNAME_CHECKS: readonly string[] = [
  'a'.repeat(129),
  'a'.repeat(3000),
  'a%20b',
  '%E0%A4%A',
  'user%3Bsystem%3Dadmin',
];

/** Junk, over-long and broken-escape values for each of the three headers. */
export const NAMED_HEADER_JUNK: readonly (readonly [string, string])[] = [
  ['x-ouid', '%E0%A4%A'],
  ['x-ouidchain', '%ED%A0%80'],
  ['x-appid', '%ZZ'],
  ['x-ouid', 'a'.repeat(3000)],
  ['x-ouidchain', 'a'.repeat(3000)],
  ['x-appid', 'a'.repeat(3000)],
];

/** Names that are only white space. */
export const NAMED_BLANK_NAMES = [' ', '\t', '\u00a0'] as const;

/** Role values that would smuggle a system admin policy past a naive policy string. */
export const NAMED_SEPARATED_ROLES = ['user;system=admin', 'admin,system=admin'] as const;

/** App ids that are no application. */
export const NAMED_NOT_APPLICATIONS = [
  'null',
  'constructor',
  '__proto__',
  'toString',
  'a0001',
] as const;
