import { commonStrings } from './common';

const { titles, messages } = commonStrings;

/** The help topic of one application's screen (the six share it, each under its own name). */
const applicationHelp = (app: string) => ({
  header: app,
  body: [
    `Your roles in ${app} in the active unit, and whether ${app} is released or its release is pending. Launch opens it in a new tab when it has an address and you hold a role.`,
    `An administrator of the unit grants application roles on the user's page: ${titles.organisationalUsers}, then the user, then Edit.`,
  ],
});

/** The help screens' texts (spec wording, spelling corrected). */
export const helpStrings = {
  help: {
    heading: 'Help',
    drawerHeader: 'Help topics',
    intro: 'Choose a topic from the side navigation.',
    /** Each topic is a section of the help page itself (the spec's paths are not console routes). */
    entries: [
      {
        id: 'channel-partners',
        text: 'Channel Partner',
        body: 'Channel partners resell and support the platform for the organisations they bring in.',
      },
      {
        id: 'orgunit',
        text: 'Orgunit',
        body: 'An organisation unit is a node of your organisation plan. Child Organisations lists, registers, edits and deletes the units below the active one.',
      },
      {
        id: 'investor',
        text: 'Investor',
        body: 'Investors follow the organisations they fund; their screens are not in the console yet.',
      },
      {
        id: 'service-provider',
        text: 'Service Provider',
        body: 'Service providers deliver work to organisations; their screens are not in the console yet.',
      },
      {
        id: 'users',
        text: 'Manage Users',
        body: 'Organisational Users lists the members of the active unit with their roles; add, edit or remove them there.',
      },
      {
        id: 'notifications',
        text: titles.notifications,
        body: 'The bell in the top bar shows the notifications of the active unit.',
      },
    ],
    mailsAriaLabel: 'Mails',
    /** A badge button's accessible name holds its visible count (WCAG 2.5.3 label in name). */
    badgeAriaLabel: (count: string, label: string) => `${count} ${label}`,
    mailsBadge: '4',
    notificationsBadge: '17',
    accountAriaLabel: 'Account',
  },
  pageHelp: {
    info: 'Info',
    /** Starts with the link's visible text, 'Info' (WCAG 2.5.3 label in name). */
    infoAbout: (topic: string) => `Info about ${topic}`,
    /** The tools drawer's topics: one per console route, and a few for single form fields. */
    topics: {
      console: {
        header: 'Console',
        body: [
          'The console manages the active organisation unit: its child units, its users and their roles, and its configuration.',
          'Choose a screen in the side navigation; the organisation selector in the top bar changes the active unit.',
        ],
      },
      home: {
        header: 'Organisation home',
        body: ['The details of the active organisation unit and a glance at the units below it.'],
      },
      orgunits: {
        header: titles.childOrganisations,
        body: [
          'The units directly below the active one. Search them by name, open one as the active unit, or see and edit its details.',
          'Add new registers another unit under the active one.',
        ],
      },
      registerOrgunit: {
        header: titles.registerOrgunit,
        body: ['Registers a new unit under the active one. Only the name is required.'],
      },
      orgunit: {
        header: 'Orgunit details',
        body: [
          'The details of one unit. Edit changes its description and contacts; Delete requests its deletion.',
        ],
      },
      editOrgunit: {
        header: titles.editOrgunit,
        body: [
          'Changes the description, e-mail and mobile of a unit. The name, type and dates cannot be changed.',
          'If someone else saved the unit after you opened the form, nothing is overwritten: reload and make your changes again.',
        ],
      },
      orgplan: {
        header: titles.organisationalPlan,
        body: ['Every unit of the organisation as a tree and as JSON.'],
      },
      tenants: {
        header: titles.organisations,
        body: [
          'The ROOT organisations (tenants) of the platform with their numbers of units and users. Create organisation adds one with its first admin.',
        ],
      },
      createTenant: {
        header: titles.createOrganisation,
        body: ['Creates a new ROOT organisation (tenant) and makes a user its first admin.'],
      },
      configDash: {
        header: titles.configurations,
        body: [
          'Deployed configs are the files available to this unit; active configs are the ones in force. Activate a deployed config to put it in force.',
        ],
      },
      orgusers: {
        header: titles.organisationalUsers,
        body: [
          'The members of the active unit with their roles, a page at a time. Find one by the start of their username, open one to see their policies, or edit their roles.',
        ],
      },
      orguser: {
        header: 'Org user details',
        body: ['The profile of one member with their role and application policies.'],
      },
      createOrgUser: {
        header: titles.addOrgUsers,
        body: [
          'Check a username first: an existing user is added with the chosen role, and a new username creates the user as well.',
        ],
      },
      editOrguser: {
        header: titles.editOrgUser,
        body: ['Changes a member’s details, their org roles and their application roles.'],
      },
      authusers: {
        header: titles.authenticatedUsers,
        body: [messages.authUsersDescription],
      },
      createUser: {
        header: titles.signUpNewUser,
        body: [
          'Creates the sign-in account and the user profile. A verification e-mail goes to the address.',
        ],
      },
      user: {
        header: titles.userDetails,
        body: ['The profile of one user with every policy they hold. Delete removes the profile.'],
      },
      editUser: {
        header: 'Edit user',
        body: ['Changes a user’s name and phone, and the policies they hold in each unit.'],
      },
      teams: {
        header: commonStrings.menu.teams,
        body: [
          'The teams of the active unit, in name order. Choose a team to see its members and their team roles.',
          'Admins of the unit create, rename and delete teams and manage their members. A team’s lead may rename it and add or remove its members; other members of the unit can only look.',
          'Only members of the unit can join its teams, each user at most 20 teams. Deleting a team removes its memberships.',
        ],
      },
      workqueue: {
        header: commonStrings.menu.workqueue,
        body: [
          'Deletion requests of the units below the active unit, oldest branch first, each with what its deletion would affect: subunits, users who would lose all access, active configs and documents (“more than” when counting stopped at its limit).',
          'An admin of a unit above the requested one approves or rejects it; whoever asked cannot approve their own request. A rejection needs a reason, which the requester reads in the unit’s notifications.',
          'An approved deletion hides the unit and everything below it at once, and frees its name. Admins above it can restore it from Deleted units for 30 days; after that it is purged for good.',
        ],
      },
      documents: {
        header: commonStrings.menu.documents,
        body: [
          'The images of the active unit, newest first, with their size, type, who uploaded them and when. Choose a name to preview it; Download saves it under its name.',
          'Any member of the unit can upload JPEG, PNG, GIF or WebP images of at most 5,000,000 bytes: choose files or drop them on the page. Only admins of the unit can delete a document.',
        ],
      },
      issueTracker: applicationHelp(commonStrings.menu.issueTracker),
      certifications: applicationHelp(commonStrings.menu.certifications),
      salesPro: applicationHelp(commonStrings.menu.salesPro),
      hrm: applicationHelp(commonStrings.menu.hrm),
      accounting: applicationHelp(commonStrings.menu.accounting),
      approvals: applicationHelp(commonStrings.menu.approvals),
      notifications: {
        header: titles.notifications,
        body: [
          'What changed in the active unit, newest first: when, who made the change, and what they changed. Choose an entity to see only the changes to it.',
          'The bell in the top bar counts the changes since you last opened this page; opening it marks them seen, for you only.',
        ],
      },
      myProfile: {
        header: titles.myProfile,
        body: [
          'Your own profile, contacts and recent activities. Edit changes your name and phone; Change password sets a new password.',
        ],
      },
      orgRoles: {
        header: 'Org roles',
        body: [
          'An org role gives a user a set of permissions in this unit, such as viewing or managing users. A user can hold several roles.',
        ],
      },
      policies: {
        header: titles.policies,
        body: [
          'A policy gives a user a role in one unit. The system policy makes the user a system admin.',
        ],
      },
      firstAdmin: {
        header: titles.firstAdmin,
        body: [
          'The first admin manages the new organisation. Choose an existing account, or invite a new one by e-mail with a temporary password.',
        ],
      },
    },
  },
} as const;
