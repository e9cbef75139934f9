/**
 * The text fields that end up in policy strings or are shown as names. Role values, application
 * ids and unit ids never contain the policy separators (`;` `=` `,` `:`) or control characters,
 * so no crafted value can turn a claim such as `ou-1=user;system=admin` into another policy.
 * Names are trimmed and must show something: whitespace or invisible characters alone are refused.
 */
import * as z from 'zod/mini';

export const ROLE_VALUE_LIMIT = 64;
export const APP_ID_LIMIT = 64;

/** A role value (`admin`, `ticketadmin`): what policies carry. */
export const roleValueSchema = z
  .string()
  .check(
    z.regex(
      new RegExp(`^[A-Za-z0-9][A-Za-z0-9_.-]{0,${ROLE_VALUE_LIMIT - 1}}$`),
      `a role is 1 to ${ROLE_VALUE_LIMIT} letters, digits, '.', '-' or '_'`,
    ),
  );

/** An application id (`ticketapp`): the identifier of its config and part of app policies. */
export const appIdSchema = z
  .string()
  .check(
    z.regex(
      new RegExp(`^[A-Za-z0-9][A-Za-z0-9_-]{0,${APP_ID_LIMIT - 1}}$`),
      `an application id is 1 to ${APP_ID_LIMIT} letters, digits, '-' or '_'`,
    ),
  );

const CONTROL_CHARACTERS = /\p{Cc}/u;
/** Something other than white space, invisible formatting and control characters. */
const VISIBLE_CHARACTER = /[^\p{White_Space}\p{Cf}\p{Cc}]/u;

/** A display name: trimmed, not blank, at most `max` characters, no control characters. */
export function nameSchema(field: string, max: number) {
  return z.string().check(
    z.trim(),
    z.refine((text) => VISIBLE_CHARACTER.test(text), `${field} must not be blank`),
    z.maxLength(max, `${field} is at most ${max} characters`),
    z.refine(
      (text) => !CONTROL_CHARACTERS.test(text),
      `${field} must not contain control characters`,
    ),
  );
}
