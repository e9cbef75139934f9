/**
 * fast-check generators of hostile values: ids no unit or user can have, raw path segments
 * (broken percent-escapes, over-long ids, dots, encoded slashes, unicode), header values and raw
 * query strings. Path segments and queries are text sent as written: nothing encodes them.
 */
import fc from 'fast-check';

/** Percent-escapes no decoder accepts, or that decode to what no id may hold. */
export const BROKEN_ESCAPES = [
  '%E0%A4%A', // a three-byte sequence cut short
  '%ED%A0%80', // an encoded lone surrogate
  '%ZZ', // not hex
  '%', // nothing after it
  '%C0%AF', // an over-long '/'
  '%00', // NUL
  '%C0%80', // an over-long NUL
  '%FF', // never UTF-8
  '%F4%90%80%80', // beyond U+10FFFF
  '%E2%82', // cut short
  '%2', // one hex digit
  '%%30',
  '%u002F', // not an escape at all
] as const;

/** Escapes that decode well, to separators and characters no id holds. */
const ENCODED_SEPARATORS = [
  '%2F',
  '%2f',
  '%5C',
  '%3F',
  '%23',
  '%20',
  '%09',
  '%0A',
  '%0D%0A',
  '%3B',
  '%3D',
  '%2C',
  '%3A',
  '%25',
  '%2E%2E%2F',
] as const;

const ID_CHARACTERS = 'abcdefghijklmnopqrstuvwxyz0123456789-_';

export const idText = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...ID_CHARACTERS), minLength, maxLength });

/** Ids and usernames of valid characters, far longer than any (200–3000 characters). */
export const overLongId: fc.Arbitrary<string> = fc
  .integer({ min: 200, max: 3000 })
  .chain((length) =>
    fc.string({
      unit: fc.constantFrom(...`${ID_CHARACTERS}.`),
      minLength: length,
      maxLength: length,
    }),
  );

/** id-like text around a broken escape (`ou-sales%E0%A4%A`) or the escape alone. */
export const withBrokenEscape: fc.Arbitrary<string> = fc
  .tuple(idText(0, 16), fc.constantFrom(...BROKEN_ESCAPES), idText(0, 16))
  .map((parts) => parts.join(''));

/** A character no unit id, username, app id or config identifier may contain. */
const FOREIGN_CHARACTER = fc.constantFrom('/', '..', ' ', '%', '\\', '*', '"', '\u00e9', '#', '?');

/** Ids that name nothing: a foreign character somewhere, unicode, or far too long. */
export const junkId: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(fc.string({ maxLength: 20 }), FOREIGN_CHARACTER, fc.string({ maxLength: 20 }))
    .map((parts) => parts.join('')),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }).map((text) => `\u00fc${text}`),
  overLongId,
  fc.constantFrom('..', '.', '%00', '../../etc/passwd', 'ou-sales/../ou-root', '\u202e', '🙂'),
);

const latin1 = (min: number, max: number) =>
  fc.string({
    unit: fc.integer({ min, max }).map((code) => String.fromCharCode(code)),
    minLength: 1,
    maxLength: 10,
  });

/**
 * One raw path segment no route may accept. It never holds a raw `/`, `?` or `#` (those would
 * make another path), and every character is one Node's HTTP client puts on the wire as is.
 */
export const rawPathSegment: fc.Arbitrary<string> = fc.oneof(
  withBrokenEscape,
  overLongId,
  fc.constantFrom('.', '..', '...', '.%2E', '%2E%2E', '%2e', 'a..b', '.hidden', 'dot.', '..;'),
  fc
    .tuple(idText(1, 16), fc.constantFrom(...ENCODED_SEPARATORS), idText(0, 16))
    .map((parts) => parts.join('')),
  fc.constantFrom('%2F', 'ou-root%2Fou-sales', '..%2F..%2Fetc%2Fpasswd', '%2E%2E%2F%2E%2E'),
  fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 20 })
    .map((text) => encodeURIComponent(`\u00fc${text}`)),
  fc.constantFrom('%E2%80%AE', '%E2%80%8B', '%EF%BC%8F', '%C2%A0', '%F0%9F%99%82', '%EF%BB%BF'),
  // Latin-1 bytes sent raw: neither UTF-8 nor escaped.
  latin1(0xa0, 0xff),
);

/** Header values (Latin-1, no control characters) that are not a well-formed id. */
export const junkHeaderValue: fc.Arbitrary<string> = fc
  .oneof(
    junkId,
    fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((c) => String.fromCharCode(c)) }),
    withBrokenEscape,
    fc.integer({ min: 65, max: 8000 }).chain((length) => idText(length, length)),
    fc.constantFrom(
      'ou-sales;system=admin',
      'ou-sales,ou-root',
      'ou-sales:ticketapp',
      'ou-sales=admin',
      'ou-root/ou-sales/',
      '/ou-root/ou-sales',
      'ou-root//ou-sales',
      'ou-root/../ou-sales',
    ),
  )
  .map((value) => Array.from(value, (char) => (char.charCodeAt(0) > 0xff ? '?' : char)).join(''))
  .map((value) =>
    Array.from(value, (char) => (char.charCodeAt(0) < 0x20 || char === '\x7f' ? '_' : char)).join(
      '',
    ),
  )
  .filter((value) => value.trim().length > 0 && !/^[A-Za-z0-9_-]{1,64}$/.test(value.trim()));

export const QUERY_NAMES = [
  'parentOuId',
  'limit',
  'nextToken',
  'checkUserName',
  'deployArtifact',
  'signedUrl',
  'contentType',
  'contentLength',
  'fileName',
  'publishToApiTopic',
  'createArtifact',
  'updateArtifact',
] as const;

/** Junk values for known and unknown names, encoded as a browser would. */
const junkQuery: fc.Arbitrary<string> = fc
  .dictionary(
    fc.oneof(fc.constantFrom(...QUERY_NAMES), fc.string({ minLength: 1, maxLength: 30 })),
    fc.oneof(
      junkId,
      fc.constantFrom('-1', '0', '1e9', '99999999999999999999', 'NaN', 'true ', 'TRUE', '', '[]'),
      fc.string({ maxLength: 300 }),
    ),
    { minKeys: 1, maxKeys: 4 },
  )
  .map((query) => new URLSearchParams(query).toString());

const queryName = fc.constantFrom(...QUERY_NAMES);

/** Raw query text: broken escapes, repeated and unknown names, huge values, odd syntax. */
export const rawQueryAttack: fc.Arbitrary<string> = fc.oneof(
  junkQuery,
  fc.tuple(queryName, withBrokenEscape).map(([name, value]) => `${name}=${value}`),
  fc.tuple(withBrokenEscape, fc.constantFrom('1', 'true', '')).map(([n, v]) => `${n}=${v}`),
  fc
    .tuple(
      queryName,
      fc.array(fc.oneof(idText(0, 12), withBrokenEscape), { minLength: 2, maxLength: 6 }),
    )
    .map(([name, values]) => values.map((value) => `${name}=${value}`).join('&')),
  fc
    .tuple(fc.oneof(queryName, idText(1, 20)), fc.integer({ min: 2000, max: 12000 }))
    .map(([name, length]) => `${name}=${'x'.repeat(length)}`),
  fc.constantFrom(
    '&&&',
    '=',
    '==',
    '=1',
    'limit',
    'limit=',
    'limit=1=2',
    'limit=%',
    'limit[]=1',
    'limit.x=1',
    '?limit=1',
    '__proto__=1',
    'constructor=1',
    'hasOwnProperty=1',
    'toString=x',
    'nextToken=%00',
    'limit=%2B1',
    'limit=1%00',
    'limit=0x10',
  ),
);

/** Usernames a username check must refuse (raw query values), never a 5xx. */
export const badUserNameQueryValue: fc.Arbitrary<string> = fc.oneof(
  withBrokenEscape,
  fc.integer({ min: 129, max: 3000 }).chain((length) => idText(length, length)),
  fc.constantFrom(
    '',
    '%20',
    '%09',
    'a%20b',
    'a%2Fb',
    '..',
    '*',
    'a*',
    '%25',
    'user%3Bsystem%3Dadmin',
    'a%00b',
    '%E2%80%AE',
    '%C3%BC',
  ),
  fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 20 })
    .map((text) => encodeURIComponent(`\u00fc${text}`)),
);

/** Values of a `true`/`false` flag that are neither, including escapes that decode to neither. */
export const badFlagValue: fc.Arbitrary<string> = fc.oneof(
  withBrokenEscape,
  fc.constantFrom(
    'TRUE',
    'True',
    'yes',
    '1',
    '0',
    'on',
    'null',
    'undefined',
    'tru',
    'truee',
    'true%00',
    'true%2Cfalse',
    '%5B%5D',
    'true%20x',
    'false%E0%A4%A',
  ),
  fc.integer({ min: 200, max: 3000 }).map((length) => 't'.repeat(length)),
);
