/**
 * cognito-local keeps no password policy: the proxy refuses, as Cognito does, every call that
 * would set a password the deployed pool refuses (lambdas/domain/password-policy.ts, the one
 * setting both read), with `InvalidPasswordException` and Cognito's message.
 */
import { passwordPolicyFailure } from '../lambdas/domain/password-policy';
import { CognitoError } from './cognito-errors';

type Json = Record<string, unknown>;

function challengePassword(request: Json): unknown {
  if (request.ChallengeName !== 'NEW_PASSWORD_REQUIRED') return undefined;
  const responses = request.ChallengeResponses;
  return responses && typeof responses === 'object' ? (responses as Json).NEW_PASSWORD : undefined;
}

/** Where each operation carries the password it would set (absent: the call sets none). */
const NEW_PASSWORD_OF: Readonly<Record<string, (request: Json) => unknown>> = {
  SignUp: (request) => request.Password,
  AdminCreateUser: (request) => request.TemporaryPassword,
  AdminSetUserPassword: (request) => request.Password,
  ChangePassword: (request) => request.ProposedPassword,
  ConfirmForgotPassword: (request) => request.Password,
  RespondToAuthChallenge: challengePassword,
  AdminRespondToAuthChallenge: challengePassword,
};

/** The operations that may set a password, so the proxy reads only their bodies. */
export function maySetPassword(operation: string): boolean {
  return Object.hasOwn(NEW_PASSWORD_OF, operation);
}

/** Cognito's refusal of the password this call would set, or undefined when it may proceed. */
export function passwordRefusal(operation: string, request: Json): CognitoError | undefined {
  const passwordOf = maySetPassword(operation) ? NEW_PASSWORD_OF[operation] : undefined;
  const password = passwordOf?.(request);
  if (typeof password !== 'string') return undefined;
  const failure = passwordPolicyFailure(password);
  return failure ? new CognitoError('InvalidPasswordException', failure) : undefined;
}
