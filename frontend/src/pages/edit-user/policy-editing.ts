import { formatPolicy, parsePolicy, SYSTEM_POLICY_OUID } from '@domain/policies';
import { unitIdSchema } from '@domain/schemas/orgunit';
import { MAX_POLICIES } from '@domain/schemas/userprofile';

/** Why a policy cannot be added to the edited list. */
export type AddPolicyProblem = 'invalidUnit' | 'noRole' | 'policyExists' | 'unitListed' | 'tooMany';

export type AddPolicyResult =
  { ok: true; policies: string[] } | { ok: false; problem: AddPolicyProblem };

/** A unit id the server could know, or the `system` pseudo-unit of the system admin policy. */
export function isUnitIdText(unit: string): boolean {
  return unit === SYSTEM_POLICY_OUID || unitIdSchema.safeParse(unit).success;
}

/**
 * Adds `unit=role` to the list. The same policy again is 'Policy Already Exists' (spec §5);
 * another role on a listed unit is refused too, as the server allows one org role per unit.
 */
export function addPolicy(
  current: readonly string[],
  unitText: string,
  role: string,
): AddPolicyResult {
  const unit = unitText.trim();
  if (!isUnitIdText(unit)) return { ok: false, problem: 'invalidUnit' };
  if (!role) return { ok: false, problem: 'noRole' };
  const policy = formatPolicy({ ouid: unit, roles: [role] });
  const listed = current.map((text) => ({ text, parsed: parsePolicy(text) }));
  if (
    listed.some(
      ({ text, parsed }) => text === policy || (parsed && formatPolicy(parsed) === policy),
    )
  ) {
    return { ok: false, problem: 'policyExists' };
  }
  if (listed.some(({ parsed }) => parsed?.ouid === unit))
    return { ok: false, problem: 'unitListed' };
  if (current.length >= MAX_POLICIES) return { ok: false, problem: 'tooMany' };
  return { ok: true, policies: [...current, policy] };
}

export function removePolicy(current: readonly string[], policy: string): string[] {
  return current.filter((text) => text !== policy);
}
