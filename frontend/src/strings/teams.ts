import { commonStrings } from './common';

const { actions, fields, validation, menu } = commonStrings;

const CREATE_TEAM = 'Create team';
const MEMBERS = 'Members';
const TEAM_ROLE = 'Team role';

/** The Teams screen's texts. */
export const teamsStrings = {
  teams: {
    heading: menu.teams,
    description: 'The teams of this unit and their members.',
    create: CREATE_TEAM,
    rename: 'Rename',
    delete: actions.delete,
    name: fields.name,
    members: MEMBERS,
    created: fields.created,
    createdBy: 'Creator',
    empty: 'No teams in this unit yet',
    loading: 'Loading teams',
    loadFailed: 'Get All Teams Failed',
    selectionLabel: (name: string) => `Select team ${name}`,
    allSelectionLabel: menu.teams,
    tableLabel: 'Teams of the unit',
    createdTeam: (name: string) => `Team ${name} created`,
    renamed: (name: string) => `Team renamed to ${name}`,
    deleted: (name: string) => `Team ${name} deleted`,
    createFailed: 'Team Creation Failed',
    renameFailed: 'Team Rename Failed',
    deleteFailed: 'Team Deletion Failed',
  },
  form: {
    createHeading: CREATE_TEAM,
    renameHeading: (name: string) => `Rename team ${name}`,
    nameLabel: 'Team name',
    nameHint: 'Unique in this unit, in any letter case.',
    cancel: actions.cancel,
    create: CREATE_TEAM,
    save: 'Save name',
    blank: 'Enter a name for the team',
    tooLong: validation.tooLong,
    controlCharacters: validation.nameControlCharacters,
    errorLabel: 'Not saved',
  },
  confirmDelete: {
    heading: 'Delete team',
    question: 'Delete this team?',
    detail: (name: string, members: number) =>
      `Team ${name} and its ${members} membership${members === 1 ? '' : 's'} will be removed.`,
    cancel: actions.cancel,
    delete: actions.delete,
  },
  panel: {
    heading: (name: string) => `Team ${name}`,
    membersHeading: MEMBERS,
    username: fields.username,
    role: TEAM_ROLE,
    joined: 'Joined',
    roles: { lead: 'Lead', member: 'Member' } as const,
    yourRole: (role: string) => `Your role in this team: ${role}`,
    noMembers: 'This team has no members yet',
    loading: 'Loading the team',
    loadFailed: 'Get Team Details Failed',
    remove: 'Remove member',
    /** Starts with the visible text (WCAG 2.5.3 label in name). */
    removeLabel: (username: string) => `Remove member ${username}`,
    roleLabel: (username: string) => `Team role of ${username}`,
    addHeading: 'Add a member',
    userLabel: 'Member of the unit',
    userPlaceholder: 'Choose a user',
    usersLoading: 'Loading the users of the unit',
    usersFailed: 'The users of the unit could not be loaded',
    noUsers: 'No users to add',
    roleOfNew: TEAM_ROLE,
    add: 'Add member',
    added: (username: string) => `${username} added to the team`,
    roleChanged: (username: string, role: string) => `${username} is now ${role}`,
    removed: (username: string) => `${username} removed from the team`,
    changeFailed: 'Team Member Change Failed',
  },
} as const;
