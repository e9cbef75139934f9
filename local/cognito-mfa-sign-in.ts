/**
 * The SOFTWARE_TOKEN_MFA step of a sign-in. When cognito-local answers a sign-in (InitiateAuth or
 * AdminInitiateAuth, or the RespondToAuthChallenge that ends one, e.g. NEW_PASSWORD_REQUIRED) with
 * tokens for a user who has TOTP enabled, the proxy keeps the tokens and answers
 * `{ChallengeName: 'SOFTWARE_TOKEN_MFA', ChallengeParameters: {USER_ID_FOR_SRP}, Session}`. The
 * tokens are handed over for `RespondToAuthChallenge` {ChallengeName: 'SOFTWARE_TOKEN_MFA',
 * Session, ChallengeResponses: {USERNAME, SOFTWARE_TOKEN_MFA_CODE}} with a code of the user's
 * secret, as Cognito does: within three minutes, for the same app client and user, once. A code
 * counts within one 30-second step either side of now; like Cognito, which documents no once-only
 * rule and accepts a code for a short time after its step (AWS on amplify-js#3873), the stand-in
 * accepts the same code again in that time. A wrong code is CodeMismatchException and the session
 * may try again, a few times; an unknown, used up or expired session is NotAuthorizedException.
 * Refreshing tokens never asks.
 */
import { randomBytes } from 'node:crypto';

import { cognitoErrors } from './cognito-errors';
import type { MfaStore } from './cognito-mfa-store';
import { matchingTotpStep } from './totp';

type Json = Record<string, unknown>;

/** Cognito's challenge sessions are valid for three minutes. */
const SESSION_MS = 3 * 60 * 1000;
/** Wrong codes one session may send before it is spent. */
const ATTEMPTS_PER_SESSION = 5;
const SESSIONS_KEPT = 10_000;
const REFRESH_FLOWS = new Set(['REFRESH_TOKEN_AUTH', 'REFRESH_TOKEN']);

interface PendingSignIn {
  sub: string;
  username: string;
  clientId: unknown;
  result: unknown;
  expires: number;
  wrongCodes: number;
}

export interface MfaSignIn {
  /** The answer to pass on: `answer` itself, or the MFA challenge that holds its tokens. */
  challengeFor(request: Json, answer: Json): Json;
  /** Answers a SOFTWARE_TOKEN_MFA challenge: the kept tokens, or a CognitoError. */
  respond(request: Json): Json;
}

function tokenClaims(idToken: unknown): Json | undefined {
  if (typeof idToken !== 'string') return undefined;
  const payload = idToken.split('.')[1];
  if (!payload) return undefined;
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Json;
}

export function mfaSignIn(store: MfaStore, now: () => number = Date.now): MfaSignIn {
  const pending = new Map<string, PendingSignIn>();

  const dropExpired = (at: number) => {
    for (const [session, signIn] of pending) {
      if (signIn.expires < at) pending.delete(session);
    }
    if (pending.size >= SESSIONS_KEPT) pending.delete(pending.keys().next().value as string);
  };

  return {
    challengeFor(request, answer) {
      const result = answer.AuthenticationResult as Json | undefined;
      if (!result || REFRESH_FLOWS.has(String(request.AuthFlow))) return answer;
      // The tokens come straight from cognito-local: their claims need no second check here.
      const claims = tokenClaims(result.IdToken);
      const sub = claims?.sub;
      const username = claims?.['cognito:username'];
      if (typeof sub !== 'string' || typeof username !== 'string') return answer;
      const token = store.get(sub);
      if (!token?.enabled || !token.secret) return answer;
      const at = now();
      dropExpired(at);
      const session = randomBytes(96).toString('base64url');
      pending.set(session, {
        sub,
        username,
        clientId: request.ClientId,
        result,
        expires: at + SESSION_MS,
        wrongCodes: 0,
      });
      return {
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        ChallengeParameters: { USER_ID_FOR_SRP: username },
        Session: session,
      };
    },

    respond(request) {
      const session = typeof request.Session === 'string' ? request.Session : '';
      const signIn = pending.get(session);
      const responses = (request.ChallengeResponses ?? {}) as Json;
      const named = String(responses.USERNAME ?? '');
      if (
        !signIn ||
        signIn.expires < now() ||
        signIn.clientId !== request.ClientId ||
        (named.toLowerCase() !== signIn.username.toLowerCase() && named !== signIn.sub)
      ) {
        throw cognitoErrors.expiredSession();
      }
      const code = responses.SOFTWARE_TOKEN_MFA_CODE;
      if (typeof code !== 'string' || code === '') {
        throw cognitoErrors.invalidParameter('Missing required parameter SOFTWARE_TOKEN_MFA_CODE');
      }
      const token = store.get(signIn.sub);
      if (!token?.enabled || !token.secret) throw cognitoErrors.softwareTokenNotFound();
      if (matchingTotpStep(token.secret, code, now() / 1000) === undefined) {
        signIn.wrongCodes += 1;
        if (signIn.wrongCodes >= ATTEMPTS_PER_SESSION) pending.delete(session);
        throw cognitoErrors.codeMismatch();
      }
      pending.delete(session);
      return { ChallengeParameters: {}, AuthenticationResult: signIn.result };
    },
  };
}
