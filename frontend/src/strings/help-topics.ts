import { commonStrings } from './common';

const { titles, menu } = commonStrings;

/**
 * The help topics' names, for the forms' Info links and the help panel's heading: one topic per
 * console route, and a few for single form fields. Their texts are in help-topic-bodies.ts, which
 * only the help panel loads.
 */
export const helpTopicStrings = {
  info: 'Info',
  /** Starts with the link's visible text, 'Info' (WCAG 2.5.3 label in name). */
  infoAbout: (topic: string) => `Info about ${topic}`,
  headers: {
    console: 'Console',
    home: 'Organisation home',
    orgunits: titles.childOrganisations,
    registerOrgunit: titles.registerOrgunit,
    orgunit: 'Orgunit details',
    editOrgunit: titles.editOrgunit,
    orgplan: titles.organisationalPlan,
    tenants: titles.organisations,
    createTenant: titles.createOrganisation,
    configDash: titles.configurations,
    orgusers: titles.organisationalUsers,
    orguser: 'Org user details',
    createOrgUser: titles.addOrgUsers,
    editOrguser: titles.editOrgUser,
    users: titles.authenticatedUsers,
    authusers: titles.authenticatedUsers,
    createUser: titles.signUpNewUser,
    user: titles.userDetails,
    editUser: 'Edit user',
    teams: menu.teams,
    workqueue: menu.workqueue,
    documents: menu.documents,
    issueTracker: menu.issueTracker,
    certifications: menu.certifications,
    salesPro: menu.salesPro,
    hrm: menu.hrm,
    accounting: menu.accounting,
    approvals: menu.approvals,
    notifications: titles.notifications,
    myProfile: titles.myProfile,
    orgRoles: 'Org roles',
    policies: titles.policies,
    firstAdmin: titles.firstAdmin,
  },
} as const;
