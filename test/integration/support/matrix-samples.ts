/**
 * One valid request per route (two where a query parameter changes the permission), aimed at a
 * victim in ou-sales (or ou-root for the org plan), and who may make it. The matrix sends each
 * one as every kind of outsider and, last, as the rightful caller to prove the request is valid.
 */
import type { CallerName, MatrixFixture } from './matrix-fixture';

export interface SampleRequest {
  path: string;
  query?: Record<string, string>;
  /** Headers besides Authorization and x-ouid (the matrix sets those per caller). */
  headers?: Record<string, string>;
  body?: unknown;
}

export interface MatrixSample {
  route: string;
  variant?: string;
  /** The victim unit the caller acts on: ou-sales, or ou-root for routes that need a ROOT. */
  context: 'sales' | 'root';
  request: (fixture: MatrixFixture) => SampleRequest;
  /**
   * `actingUnit` when the call is about the acting unit itself (lists, creates, checks): an
   * admin of a sibling sending their own x-ouid then acts, rightly, on their own unit, so only
   * their claim of the victim's x-ouid is an attack.
   */
  target?: 'actingUnit';
  /** Who may make the call; the positive control. */
  rightful: CallerName;
  /** A member of the victim unit may make it too (reads), so no "member" refusal is expected. */
  memberAllowed?: boolean;
  /** Only a system admin may make it: the victim unit's own admin is refused as well. */
  unitAdminRefused?: boolean;
}

export const MATRIX_SAMPLES: readonly MatrixSample[] = [
  {
    route: 'GET /orgunit',
    context: 'sales',
    target: 'actingUnit',
    request: () => ({ path: '/orgunit', query: { parentOuId: 'ou-sales' } }),
    rightful: 'salesAdmin',
    memberAllowed: true,
  },
  {
    route: 'POST /orgunit',
    context: 'sales',
    target: 'actingUnit',
    request: (f) => ({
      path: '/orgunit',
      headers: { 'x-ouidchain': 'ou-root/ou-sales' },
      body: { name: `${f.prefix} created`, description: 'Created by the matrix' },
    }),
    rightful: 'salesAdmin',
  },
  {
    route: 'GET /orgunit/{id}',
    context: 'sales',
    request: (f) => ({ path: `/orgunit/${f.units.read}` }),
    rightful: 'salesAdmin',
    memberAllowed: true,
  },
  {
    route: 'PUT /orgunit/{id}',
    context: 'sales',
    request: (f) => ({
      path: `/orgunit/${f.units.edited}`,
      body: { version: 1, data: { name: `${f.prefix} renamed`, description: 'Edited' } },
    }),
    rightful: 'salesAdmin',
  },
  {
    route: 'DELETE /orgunit/{id}',
    context: 'sales',
    request: (f) => ({ path: `/orgunit/${f.units.deleted}` }),
    rightful: 'salesAdmin',
  },
  {
    route: 'GET /orgunit/{id}/activities',
    context: 'sales',
    request: (f) => ({ path: `/orgunit/${f.units.read}/activities` }),
    rightful: 'salesAdmin',
    memberAllowed: true,
  },
  {
    route: 'GET /orgplan/{ouid}',
    context: 'root',
    request: () => ({ path: '/orgplan/ou-root' }),
    rightful: 'rootAdmin',
  },
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
  {
    route: 'GET /config',
    context: 'sales',
    target: 'actingUnit',
    request: () => ({ path: '/config' }),
    rightful: 'salesAdmin',
    memberAllowed: true,
  },
  {
    route: 'GET /config',
    variant: '?deployArtifact=true',
    context: 'sales',
    target: 'actingUnit',
    request: () => ({ path: '/config', query: { deployArtifact: 'true' } }),
    rightful: 'salesAdmin',
  },
  {
    route: 'PUT /config/{identifier}',
    context: 'sales',
    request: (f) => ({
      path: `/config/${f.artifact.identifier}`,
      query: { createArtifact: 'true' },
      body: { key: f.artifact.key, identifier: f.artifact.identifier, ETag: f.artifact.eTag },
    }),
    rightful: 'salesAdmin',
  },
  {
    route: 'GET /document',
    context: 'sales',
    target: 'actingUnit',
    request: () => ({
      path: '/document',
      query: { signedUrl: 'true', contentType: 'image/png', contentLength: '1000' },
    }),
    rightful: 'salesAdmin',
    memberAllowed: true,
  },
];

export function sampleName(sample: MatrixSample): string {
  return sample.variant ? `${sample.route} ${sample.variant}` : sample.route;
}
