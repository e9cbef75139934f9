/**
 * Matrix samples of the team routes, aimed at the victim teams in ou-sales (matrix-teams.ts). The
 * team routes name the team's unit in x-ouid: an admin of another unit acting on their own unit
 * finds no such team there and is refused like everyone else.
 */
import type { MatrixSample } from './matrix-samples';

export const TEAM_SAMPLES: readonly MatrixSample[] = [
  {
    route: 'GET /team',
    context: 'sales',
    target: 'actingUnit',
    request: () => ({ path: '/team' }),
    rightful: 'salesAdmin',
    memberAllowed: true,
  },
  {
    route: 'POST /team',
    context: 'sales',
    target: 'actingUnit',
    request: (f) => ({ path: '/team', body: { name: `${f.prefix} created team` } }),
    rightful: 'salesAdmin',
  },
  {
    route: 'GET /team/{teamId}',
    context: 'sales',
    request: (f) => ({ path: `/team/${f.teams.read}` }),
    rightful: 'salesAdmin',
    memberAllowed: true,
  },
  {
    route: 'PUT /team/{teamId}',
    context: 'sales',
    request: (f) => ({
      path: `/team/${f.teams.edited}`,
      body: { name: `${f.prefix} renamed team`, version: 1 },
    }),
    rightful: 'salesAdmin',
  },
  {
    route: 'DELETE /team/{teamId}',
    context: 'sales',
    request: (f) => ({ path: `/team/${f.teams.deleted}` }),
    rightful: 'salesAdmin',
  },
  {
    route: 'PUT /team/{teamId}/member/{username}',
    context: 'sales',
    request: (f) => ({
      path: `/team/${f.teams.edited}/member/${f.usernames.teamJoining}`,
      body: { role: 'lead' },
    }),
    rightful: 'salesAdmin',
  },
  {
    route: 'DELETE /team/{teamId}/member/{username}',
    context: 'sales',
    request: (f) => ({ path: `/team/${f.teams.read}/member/${f.usernames.viewed}` }),
    rightful: 'salesAdmin',
  },
];
