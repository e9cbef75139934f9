/**
 * App membership changes bump the profile's version (when the user has a profile), so they
 * serialise with the profile and org role edits of the same user: no lost update.
 */
import type { GuardedWrite } from '../shared/change';
import {
  policyStrings,
  updateProfileWrite,
  type UserHoldings,
} from '../shared/repositories/profiles';
import { APPUSER_MESSAGES } from './messages';

export function profileBump(holdings: UserHoldings, at: string): GuardedWrite[] {
  const profile = holdings.profile;
  if (!profile) return [];
  return [
    updateProfileWrite(
      {
        username: profile.username,
        expectedVersion: profile.version,
        at,
        policies: policyStrings(holdings.memberships),
      },
      APPUSER_MESSAGES.staleVersion,
    ),
  ];
}
