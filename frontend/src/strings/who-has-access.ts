import { commonStrings } from './common';
import { orgunitsStrings } from './orgunits';
import { usersStrings } from './users';

const { fields } = commonStrings;

const columns = {
  person: 'Person',
  roles: usersStrings.orgUsers.roles,
  grantedOn: 'Granted on',
  how: 'Direct or inherited',
} as const;

/** The texts of a unit page's "Who has access" list (issue 39 §2) and its CSV export. */
export const whoHasAccessStrings = {
  heading: 'Who has access',
  description:
    'Everyone whose roles cover this unit: its own members, then the members of each unit above it.',
  searchPlaceholder: 'Search by name or username',
  searchAriaLabel: 'Search the people with access by the start of their name or username',
  loading: 'Loading the people with access',
  loadFailed: 'Get Who Has Access Failed',
  empty: 'Nobody holds a role on this unit or on a unit above it.',
  noMatch: 'Nobody with access matches the search.',
  clearSearch: orgunitsStrings.orgunits.clearSearch,
  columns,
  direct: 'Direct',
  inherited: 'Inherited',
  exportCsv: 'Export CSV',
  exporting: (rows: number) => `Exporting: ${rows} rows read`,
  exported: (rows: number) => `Exported ${rows} rows`,
  exportCut: (pages: number, rows: number) =>
    `The export stopped after ${pages} pages: the file holds the first ${rows} rows. Search to narrow the list.`,
  exportFailed: 'Export Who Has Access Failed',
  /** The CSV file's header row and name. */
  csv: {
    header: [
      fields.username,
      fields.name,
      columns.roles,
      columns.grantedOn,
      'Granted on (unit id)',
      columns.how,
    ],
    fileName: (unitId: string) => `who-has-access-${unitId}.csv`,
  },
} as const;
