/** The matrix samples of the user routes (userprofile, orguser, appuser); see matrix-samples.ts. */
import type { MatrixSample } from './matrix-samples';

export const USER_SAMPLES: readonly MatrixSample[] = [
  {
    route: 'GET /userprofile',
    context: 'sales',
    target: 'actingUnit',
    request: () => ({ path: '/userprofile' }),
    rightful: 'systemAdmin',
    unitAdminRefused: true,
  },
  {
    route: 'GET /userprofile',
    variant: '?checkUserName=',
    context: 'sales',
    target: 'actingUnit',
    request: (f) => ({ path: '/userprofile', query: { checkUserName: f.usernames.viewed } }),
    rightful: 'salesAdmin',
  },
  {
    route: 'POST /userprofile',
    context: 'sales',
    target: 'actingUnit',
    request: (f) => ({
      path: '/userprofile',
      body: {
        name: 'Matrix Newcomer',
        username: `${f.prefix}-newprofile`,
        email: `${f.prefix}-newprofile@example.com`,
      },
    }),
    rightful: 'salesAdmin',
  },
  {
    route: 'GET /userprofile/{username}',
    context: 'sales',
    request: (f) => ({ path: `/userprofile/${f.usernames.viewed}` }),
    rightful: 'salesAdmin',
  },
  {
    route: 'GET /userprofile/{username}/activities',
    context: 'sales',
    request: (f) => ({ path: `/userprofile/${f.usernames.viewed}/activities` }),
    rightful: 'systemAdmin',
  },
  // Only the person reads or marks their own inbox: here the system admin's, which no other caller
  // may read (an admin of the unit neither). notifications.test.ts shows a member reads their own.
  {
    route: 'GET /userprofile/{username}/inbox',
    context: 'sales',
    request: (f) => ({ path: `/userprofile/${f.usernames.systemAdmin}/inbox` }),
    rightful: 'systemAdmin',
    unitAdminRefused: true,
  },
  {
    route: 'PUT /userprofile/{username}/inbox/seen',
    context: 'sales',
    request: (f) => ({
      path: `/userprofile/${f.usernames.systemAdmin}/inbox/seen`,
      body: { at: '2026-01-02T03:04:05.678Z', id: `${f.prefix}-record` },
    }),
    rightful: 'systemAdmin',
    unitAdminRefused: true,
  },
  {
    route: 'PUT /userprofile/{username}',
    context: 'sales',
    request: (f) => ({
      path: `/userprofile/${f.usernames.edited}`,
      body: { name: 'Matrix Renamed', version: 1 },
    }),
    rightful: 'systemAdmin',
    unitAdminRefused: true,
  },
  {
    route: 'PUT /userprofile/{username}/details',
    context: 'sales',
    request: (f) => ({
      path: `/userprofile/${f.usernames.detailsEdited}/details`,
      body: { name: 'Matrix Details', phone_number: '+15550123', version: 1 },
    }),
    rightful: 'salesAdmin',
  },
  {
    route: 'DELETE /userprofile/{username}',
    context: 'sales',
    request: (f) => ({ path: `/userprofile/${f.usernames.deleted}` }),
    rightful: 'systemAdmin',
    unitAdminRefused: true,
  },
  {
    route: 'GET /orguser',
    context: 'sales',
    target: 'actingUnit',
    request: () => ({ path: '/orguser' }),
    rightful: 'salesAdmin',
    memberAllowed: true,
  },
  {
    route: 'POST /orguser',
    context: 'sales',
    target: 'actingUnit',
    request: (f) => ({
      path: '/orguser',
      body: {
        name: 'Matrix Joiner',
        username: `${f.prefix}-neworguser`,
        email: `${f.prefix}-neworguser@example.com`,
        role: 'user',
      },
    }),
    rightful: 'salesAdmin',
  },
  {
    route: 'GET /orguser/{username}',
    context: 'sales',
    request: (f) => ({ path: `/orguser/${f.usernames.viewed}` }),
    rightful: 'salesAdmin',
    memberAllowed: true,
  },
  {
    route: 'PUT /orguser/{username}',
    context: 'sales',
    request: (f) => ({
      path: `/orguser/${f.usernames.orgEdited}`,
      body: { role: 'admin', version: 1 },
    }),
    rightful: 'salesAdmin',
  },
  {
    route: 'GET /appuser',
    context: 'sales',
    target: 'actingUnit',
    request: () => ({ path: '/appuser' }),
    rightful: 'salesAdmin',
    memberAllowed: true,
  },
  {
    route: 'POST /appuser',
    context: 'sales',
    target: 'actingUnit',
    request: (f) => ({
      path: '/appuser',
      body: {
        username: f.usernames.appJoining,
        appId: f.appId,
        roles: ['agent'],
        ouid: 'ou-sales',
      },
    }),
    rightful: 'salesAdmin',
  },
  {
    route: 'GET /appuser/{username}',
    context: 'sales',
    request: (f) => ({ path: `/appuser/${f.usernames.appRemoved}` }),
    rightful: 'salesAdmin',
    memberAllowed: true,
  },
  {
    route: 'DELETE /appuser/{username}',
    context: 'sales',
    request: (f) => ({
      path: `/appuser/${f.usernames.appRemoved}`,
      headers: { 'x-appid': f.appId },
    }),
    rightful: 'salesAdmin',
  },
];
