/** Texts of the access routes: the explainer's plain-English summaries and its 400s. */
import type { RefusalRule } from '../domain/access-decision';
import type { Requirement } from '../domain/permissions';
import type { OperationCheck } from '../domain/schemas/access';

const NEEDS: Record<Requirement, string> = {
  signedIn: 'every signed-in person may',
  member: 'it needs a policy covering the unit',
  admin: 'it needs an admin role covering the unit',
  rootAdmin: 'it needs an admin role covering a ROOT (tenant) unit',
  systemAdmin: 'it is for system admins only',
};

/** What the operation weighs beyond the unit decision, as a sentence's tail. */
const OPERATION_CHECKS: Record<OperationCheck, string> = {
  teamRole: "only the unit's admins and the team's leads may: the operation checks their team role",
  personDetails:
    'only for their own details, or as a system admin or an admin of every unit of the person: the operation checks it',
  notRequester:
    'only from a unit above it, and not by whoever requested the deletion: the operation checks it',
  ownProfile: "only their own profile, or a person's they administer: the operation checks it",
};

export interface SummaryFacts {
  who: string;
  permission: string;
  requirement: Requirement;
  /** The unit whose policy gives the role, by name when the asker may read it. */
  grantingUnit?: string;
  roleClass?: 'admin' | 'member';
  /** The unit a refusal names (by name when the asker may read it). */
  refusedOn?: string;
  detail?: string;
}

const REFUSALS: Record<RefusalRule, (facts: SummaryFacts) => string> = {
  unitDeleted: ({ refusedOn }) =>
    `the unit${refusedOn ? ` ${refusedOn}` : ''} is deleted; an admin above it may restore it`,
  noPolicyCoversUnit: () => 'no policy of theirs covers this unit',
  systemAdminsOnly: () => 'it is for system admins only',
  roleLacksPermission: ({ requirement, roleClass }) =>
    `${NEEDS[requirement]}, and their role here is ${roleClass === 'admin' ? 'an admin role' : 'a member role'}`,
  rootOnly: () => 'it is done only by an admin on a ROOT (tenant) unit',
  systemOnly: () => 'it is done only from a SYSTEM unit',
  targetOutsideActingUnit: ({ refusedOn }) =>
    `the unit it acts on${refusedOn ? ` (${refusedOn})` : ''} lies outside the acting unit`,
  grantCeiling: ({ detail, refusedOn }) =>
    `the grant ceiling set on ${refusedOn ?? 'a unit above'} does not allow it (${detail ?? ''})`,
};

export const ACCESS_MESSAGES = {
  noRoute: (method: string, path: string) => `No API route matches ${method} ${path.slice(0, 200)}`,
  grantNotAGrant:
    'grant applies to CreateOrgUser, EditOrgUser or a route that grants a role (POST /orguser, PUT /orguser/{username}, POST /appuser)',
  summaries: {
    allowedAsSystemAdmin: ({ who, permission }: SummaryFacts) =>
      `${who} may ${permission}: they are a system admin`,
    allowed: ({ who, permission, requirement, grantingUnit }: SummaryFacts) =>
      requirement === 'signedIn'
        ? `${who} may ${permission}: ${NEEDS.signedIn}`
        : `${who} may ${permission}: ${NEEDS[requirement]}, and their policy on ${grantingUnit ?? 'a unit above'} gives it`,
    refused: (rule: RefusalRule, facts: SummaryFacts) =>
      `${facts.who} may not ${facts.permission}: ${REFUSALS[rule](facts)}`,
    withCheck: (summary: string, check: OperationCheck) => `${summary}; ${OPERATION_CHECKS[check]}`,
  },
} as const;
