/**
 * The org role a POST/PUT /orguser body names: `roles: ['ouid=role']` (the console's form) or
 * `role`. A policy may name a unit in the acting unit's subtree; a bare role means the acting
 * unit itself. The unit is the route's target, so `authorize` checks it like any other target.
 */
import type { OperationInput } from '../shared/operation';
import { BadRequestError } from '../shared/errors';
import { parseOrgPolicy } from '../userprofile/org-roles';
import { ORGUSER_MESSAGES } from './messages';

export interface RoleChoice {
  ouid: string;
  role: string;
}

function policyText(body: { roles?: string[]; role?: string }): string | undefined {
  return body.roles?.[0] ?? body.role;
}

export function chooseRole(
  body: { roles?: string[]; role?: string },
  actingUnitId: string,
): RoleChoice | undefined {
  if (body.roles !== undefined && body.role !== undefined) {
    throw new BadRequestError(ORGUSER_MESSAGES.roleRequired);
  }
  const text = policyText(body);
  if (text === undefined) return undefined;
  if (!text.includes('=')) return { ouid: actingUnitId, role: text.trim() };
  const policy = parseOrgPolicy(text, false);
  return { ouid: policy.ouid, role: policy.roles[0] ?? '' };
}

/** The unit a body names, read leniently for authorization; the router parses it strictly after. */
export function targetUnitOfBody(input: OperationInput): string | undefined {
  try {
    const body = JSON.parse(input.event.body ?? '') as { roles?: unknown };
    const first = Array.isArray(body.roles) ? (body.roles[0] as unknown) : undefined;
    if (typeof first === 'string' && first.includes('=')) {
      const ouid = first.slice(0, first.indexOf('=')).trim();
      if (ouid.length > 0) return ouid;
    }
  } catch {
    // Not JSON: once the call is authorized, the router answers 400.
  }
  return input.actingUnitId;
}
