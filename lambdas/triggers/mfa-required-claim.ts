/**
 * The pre-token trigger's `mfa_required` claim (domain/mfa.ts): `'true'` when the core config in
 * force on one of the user's live units requires MFA, the same merge the API's rule reads. A failed
 * read gives `'false'`, logged: the API still refuses such a caller without TOTP (and the console
 * then sends them to set it up), where failing the trigger would stop every sign-in.
 */
import { MFA_REQUIRED_CLAIM } from '../domain/mfa';
import { SYSTEM_POLICY_OUID } from '../domain/policies';
import type { Logger } from '../shared/logger';
import { unitsRequiringMfa } from '../shared/repositories/mfa-requirement-read';
import type { HeldUnitRef } from './deleted-units';

/** The held units whose core config in force requires MFA (none when the read fails). */
export async function unitsRequiringMfaOf(
  held: readonly HeldUnitRef[],
  log: Logger,
  read: typeof unitsRequiringMfa = unitsRequiringMfa,
): Promise<ReadonlySet<string>> {
  const units = held
    .filter(({ ouid }) => ouid !== SYSTEM_POLICY_OUID)
    .map(({ ouid, ouidChain }) => ({ id: ouid, ouidChain: ouidChain ?? ouid }));
  if (units.length === 0) return new Set();
  try {
    return await read(units);
  } catch (error) {
    log.warn('MFA requirement not read; the token says none is required', {
      error: error instanceof Error ? error.name : String(error),
    });
    return new Set();
  }
}

export function mfaRequiredClaim(
  unitIds: readonly string[],
  requiring: ReadonlySet<string>,
): Record<typeof MFA_REQUIRED_CLAIM, 'true' | 'false'> {
  return { [MFA_REQUIRED_CLAIM]: unitIds.some((id) => requiring.has(id)) ? 'true' : 'false' };
}
