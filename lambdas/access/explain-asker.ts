/**
 * Who may ask the explainer about whom (issue 39 §1): anyone about themselves; about someone else,
 * a system admin, or an admin covering the unit (and every unit the question names) about a person
 * whose policies touch it (a policy on it, above it or below it). Everyone else gets the answer a
 * missing unit gets, so nobody learns of units outside what they cover.
 */
import { roleClassOn } from '../domain/permissions';
import { isSystemAdmin, type Policy, SYSTEM_POLICY_OUID } from '../domain/policies';
import { isWithin, type UnitPlacement } from '../domain/units';

/** True when a policy of the person sits on the unit, above it, or below it. */
export function accessTouches(
  policies: readonly Policy[],
  unit: UnitPlacement,
  policyUnits: ReadonlyMap<string, UnitPlacement>,
): boolean {
  if (isSystemAdmin(policies)) return true;
  return policies.some((policy) => {
    if (policy.ouid === SYSTEM_POLICY_OUID) return false;
    const placed = policyUnits.get(policy.ouid);
    return isWithin(policy.ouid, unit) || (placed !== undefined && isWithin(unit.id, placed));
  });
}

export interface AskAboutOther {
  askerPolicies: readonly Policy[];
  /** The acting unit, then each target the question names (undefined: no such unit). */
  units: readonly (UnitPlacement | undefined)[];
  personPolicies: readonly Policy[];
  personPolicyUnits: ReadonlyMap<string, UnitPlacement>;
}

export function mayAskAboutOther(question: AskAboutOther): boolean {
  const { askerPolicies, units } = question;
  const acting = units[0];
  if (!acting || units.some((unit) => unit === undefined)) return false;
  if (isSystemAdmin(askerPolicies)) return true;
  if (roleClassOn(askerPolicies, acting) !== 'admin') return false;
  if (units.some((unit) => unit && roleClassOn(askerPolicies, unit) === undefined)) return false;
  return accessTouches(question.personPolicies, acting, question.personPolicyUnits);
}
