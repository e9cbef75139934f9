import { commonStrings } from './common';

const { titles } = commonStrings;

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
} as const;
