/** The table preferences of the unit lists, named once for their pages and their tests. */
export const CHILD_ORGUNITS_TABLE = {
  id: 'child-orgunits',
  /** Cards per page: each divides evenly into rows of 1, 2, 3 or 4. */
  pageSizes: [12, 24, 48, 96],
  pageSize: 24,
} as const;

export const ORG_USERS_TABLE = { id: 'org-users' } as const;

export const AUTH_USERS_TABLE = { id: 'auth-users' } as const;
