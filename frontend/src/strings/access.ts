/**
 * The access explainer's texts (issue 39 §4): a person's Access tab and the no-permission page's
 * "Why?". Reason templates name their dynamic parts in braces ({unit}, {whose}, …); the console
 * fills them in (common/access/reason-words.ts), linking the units.
 */
import type { PermissionName } from '@domain/permissions';

import { commonStrings } from './common';
import { orgunitsStrings } from './orgunits';
import { usersStrings } from './users';

const ACCESS = 'Access';

/** Each named permission in words, as the Access tab lists them. */
export const PERMISSION_LABELS = {
  OrgHome: 'Open the unit home',
  ListOrgunit: 'List units',
  ViewOrgunit: 'View units',
  CreateOrgunit: 'Create units',
  EditOrgunit: 'Edit units',
  DeleteOrgunit: 'Request unit deletion',
  Workqueue: 'Open the deletion workqueue',
  DecideDeletion: 'Approve or reject deletions',
  RestoreOrgunit: 'Restore deleted units',
  OrgPlan: 'View the organisational plan',
  ViewConfig: 'View configurations',
  ConfigDash: 'Manage configurations',
  ListOrgUsers: 'List unit users',
  ViewOrgUser: 'View unit users',
  CreateOrgUser: 'Add unit users',
  EditOrgUser: 'Edit unit users',
  ListUsers: 'List sign-up users',
  CreateUser: 'Create sign-up users',
  ViewUser: 'View sign-up users',
  EditUser: 'Edit sign-up users',
  DeleteUser: 'Delete sign-up users',
  ViewOwnProfile: 'View own profile',
  EditPersonDetails: 'Edit name and phone',
  UploadDocument: 'Upload documents',
  ViewDocuments: 'View documents',
  DeleteDocument: 'Delete documents',
  ManageTenants: 'Manage tenants',
  ViewNotifications: 'View notifications',
  ListTeams: 'List teams',
  ViewTeam: 'View teams',
  CreateTeam: 'Create teams',
  DeleteTeam: 'Delete teams',
  EditTeam: 'Rename teams',
  ManageTeamMembers: 'Manage team members',
  ExplainAccess: 'Ask why access is granted or refused',
  ViewUnitAccess: 'See who has access to a unit',
} as const satisfies Record<PermissionName, string>;

/** The reasons in plain words; `{name}` parts are filled (and units linked) by the console. */
const reasons = {
  granted: 'Granted',
  refused: 'Refused',
  /** `Granted: …` / `Refused: …`. */
  verdict: '{verdict}: {because}',
  /** Who the explanation is about, as the possessive of a sentence: "your roles", "Ann's roles". */
  yourWhose: 'your',
  whose: (name: string) => `${name}'s`,
  thisUnit: 'this unit',
  systemAdmin: 'a system admin may do everything',
  signedIn: 'anyone signed in may',
  policyCovers: '{roles} on {policyUnit} covers {unit}',
  policyOn: '{roles} on {policyUnit}',
  /** Joins several policies of one sentence. */
  andSeparator: ' and ',
  rootUnit: '{unit} is a ROOT unit',
  noPolicyCoversUnit: 'none of {whose} roles covers {unit}',
  roleLacksPermissionOne: 'the role {roles} on {policyUnit} is a member role; {needs}',
  roleLacksPermissionMany: '{policies} are member roles; {needs}',
  needsAdmin: 'this needs an admin role',
  needsRootAdmin: 'this needs an admin role on a ROOT unit',
  rootOnly: 'only on a ROOT unit',
  systemOnly: 'only from the SYSTEM unit',
  systemAdminsOnly: 'system admins only',
  unitDeleted: '{unit} is being deleted',
  targetOutsideActingUnit: '{unit} is outside the unit acted as',
  grantCeiling: 'the grant ceiling set on {unit}',
  grantCeilingDetail: 'the grant ceiling set on {unit} ({detail})',
  /** Appended when the operation itself weighs more than the permission table. */
  alsoChecks: '; the operation also checks {check}',
  checks: {
    teamRole: "the person's role in the team",
    personDetails: 'whose name and phone may be changed',
    notRequester: 'that the requester does not decide their own request',
    ownProfile: "that it is the person's own profile",
  },
  /** A screen whose unit type differs: the API would allow it, but the screen is not for this unit. */
  screenNeedsUnitType: (type: string) => `This screen opens only on a ${type} unit.`,
} as const;

export const accessStrings = {
  reasons,
  tab: {
    details: orgunitsStrings.orgunits.details,
    access: ACCESS,
    unitLabel: usersStrings.editUser.unit,
    unitDescription: "The unit to weigh this person's access on",
    unitPlaceholder: 'Choose a unit',
    unitFilterPlaceholder: 'Find a unit',
    unitsEmpty: 'No units',
    heading: ACCESS,
    description: (unit: string) => `Every permission on ${unit}: granted or refused, and why.`,
    chooseUnit: 'Choose a unit to see what this person may do there.',
    tableLabel: 'Permissions on the unit',
    permission: 'Permission',
    decision: 'Granted or refused',
    reason: 'Why',
    loading: 'Loading permissions',
    empty: 'No permissions to show',
    loadFailed: 'Get Access Explanation Failed',
    filterPlaceholder: 'Find a permission',
    filterAriaLabel: 'Find a permission by name or reason',
    noMatch: 'No permission matches the filter',
    clearFilter: commonStrings.actions.clearFilter,
    matches: commonStrings.common.matches,
  },
  why: {
    heading: 'Why?',
    loading: 'Asking why',
    loadFailed: 'Could not get the reason',
  },
} as const;
