import { commonStrings } from './common';
import type { helpTopicStrings } from './help-topics';

const { titles, messages, menu } = commonStrings;

/** The help of one application's screen (the six share it, each with its own name). */
const applicationBody = (app: string) => [
  `Your roles in ${app} in the active unit, and whether ${app} is released or its release is pending. Launch opens it in a new tab when it has an address and you hold a role.`,
  `An administrator of the unit grants application roles on the user's page: ${titles.organisationalUsers}, then the user, then Edit.`,
];

/** The paragraphs of each help topic of the tools drawer (help-topics.ts names the topics). */
export const helpTopicBodies = {
  console: [
    'The console manages the active organisation unit: its child units, its users and their roles, and its configuration.',
    'Choose a screen in the side navigation; the organisation selector in the top bar changes the active unit.',
  ],
  home: ['The details of the active organisation unit and a glance at the units below it.'],
  orgunits: [
    'The units directly below the active one. Search them by name, open one as the active unit, or see and edit its details.',
    'Add new registers another unit under the active one.',
  ],
  registerOrgunit: ['Registers a new unit under the active one. Only the name is required.'],
  orgunit: [
    'The details of one unit: its parent and the units above it by name, each a link. Edit changes its name, description and contacts; Delete requests its deletion.',
  ],
  editOrgunit: [
    'Changes the name, description, e-mail and mobile of a unit. The name must differ from the names of the units beside it; the type and dates cannot be changed.',
    'If someone else saved the unit after you opened the form, nothing is overwritten: reload and make your changes again.',
  ],
  orgplan: ['Every unit of the organisation as a tree (by name, the id beside it) and as JSON.'],
  tenants: [
    'The ROOT organisations (tenants) of the platform with their numbers of units and users. Create organisation adds one with its first admin.',
  ],
  createTenant: ['Creates a new ROOT organisation (tenant) and makes a user its first admin.'],
  configDash: [
    'Deployed configs are the files available to this unit; active configs are the ones in force. Activate a deployed config to put it in force: the change is compared with the config in force key by key and confirmed in words first.',
    'The config in force is merged key by key from the platform defaults and the units above, this unit’s own keys overriding. Keys in force shows where each key comes from; a key can be returned to inherited, or locked so that the units below cannot override it.',
    'Every activation is a version. History lists them newest first; rolling back to an earlier one makes a new version with its content.',
  ],
  orgusers: [
    'The members of the active unit with their roles, a page at a time. Find one by the start of their username, open one to see their policies, or edit their roles.',
  ],
  orguser: ['The profile of one member with their role and application policies.'],
  createOrgUser: [
    'Type the username: it is checked as you type. Someone who already has an account is shown (name, masked e-mail) and only their roles are asked. A new person is invited by e-mail with a temporary password, or gets one you set; either way they choose their own at first sign-in.',
  ],
  editOrguser: [
    'Changes a member’s details, their org role (choose another in the list and update) and their application roles.',
  ],
  users: [messages.authUsersDescription],
  authusers: [messages.authUsersDescription],
  createUser: [
    'Creates the sign-in account and the user profile. A verification e-mail goes to the address.',
  ],
  user: ['The profile of one user with every policy they hold. Delete removes the profile.'],
  editUser: ['Changes a user’s name and phone, and the policies they hold in each unit.'],
  teams: [
    'The teams of the active unit, in name order. Choose a team to see its members and their team roles.',
    'Admins of the unit create, rename and delete teams and manage their members. A team’s lead may rename it and add or remove its members; other members of the unit can only look.',
    'Only members of the unit can join its teams, each user at most 20 teams. Deleting a team removes its memberships.',
  ],
  workqueue: [
    'Deletion requests of the units below the active unit, oldest branch first, each with what its deletion would affect: subunits, users who would lose all access, active configs and documents (“more than” when counting stopped at its limit).',
    'An admin of a unit above the requested one approves or rejects it; whoever asked cannot approve their own request. A rejection needs a reason, which the requester reads in the unit’s notifications.',
    'An approved deletion hides the unit and everything below it at once, and frees its name. Admins above it can restore it from Deleted units for 30 days; after that it is purged for good.',
  ],
  documents: [
    'The images of the active unit, newest first, with their size, type, who uploaded them and when. Choose a name to preview it; Download saves it under its name.',
    'Any member of the unit can upload JPEG, PNG, GIF or WebP images of at most 5,000,000 bytes: choose files or drop them on the page. Only admins of the unit can delete a document.',
  ],
  issueTracker: applicationBody(menu.issueTracker),
  certifications: applicationBody(menu.certifications),
  salesPro: applicationBody(menu.salesPro),
  hrm: applicationBody(menu.hrm),
  accounting: applicationBody(menu.accounting),
  approvals: applicationBody(menu.approvals),
  notifications: [
    'What changed in the active unit, newest first: when, who made the change, and what they changed. Choose an entity to see only the changes to it.',
    'The bell in the top bar counts the changes since you last opened this page; opening it marks them seen, for you only.',
  ],
  myProfile: [
    'Your own profile, contacts and recent activities. Edit changes your name and phone; Change password sets a new password.',
    'Two-factor authentication asks for a code from an authenticator app at each sign-in. Set up pairs the app through its QR code. System admins, and the users of organisations that require it, must keep it on.',
  ],
  orgRoles: [
    'An org role gives a user a set of permissions in this unit, such as viewing or managing users. A user can hold several roles.',
  ],
  policies: [
    'A policy gives a user a role in one unit. The system policy makes the user a system admin.',
  ],
  firstAdmin: [
    'The first admin manages the new organisation. Choose an existing account, or invite a new one by e-mail with a temporary password.',
  ],
} as const satisfies Record<keyof (typeof helpTopicStrings)['headers'], readonly string[]>;
