/** The sign-in's SOFTWARE_TOKEN_MFA step: which answers it holds back and how sessions end. */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { mfaSignIn } from '../../../local/cognito-mfa-sign-in';
import { openMfaStore } from '../../../local/cognito-mfa-store';
import { base32Encode, totpCode } from '../../../local/totp';

const SECRET = base32Encode(Buffer.from('12345678901234567890'));
const T0 = 1_700_000_000_000;

function idToken(claims: Record<string, string>): string {
  return `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;
}

function setUp() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mfa-sign-in-'));
  const store = openMfaStore(dataDir);
  store.update('sub-1', () => ({ secret: SECRET, enabled: true, preferred: true }));
  let now = T0;
  const signIn = mfaSignIn(store, () => now);
  const tokens = { IdToken: idToken({ sub: 'sub-1', 'cognito:username': 'alice' }) };
  const request = { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'client' };
  const challenge = signIn.challengeFor(request, { AuthenticationResult: tokens });
  const respond = (code: string, extra: Record<string, unknown> = {}) =>
    signIn.respond({
      ClientId: 'client',
      Session: challenge.Session,
      ChallengeResponses: { USERNAME: 'ALICE', SOFTWARE_TOKEN_MFA_CODE: code },
      ...extra,
    });
  return { dataDir, store, signIn, tokens, challenge, respond, at: (ms: number) => (now = ms) };
}

it('holds the tokens of a user with TOTP back, and passes others’ and refreshes on', () => {
  const { signIn, tokens, challenge } = setUp();
  expect(challenge).toMatchObject({ ChallengeName: 'SOFTWARE_TOKEN_MFA' });
  expect(JSON.stringify(challenge)).not.toContain(tokens.IdToken);
  const other = {
    AuthenticationResult: { IdToken: idToken({ sub: 'sub-2', 'cognito:username': 'bob' }) },
  };
  expect(signIn.challengeFor({ AuthFlow: 'USER_PASSWORD_AUTH' }, other)).toBe(other);
  const refresh = { AuthenticationResult: tokens };
  expect(signIn.challengeFor({ AuthFlow: 'REFRESH_TOKEN_AUTH' }, refresh)).toBe(refresh);
});

it('hands the tokens over for a right code, once, and remembers the accepted step', () => {
  const { respond, tokens, dataDir } = setUp();
  expect(respond(totpCode(SECRET, T0 / 1000))).toEqual({
    ChallengeParameters: {},
    AuthenticationResult: tokens,
  });
  expect(() => respond(totpCode(SECRET, T0 / 1000))).toThrow(
    expect.objectContaining({ type: 'NotAuthorizedException' }),
  );
  // Kept on disk: a restarted proxy refuses the same code too.
  expect(openMfaStore(dataDir).get('sub-1')?.lastAcceptedStep).toBe(Math.floor(T0 / 30_000));
});

it('refuses another client, an unknown session and an expired one', () => {
  const { respond, at } = setUp();
  const code = totpCode(SECRET, T0 / 1000);
  expect(() => respond(code, { ClientId: 'other' })).toThrow(
    expect.objectContaining({ type: 'NotAuthorizedException' }),
  );
  expect(() => respond(code, { Session: 'unknown' })).toThrow(
    expect.objectContaining({ type: 'NotAuthorizedException' }),
  );
  at(T0 + 3 * 60 * 1000 + 1);
  expect(() => respond(totpCode(SECRET, (T0 + 180_001) / 1000))).toThrow(
    expect.objectContaining({ type: 'NotAuthorizedException' }),
  );
});

it('lets a session try five wrong codes, then ends it', () => {
  const { respond } = setUp();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    expect(() => respond('000000')).toThrow(
      expect.objectContaining({ type: 'CodeMismatchException' }),
    );
  }
  expect(() => respond(totpCode(SECRET, T0 / 1000))).toThrow(
    expect.objectContaining({ type: 'NotAuthorizedException' }),
  );
});
