/**
 * The matrix fixture plus what the body attacks stand on: two sign-in accounts without a profile
 * (so a create that is right in every other way can be broken in exactly one), and a username no
 * account has.
 */
import { createUser } from './accounts';
import { createMatrixFixture, type MatrixFixture } from './matrix-fixture';
import type { PlatformFacts } from './platform-process';

const PASSWORD = 'Hostile#Pass1';

export interface HostileAccounts {
  /** A sign-in account without a profile: the base of POST /userprofile attacks. */
  profileless: string;
  /** Another one: the base of POST /orguser attacks. */
  joiner: string;
  /** A username with no sign-in account at all. */
  nobody: string;
}

export interface HostileFixture extends MatrixFixture {
  accounts: HostileAccounts;
  /** A well-formed unit id no unit has. */
  nowhere: string;
}

/** The e-mail address `createUser` gives an account. */
export const emailOf = (username: string) => `${username}@example.com`;

export async function createHostileFixture(facts: PlatformFacts): Promise<HostileFixture> {
  const matrix = await createMatrixFixture(facts);
  const accounts: HostileAccounts = {
    profileless: `${matrix.prefix}-profileless`,
    joiner: `${matrix.prefix}-joiner`,
    nobody: `${matrix.prefix}-nobody`,
  };
  await Promise.all(
    [accounts.profileless, accounts.joiner].map((username) =>
      createUser(facts, username, PASSWORD),
    ),
  );
  return { ...matrix, accounts, nowhere: `ou-${matrix.prefix}-nowhere` };
}
