/** TOTP against RFC 6238's test vectors (Appendix B) and base32 against RFC 4648's (§10). */
import {
  base32Decode,
  base32Encode,
  hotp,
  matchingTotpStep,
  newTotpSecret,
  totp,
  totpCode,
  type TotpAlgorithm,
} from '../../../local/totp';

/** Appendix B's seeds: the ASCII digits repeated to the hash's block size. */
const SEEDS: Record<TotpAlgorithm, Buffer> = {
  sha1: Buffer.from('12345678901234567890', 'ascii'),
  sha256: Buffer.from('12345678901234567890123456789012', 'ascii'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234', 'ascii'),
};

const VECTORS: [number, TotpAlgorithm, string][] = [
  [59, 'sha1', '94287082'],
  [59, 'sha256', '46119246'],
  [59, 'sha512', '90693936'],
  [1111111109, 'sha1', '07081804'],
  [1111111109, 'sha256', '68084774'],
  [1111111109, 'sha512', '25091201'],
  [1111111111, 'sha1', '14050471'],
  [1111111111, 'sha256', '67062674'],
  [1111111111, 'sha512', '99943326'],
  [1234567890, 'sha1', '89005924'],
  [1234567890, 'sha256', '91819424'],
  [1234567890, 'sha512', '93441116'],
  [2000000000, 'sha1', '69279037'],
  [2000000000, 'sha256', '90698825'],
  [2000000000, 'sha512', '38618901'],
  [20000000000, 'sha1', '65353130'],
  [20000000000, 'sha256', '77737706'],
  [20000000000, 'sha512', '47863826'],
];

describe('totp', () => {
  it.each(VECTORS)('at %i s with %s gives %s (RFC 6238 Appendix B)', (time, algorithm, code) => {
    expect(totp(SEEDS[algorithm], time, 8, algorithm)).toBe(code);
  });

  it('gives six digits by default: the last six of the eight-digit code', () => {
    expect(totp(SEEDS.sha1, 59)).toBe('287082');
    expect(totp(SEEDS.sha1, 1111111109)).toBe('081804');
  });

  it('matches RFC 4226 Appendix D for HOTP counters 0 to 9', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(SEEDS.sha1, counter))).toEqual(expected);
  });
});

describe('base32', () => {
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('encodes %j as %s (RFC 4648 §10, unpadded) and back', (text, encoded) => {
    expect(base32Encode(Buffer.from(text))).toBe(encoded);
    expect(base32Decode(encoded)?.toString()).toBe(text);
  });

  it('decodes padded and lower-case text, and refuses what is not base32', () => {
    expect(base32Decode('mzxw6ytboi======')?.toString()).toBe('foobar');
    expect(base32Decode('MZXW1')).toBeUndefined();
  });

  it('makes 160-bit secrets in base32', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(secret);
  });
});

describe('matchingTotpStep', () => {
  const secret = base32Encode(SEEDS.sha1);
  const now = 1111111111; // step 37037037
  const step = Math.floor(now / 30);

  it('accepts the current code and one step either side, and says which step it was', () => {
    expect(matchingTotpStep(secret, totpCode(secret, now), now)).toBe(step);
    expect(matchingTotpStep(secret, totpCode(secret, now - 30), now)).toBe(step - 1);
    expect(matchingTotpStep(secret, totpCode(secret, now + 30), now)).toBe(step + 1);
  });

  it('refuses codes two steps away, wrong codes and codes that are not six digits', () => {
    expect(matchingTotpStep(secret, totpCode(secret, now - 60), now)).toBeUndefined();
    expect(matchingTotpStep(secret, totpCode(secret, now + 60), now)).toBeUndefined();
    const wrong = String((Number(totpCode(secret, now)) + 1) % 1_000_000).padStart(6, '0');
    expect(matchingTotpStep(secret, wrong, now)).toBeUndefined();
    expect(matchingTotpStep(secret, '14050471', now)).toBeUndefined();
    expect(matchingTotpStep(secret, '', now)).toBeUndefined();
    expect(matchingTotpStep('not base32!', '123456', now)).toBeUndefined();
  });
});
