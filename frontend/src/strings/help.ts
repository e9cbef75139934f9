import { commonStrings } from './common';

const { titles, messages } = commonStrings;

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
      myProfile: {
        header: titles.myProfile,
        body: [
          'Your own profile, contacts and recent activities. Edit changes your name and phone; Change password sets a new password.',
        ],
      },
      notAvailable: {
        header: 'Not available yet',
        body: ['This screen is not part of the console yet.'],
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
