/**
 * Time-based one-time passwords as authenticator apps compute them (RFC 6238 over RFC 4226's
 * HOTP: HMAC-SHA1, 30 s steps, 6 digits) and the base32 secrets (RFC 4648) they are given.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of the current one whose codes are accepted (clock drift, typing time). */
export const TOTP_WINDOW_STEPS = 1;
/** RFC 4226 recommends 160-bit keys. */
const SECRET_BYTES = 20;

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let text = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) text += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return text;
}

/** Case and `=` padding are ignored, as authenticator apps ignore them; undefined when not base32. */
export function base32Decode(text: string): Buffer | undefined {
  const letters = text.toUpperCase().replace(/=+$/, '');
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const letter of letters) {
    const index = BASE32_ALPHABET.indexOf(letter);
    if (index < 0) return undefined;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

export function newTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES));
}

/** RFC 4226 §5.3: the HMAC of the 8-byte counter, dynamically truncated to `digits` digits. */
export function hotp(
  key: Uint8Array,
  counter: number,
  digits = TOTP_DIGITS,
  algorithm: TotpAlgorithm = 'sha1',
): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export function totpStep(unixSeconds: number): number {
  return Math.floor(unixSeconds / TOTP_STEP_SECONDS);
}

export function totp(
  key: Uint8Array,
  unixSeconds: number,
  digits = TOTP_DIGITS,
  algorithm: TotpAlgorithm = 'sha1',
): string {
  return hotp(key, totpStep(unixSeconds), digits, algorithm);
}

/** The code an authenticator app shows now for a base32 secret. */
export function totpCode(secret: string, unixSeconds = Date.now() / 1000): string {
  const key = base32Decode(secret);
  if (!key) throw new Error('The TOTP secret is not base32');
  return totp(key, unixSeconds);
}

/**
 * The step whose code `code` is, within TOTP_WINDOW_STEPS of the current step, or undefined when
 * it is none of them (or is not six digits). As in Cognito, a code may be used again while it is
 * within the window.
 */
export function matchingTotpStep(
  secret: string,
  code: string,
  unixSeconds = Date.now() / 1000,
): number | undefined {
  const key = base32Decode(secret);
  if (!key || !/^[0-9]{6}$/.test(code)) return undefined;
  const current = totpStep(unixSeconds);
  for (let step = current - TOTP_WINDOW_STEPS; step <= current + TOTP_WINDOW_STEPS; step += 1) {
    if (timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code))) return step;
  }
  return undefined;
}
