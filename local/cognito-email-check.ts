/**
 * cognito-local stores any `email` attribute: the proxy refuses, as the deployed pool does, every
 * call that would set an e-mail address the pool (and SES after it) would refuse, e.g.
 * `vera@visitor`, with `InvalidParameterException` and Cognito's message. The check is the one the
 * API and the console use (lambdas/domain/schemas/email.ts).
 */
import { isEmailAddress } from '../lambdas/domain/schemas/email';
import { cognitoErrors, type CognitoError } from './cognito-errors';

type Json = Record<string, unknown>;

/** The operations that may set attributes, and where their request carries them. */
const ATTRIBUTES_OF: Readonly<Record<string, string>> = {
  SignUp: 'UserAttributes',
  AdminCreateUser: 'UserAttributes',
  AdminUpdateUserAttributes: 'UserAttributes',
  UpdateUserAttributes: 'UserAttributes',
};

export const INVALID_EMAIL_MESSAGE = 'Invalid email address format.';

/** The operations that may set an e-mail address, so the proxy reads only their bodies. */
export function maySetEmail(operation: string): boolean {
  return Object.hasOwn(ATTRIBUTES_OF, operation);
}

/** Cognito's refusal of the e-mail address this call would set, or undefined when it may proceed. */
export function emailRefusal(operation: string, request: Json): CognitoError | undefined {
  if (!maySetEmail(operation)) return undefined;
  const attributes = request[ATTRIBUTES_OF[operation]!];
  if (!Array.isArray(attributes)) return undefined;
  const email = attributes.find(
    (attribute: unknown) => (attribute as { Name?: unknown } | null)?.Name === 'email',
  ) as { Value?: unknown } | undefined;
  if (email === undefined) return undefined;
  return typeof email.Value === 'string' && isEmailAddress(email.Value)
    ? undefined
    : cognitoErrors.invalidParameter(INVALID_EMAIL_MESSAGE);
}
