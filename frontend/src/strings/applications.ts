import { commonStrings } from './common';

const { fields, messages, titles } = commonStrings;

/** The application screens' texts (one screen, shown for each application of spec §1). */
export const applicationsStrings = {
  application: {
    description: (unit: string) => `Your access to this application in ${unit}.`,
    detailsHeading: fields.application,
    status: 'Release status',
    released: 'Released',
    releasePending: messages.releasePending,
    notListed: 'Not offered in this organisation',
    identifier: 'Application ID',
    yourRoles: 'Your roles',
    noRoles: 'None',
    loading: 'Loading the application',
    loadFailed: commonStrings.activeUnit.configsFailed,
    launch: (app: string) => `Launch ${app}`,
    /** Starts with the visible text (WCAG 2.5.3 label in name) and says where it opens. */
    launchAriaLabel: (app: string) => `Launch ${app} (opens in a new tab)`,
    noLaunchHeading: (app: string) => `No launch link for ${app}`,
    noLaunchReasons: {
      unlisted: (unit: string) =>
        `${unit} does not offer this application: its configuration in force does not list it.`,
      pending: 'Its release is pending: it can be launched once it is released.',
      noLaunchUrl:
        'No launch address is set for it in the configuration in force (core config, applications).',
      noRole: 'You hold no role in it here.',
    },
    noRolesHeading: (app: string) => `You have no roles in ${app}`,
    howToAsk: `An administrator of this organisation grants application roles on your user page: ${titles.organisationalUsers}, then your user, then Edit.`,
    adminHint:
      'As an administrator of this organisation, you can give its members application roles on their user page.',
    openOrgUsers: `Open ${titles.organisationalUsers}`,
  },
} as const;
