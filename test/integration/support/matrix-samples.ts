/**
 * One valid request per route (two where a query parameter changes the permission), aimed at a
 * victim in ou-sales (ou-root for the org plan, ou-system for the tenant routes), and who may make
 * it. The matrix sends each one as every kind of outsider and, last, as the rightful caller to
 * prove the request is valid.
 */
import type { CallerName, MatrixFixture } from './matrix-fixture';
import { CONFIG_SAMPLES } from './matrix-samples-config';
import { TEAM_SAMPLES } from './matrix-samples-teams';
import { USER_SAMPLES } from './matrix-samples-users';
import { WORKQUEUE_SAMPLES } from './matrix-samples-workqueue';

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
  /**
   * The victim unit the caller acts on: ou-sales, ou-root for routes that need a ROOT, ou-system
   * for routes that need a SYSTEM unit.
   */
  context: 'sales' | 'root' | 'system';
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
    route: 'GET /orgunit/{id}/activities',
    variant: '?entity=orgunit',
    context: 'sales',
    request: (f) => ({
      path: `/orgunit/${f.units.read}/activities`,
      query: { entity: 'orgunit' },
    }),
    rightful: 'salesAdmin',
    memberAllowed: true,
  },
  {
    route: 'GET /orgunit/{id}/seen',
    context: 'sales',
    request: (f) => ({ path: `/orgunit/${f.units.read}/seen` }),
    rightful: 'salesAdmin',
    memberAllowed: true,
  },
  {
    route: 'PUT /orgunit/{id}/seen',
    context: 'sales',
    request: (f) => ({
      path: `/orgunit/${f.units.read}/seen`,
      body: { at: '2026-01-02T03:04:05.678Z', id: `${f.prefix}-record` },
    }),
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
    // Who has access to a unit below ou-sales: its admins only (members are refused too).
    route: 'GET /access/units/{id}/people',
    context: 'sales',
    request: (f) => ({ path: `/access/units/${f.units.read}/people`, query: { limit: '5' } }),
    rightful: 'salesAdmin',
  },
  {
    // Why a member of ou-sales may or may not: an admin covering the unit may ask about them.
    route: 'GET /access/explain',
    context: 'sales',
    request: (f) => ({
      path: '/access/explain',
      query: { unit: 'ou-sales', username: f.usernames.viewed, permission: 'EditOrgunit' },
    }),
    rightful: 'salesAdmin',
  },
  ...USER_SAMPLES,
  ...TEAM_SAMPLES,
  ...WORKQUEUE_SAMPLES,
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
  ...CONFIG_SAMPLES,
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
  {
    route: 'GET /document',
    variant: '(list)',
    context: 'sales',
    target: 'actingUnit',
    request: () => ({ path: '/document', query: { limit: '10' } }),
    rightful: 'salesAdmin',
    memberAllowed: true,
  },
  {
    // The key names ou-sales: from any other unit it is outside the acting unit's prefix.
    route: 'POST /document',
    context: 'sales',
    request: (f) => ({
      path: '/document',
      body: { key: f.documents.uploadedKey, name: `${f.prefix} uploaded.png` },
    }),
    rightful: 'salesAdmin',
    memberAllowed: true,
  },
  {
    route: 'GET /document/{documentId}',
    context: 'sales',
    request: (f) => ({ path: `/document/${f.documents.read}` }),
    rightful: 'salesAdmin',
    memberAllowed: true,
  },
  {
    route: 'DELETE /document/{documentId}',
    context: 'sales',
    request: (f) => ({ path: `/document/${f.documents.deleted}` }),
    rightful: 'salesAdmin',
  },
  {
    route: 'GET /tenant',
    context: 'system',
    target: 'actingUnit',
    request: () => ({ path: '/tenant' }),
    rightful: 'systemAdmin',
    unitAdminRefused: true,
  },
  {
    route: 'POST /tenant',
    context: 'system',
    target: 'actingUnit',
    request: (f) => ({
      path: '/tenant',
      body: {
        name: `${f.prefix} tenant`,
        description: 'Onboarded by the matrix',
        admin: { kind: 'existing', username: `${f.prefix}-tenantadmin` },
      },
    }),
    rightful: 'systemAdmin',
    unitAdminRefused: true,
  },
];

export function sampleName(sample: MatrixSample): string {
  return sample.variant ? `${sample.route} ${sample.variant}` : sample.route;
}
