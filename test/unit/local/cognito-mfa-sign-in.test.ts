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

it('hands the tokens over for a right code and ends the session', () => {
  const { respond, tokens } = setUp();
  expect(respond(totpCode(SECRET, T0 / 1000))).toEqual({
    ChallengeParameters: {},
    AuthenticationResult: tokens,
  });
  expect(() => respond(totpCode(SECRET, T0 / 1000))).toThrow(
    expect.objectContaining({ type: 'NotAuthorizedException' }),
  );
});

it('accepts the same code again in a new sign-in while it is in the window, as Cognito does', () => {
  const { signIn, store, tokens, challenge } = setUp();
  const code = totpCode(SECRET, T0 / 1000);
  const answer = (session: unknown) =>
    signIn.respond({
      ClientId: 'client',
      Session: session,
      ChallengeResponses: { USERNAME: 'alice', SOFTWARE_TOKEN_MFA_CODE: code },
    });
  expect(answer(challenge.Session)).toMatchObject({ AuthenticationResult: tokens });
  const request = { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'client' };
  const again = signIn.challengeFor(request, { AuthenticationResult: tokens });
  expect(answer(again.Session)).toMatchObject({ AuthenticationResult: tokens });
  // Nothing about accepted codes is kept.
  expect(Object.keys(store.get('sub-1') ?? {}).sort()).toEqual(['enabled', 'preferred', 'secret']);
});

it('accepts the codes of one step either side of now, and not two', () => {
  const { signIn, tokens, at } = setUp();
  const request = { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'client' };
  const answerWith = (code: string) => {
    const { Session } = signIn.challengeFor(request, { AuthenticationResult: tokens });
    return () =>
      signIn.respond({
        ClientId: 'client',
        Session,
        ChallengeResponses: { USERNAME: 'alice', SOFTWARE_TOKEN_MFA_CODE: code },
      });
  };
  // Mid-step, so that ±30 s and ±60 s are whole steps away.
  const mid = (Math.floor(T0 / 30_000) + 0.5) * 30_000;
  at(mid);
  for (const shift of [-30_000, 30_000]) {
    expect(answerWith(totpCode(SECRET, (mid + shift) / 1000))()).toMatchObject({
      AuthenticationResult: tokens,
    });
  }
  for (const shift of [-60_000, 60_000]) {
    expect(answerWith(totpCode(SECRET, (mid + shift) / 1000))).toThrow(
      expect.objectContaining({ type: 'CodeMismatchException' }),
    );
  }
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
