import { parsePolicy, SYSTEM_POLICY_OUID } from '@domain/policies';

/** One policy string `ouid=role` (spec §3) as a card shows it. */
export interface PolicyCardItem {
  /** The policy text itself: the card's identity and what a removal names. */
  policy: string;
  unit: string;
  roles: string[];
  system: boolean;
}

/** Cards for a policy list: the system policy first, then by unit; unreadable texts shown as they are. */
export function policyCardItems(policies: readonly string[]): PolicyCardItem[] {
  return policies
    .map((policy) => {
      const parsed = parsePolicy(policy);
      if (!parsed) return { policy, unit: policy, roles: [], system: false };
      return {
        policy,
        unit: parsed.ouid,
        roles: parsed.roles,
        system: parsed.ouid === SYSTEM_POLICY_OUID,
      };
    })
    .sort((a, b) => Number(b.system) - Number(a.system) || a.unit.localeCompare(b.unit));
}
