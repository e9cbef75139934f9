/** One valid request per counted route, on the tenancy fixture plus round-trips-fixture.ts. */
import { handler as access } from '../../../lambdas/access/handler';
import { handler as appuser } from '../../../lambdas/appuser/handler';
import { handler as config } from '../../../lambdas/config/handler';
import { handler as document } from '../../../lambdas/document/handler';
import { findRoute, type Resource } from '../../../lambdas/domain/routes';
import { handler as orgplan } from '../../../lambdas/orgplan/handler';
import { handler as orgunit } from '../../../lambdas/orgunit/handler';
import { handler as orguser } from '../../../lambdas/orguser/handler';
import type { ResourceHandler } from '../../../lambdas/shared/router';
import { handler as team } from '../../../lambdas/team/handler';
import { handler as tenant } from '../../../lambdas/tenant/handler';
import { handler as userprofile } from '../../../lambdas/userprofile/handler';
import { CONFIG_VERSION_CASES } from './round-trips-config';
import { ROUND_TRIP_DOCUMENT } from './round-trips-fixture';

export interface RoundTripCase {
  route: string;
  label?: string;
  username: string;
  headers?: Record<string, string>;
  pathParameters?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** A read (one call), the org plan of ou-big (one call per page), a write, or no DB work. */
  kind: 'read' | 'subtree' | 'write' | 'none';
  status?: number;
  /** The operation's own calls, when its kind's rule does not say them (in the order sent). */
  calls?: readonly string[];
}

const HANDLERS: Record<Resource, ResourceHandler> = {
  orgunit,
  orgplan,
  userprofile,
  orguser,
  appuser,
  config,
  document,
  tenant,
  team,
  access,
};

export function handlerOf(route: string): ResourceHandler {
  const [method, path] = route.split(' ') as [string, string];
  const spec = findRoute(method, path);
  if (!spec) throw new Error(`No route ${route}`);
  return HANDLERS[spec.resource];
}

const rootAdmin = { username: 'root-admin', headers: { 'x-ouid': 'ou-root' } };
const salesAsRootAdmin = { username: 'root-admin', headers: { 'x-ouid': 'ou-sales' } };
const systemAdmin = { username: 'system-admin', headers: { 'x-ouid': 'ou-root' } };

export const ROUND_TRIP_CASES: readonly RoundTripCase[] = [
  { route: 'GET /orgunit', ...rootAdmin, query: { parentOuId: 'ou-root' }, kind: 'read' },
  {
    route: 'POST /orgunit',
    ...salesAsRootAdmin,
    headers: { 'x-ouid': 'ou-sales', 'x-ouidchain': 'ou-root/ou-sales' },
    body: { name: 'Round trip unit' },
    kind: 'write',
    status: 201,
  },
  { route: 'GET /orgunit/{id}', ...rootAdmin, pathParameters: { id: 'ou-sales' }, kind: 'read' },
  {
    route: 'PUT /orgunit/{id}',
    ...rootAdmin,
    pathParameters: { id: 'ou-support' },
    body: { version: 3, data: { name: 'Support renamed' } },
    kind: 'write',
  },
  {
    route: 'DELETE /orgunit/{id}',
    ...rootAdmin,
    pathParameters: { id: 'ou-sales-east' },
    kind: 'write',
  },
  {
    route: 'GET /orgunit/{id}/activities',
    ...rootAdmin,
    pathParameters: { id: 'ou-sales' },
    kind: 'read',
  },
  {
    route: 'GET /orgunit/{id}/activities',
    label: 'GET /orgunit/{id}/activities?entity=',
    ...rootAdmin,
    pathParameters: { id: 'ou-sales' },
    query: { entity: 'orgunit' },
    kind: 'read',
  },
  {
    // The markers (unit, inbox) and the newest keys of the unit's records and of the caller's
    // inbox, side by side: one round trip.
    route: 'GET /orgunit/{id}/seen',
    ...rootAdmin,
    pathParameters: { id: 'ou-sales' },
    kind: 'read',
    calls: ['Query', 'Query', 'BatchGetItem'],
  },
  {
    route: 'PUT /orgunit/{id}/seen',
    ...rootAdmin,
    pathParameters: { id: 'ou-sales' },
    body: { at: '2026-01-02T03:04:05.678Z', id: 'round-trip-record' },
    kind: 'write',
    calls: ['UpdateItem'],
  },
  {
    route: 'GET /orgplan/{ouid}',
    label: 'GET /orgplan/{ouid} of 2,600 units',
    username: 'big-admin',
    headers: { 'x-ouid': 'ou-big' },
    pathParameters: { ouid: 'ou-big' },
    kind: 'subtree',
  },
  {
    // The names of the units above and the first members Query, side by side after the
    // authorization (which read the target's chain); ou-sales's own members fill a page of one.
    route: 'GET /access/units/{id}/people',
    ...salesAsRootAdmin,
    pathParameters: { id: 'ou-sales' },
    query: { limit: '1' },
    kind: 'read',
    calls: ['BatchGetItem', 'Query'],
  },
  {
    // About oneself: the person and the named units (with their policies' units, for names) in
    // one BatchGet after the authorization; about someone else, their profile is read beside it.
    route: 'GET /access/explain',
    username: 'sales-member',
    query: { unit: 'ou-sales', permission: 'ViewOrgunit' },
    kind: 'read',
  },
  {
    route: 'GET /access/explain',
    label: 'GET /access/explain about someone else',
    username: 'sales-admin',
    query: { unit: 'ou-sales', username: 'sales-member' },
    kind: 'read',
    calls: ['BatchGetItem', 'BatchGetItem'],
  },
  { route: 'GET /userprofile', ...systemAdmin, kind: 'read' },
  {
    route: 'GET /userprofile/{username}/activities',
    username: 'sales-member',
    pathParameters: { username: 'sales-member' },
    kind: 'read',
  },
  {
    route: 'GET /userprofile/{username}/inbox',
    username: 'sales-member',
    pathParameters: { username: 'sales-member' },
    kind: 'read',
  },
  {
    route: 'PUT /userprofile/{username}/inbox/seen',
    username: 'sales-member',
    pathParameters: { username: 'sales-member' },
    body: { at: '2026-01-02T03:04:05.678Z', id: 'round-trip-record' },
    kind: 'write',
    calls: ['UpdateItem'],
  },
  {
    route: 'PUT /userprofile/{username}',
    ...systemAdmin,
    pathParameters: { username: 'sales-member' },
    body: { name: 'Renamed member', version: 1 },
    kind: 'write',
  },
  {
    route: 'PUT /userprofile/{username}/details',
    username: 'sales-member',
    pathParameters: { username: 'sales-member' },
    // The PUT /userprofile case above made version 2.
    body: { phone_number: '+15550100', version: 2 },
    kind: 'write',
  },
  { route: 'GET /orguser', ...salesAsRootAdmin, kind: 'read' },
  {
    route: 'GET /orguser/{username}',
    ...salesAsRootAdmin,
    pathParameters: { username: 'app-user' },
    kind: 'read',
  },
  {
    route: 'PUT /orguser/{username}',
    ...salesAsRootAdmin,
    pathParameters: { username: 'app-user' },
    body: { role: 'admin', version: 1 },
    kind: 'write',
    // The user, then the role configs beside the audit summary's display names (display-names.ts).
    calls: ['Query', 'BatchGetItem', 'BatchGetItem', 'TransactWriteItems'],
  },
  { route: 'GET /appuser', ...salesAsRootAdmin, kind: 'read' },
  {
    route: 'POST /appuser',
    ...salesAsRootAdmin,
    body: { username: 'sales-member', appId: 'ticketapp', roles: ['agent'], ouid: 'ou-sales' },
    kind: 'write',
    status: 201,
    // The user, then the application's configs beside the audit summary's display names.
    calls: ['Query', 'BatchGetItem', 'BatchGetItem', 'TransactWriteItems'],
  },
  {
    route: 'GET /appuser/{username}',
    ...salesAsRootAdmin,
    pathParameters: { username: 'app-user' },
    kind: 'read',
  },
  {
    route: 'DELETE /appuser/{username}',
    ...salesAsRootAdmin,
    headers: { 'x-ouid': 'ou-sales', 'x-appid': 'ticketapp' },
    pathParameters: { username: 'app-user' },
    kind: 'write',
  },
  {
    route: 'GET /config',
    ...salesAsRootAdmin,
    kind: 'read',
    // Side by side: the chain's units (each key's source is named) and their configs and locks.
    calls: ['BatchGetItem', 'ExecuteStatement'],
  },
  ...CONFIG_VERSION_CASES,
  {
    route: 'GET /document',
    ...salesAsRootAdmin,
    query: { signedUrl: 'true', contentType: 'image/png', contentLength: '1000' },
    kind: 'none',
  },
  {
    route: 'GET /document',
    label: 'GET /document (list)',
    ...salesAsRootAdmin,
    query: { limit: '10' },
    kind: 'read',
  },
  {
    route: 'GET /document/{documentId}',
    ...salesAsRootAdmin,
    pathParameters: { documentId: ROUND_TRIP_DOCUMENT.id },
    kind: 'read',
  },
  { route: 'GET /team', ...salesAsRootAdmin, kind: 'read' },
  {
    route: 'POST /team',
    ...salesAsRootAdmin,
    body: { name: 'Round trip new team' },
    kind: 'write',
    status: 201,
  },
  {
    // The team and the caller's membership (one BatchGet) beside the members (one Query), both
    // sent before the authorization's Query and BatchGet: what is left of the calls once the
    // first of each kind is taken for the authorization reads in the authorization's order.
    route: 'GET /team/{teamId}',
    ...salesAsRootAdmin,
    pathParameters: { teamId: 'team-rt' },
    kind: 'read',
    calls: ['Query', 'BatchGetItem'],
  },
  {
    route: 'PUT /team/{teamId}',
    ...salesAsRootAdmin,
    pathParameters: { teamId: 'team-rt' },
    body: { name: 'Round trip team renamed', version: 1 },
    kind: 'write',
  },
  {
    route: 'PUT /team/{teamId}/member/{username}',
    ...salesAsRootAdmin,
    pathParameters: { teamId: 'team-rt', username: 'sales-member' },
    body: { role: 'lead' },
    kind: 'write',
  },
  {
    route: 'DELETE /team/{teamId}/member/{username}',
    ...salesAsRootAdmin,
    pathParameters: { teamId: 'team-rt', username: 'app-user' },
    kind: 'write',
  },
  {
    route: 'DELETE /team/{teamId}',
    ...salesAsRootAdmin,
    pathParameters: { teamId: 'team-rt-gone' },
    kind: 'write',
  },
];
