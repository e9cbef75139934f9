/** Which of a unit's records the caller sees (domain/audit-feeds.ts says what a member sees). */
import { roleClassOn } from '../domain/permissions';
import type { AuthContext } from '../shared/authorize';

/** All of them for the unit's admins and system admins; a member's view for everyone else. */
export function feedView(auth: AuthContext): 'all' | 'member' {
  if (auth.systemAdmin) return 'all';
  const unit = auth.targetUnit;
  return unit && roleClassOn(auth.policies, unit) === 'admin' ? 'all' : 'member';
}
