/**
 * Usernames compare as the user pool compares them: case-insensitively (the pool is created with
 * case-insensitive sign-in). Every stored key of a user uses the folded form, so `ALICE` and
 * `alice` can never hold two profiles; the profile keeps the account's own spelling for display.
 */

/** The form a username takes in table keys. */
export function usernameKey(username: string): string {
  return username.toLowerCase();
}

export function sameUsername(a: string, b: string): boolean {
  return usernameKey(a) === usernameKey(b);
}
