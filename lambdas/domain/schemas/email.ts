/**
 * E-mail addresses as the user pool and SES accept them: a local part, `@`, and a domain with at
 * least one dot and a top-level domain of letters (`vera@visitor` is refused), at most 254
 * characters. The one definition for the API's schemas, the console's forms and the local
 * Cognito stand-in.
 */
import * as z from 'zod/mini';

export const EMAIL_LIMIT = 254;

export const emailSchema = z.string().check(z.maxLength(EMAIL_LIMIT), z.email());

export function isEmailAddress(value: string): boolean {
  return emailSchema.safeParse(value).success;
}
