/**
 * Policy strings: `ouid=role1,role2`, lists separated by `;` (spec §3, §6).
 * The pseudo-unit `system` with role `admin` marks a system admin.
 * App policies use `{ouid}:{appId}=role1,role2` so one string names both the unit and the application.
 */

export const SYSTEM_POLICY_OUID = 'system';
export const POLICY_LIST_SEPARATOR = ';';

/** Characters that would split or re-shape a policy string (DESIGN.md §3). */
export const POLICY_UNSAFE_CHARACTERS = /[;=,:\p{Cc}]/u;

export interface Policy {
  ouid: string;
  roles: string[];
}

export function parsePolicy(text: string): Policy | undefined {
  const trimmed = text.trim();
  const separator = trimmed.indexOf('=');
  if (separator <= 0) return undefined;
  const ouid = trimmed.slice(0, separator).trim();
  const roles = trimmed
    .slice(separator + 1)
    .split(',')
    .map((role) => role.trim())
    .filter((role) => role.length > 0);
  if (!ouid || roles.length === 0) return undefined;
  return { ouid, roles };
}

export function parsePolicies(claim: string | undefined | null): Policy[] {
  if (!claim) return [];
  return claim
    .split(POLICY_LIST_SEPARATOR)
    .map(parsePolicy)
    .filter((policy): policy is Policy => policy !== undefined);
}

export function formatPolicy(policy: Policy): string {
  return `${policy.ouid}=${policy.roles.join(',')}`;
}

export function formatPolicies(policies: readonly Policy[]): string {
  return policies.map(formatPolicy).join(POLICY_LIST_SEPARATOR);
}

export function isAdminRole(role: string): boolean {
  return role.toLowerCase().includes('admin');
}

export function isSystemAdmin(policies: readonly Policy[]): boolean {
  return policies.some(
    (policy) => policy.ouid === SYSTEM_POLICY_OUID && policy.roles.some(isAdminRole),
  );
}

/** The units a user holds policies on, in claim order, without the `system` pseudo-unit. */
export function unitIdsOf(policies: readonly Policy[]): string[] {
  const ids = policies.map((policy) => policy.ouid).filter((ouid) => ouid !== SYSTEM_POLICY_OUID);
  return [...new Set(ids)];
}

export interface AppPolicy {
  ouid: string;
  appId: string;
  roles: string[];
}

export function formatAppPolicy(policy: AppPolicy): string {
  return formatPolicy({ ouid: `${policy.ouid}:${policy.appId}`, roles: policy.roles });
}

export function parseAppPolicies(claim: string | undefined | null): AppPolicy[] {
  return parsePolicies(claim).flatMap((policy) => {
    const separator = policy.ouid.indexOf(':');
    if (separator <= 0) return [];
    return [
      {
        ouid: policy.ouid.slice(0, separator),
        appId: policy.ouid.slice(separator + 1),
        roles: policy.roles,
      },
    ];
  });
}

const isSafePart = (text: string) => text.length > 0 && !POLICY_UNSAFE_CHARACTERS.test(text);

/**
 * True when no part holds a separator. The API never stores another kind; anything else (data
 * written around it) is left out of tokens and decisions, so no role such as
 * `user;system=admin` can re-shape a claim into another policy.
 */
export function isWellFormedPolicy(policy: Policy): boolean {
  return isSafePart(policy.ouid) && policy.roles.every(isSafePart);
}

export function isWellFormedAppPolicy(policy: AppPolicy): boolean {
  return isWellFormedPolicy(policy) && isSafePart(policy.appId);
}
