/**
 * A table of its own in the platform's DynamoDB Local for the access explainer's suites: units and
 * people written directly, and every resource's real handler called in-process as a person would
 * call it through API Gateway (the verified claims, with MFA on, as a system admin's token must).
 */
import { randomUUID } from 'node:crypto';

import { CreateTableCommand, DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyResult } from 'aws-lambda';

import { handler as accessHandler } from '../../../lambdas/access/handler';
import { handler as appuserHandler } from '../../../lambdas/appuser/handler';
import { handler as configHandler } from '../../../lambdas/config/handler';
import { HANDLER_ENV, keys } from '../../../lambdas/domain/data-keys';
import { handler as documentHandler } from '../../../lambdas/document/handler';
import { handler as orgplanHandler } from '../../../lambdas/orgplan/handler';
import { handler as orgunitHandler } from '../../../lambdas/orgunit/handler';
import { handler as orguserHandler } from '../../../lambdas/orguser/handler';
import { type Policy, SYSTEM_POLICY_OUID } from '../../../lambdas/domain/policies';
import {
  membershipRecord,
  orgunitRecord,
  profileRecord,
} from '../../../lambdas/domain/record-builders';
import type { ActiveConfigRecord, OrgunitRecord } from '../../../lambdas/domain/records';
import { matchPath } from '../../../lambdas/domain/route-paths';
import { findRoute, type Resource, ROUTES } from '../../../lambdas/domain/routes';
import { childChain, type UnitType } from '../../../lambdas/domain/units';
import type { ResourceHandler } from '../../../lambdas/shared/router';
import { handler as teamHandler } from '../../../lambdas/team/handler';
import { handler as tenantHandler } from '../../../lambdas/tenant/handler';
import { handler as userprofileHandler } from '../../../lambdas/userprofile/handler';
import { createTableInput } from '../../../lambdas/shared/table-definition';
import { LOCAL_CREDENTIALS, LOCAL_REGION, LOCAL_RESOURCES } from '../../../local/settings';
import { apiEvent, lambdaContext, subOf, withMfa } from '../../unit/support/events';
import { sharedPlatform } from './shared-platform';

const CREATED = '2026-01-01T00:00:00.000Z';

export const HANDLERS: Record<Resource, ResourceHandler> = {
  orgunit: orgunitHandler,
  orgplan: orgplanHandler,
  userprofile: userprofileHandler,
  orguser: orguserHandler,
  appuser: appuserHandler,
  config: configHandler,
  document: documentHandler,
  tenant: tenantHandler,
  team: teamHandler,
  access: accessHandler,
};

export interface AccessTable {
  write(items: readonly object[]): Promise<void>;
  drop(): Promise<void>;
}

/** A new table for the suite, and the handlers' environment pointed at it. */
export async function accessTable(prefix: string): Promise<AccessTable> {
  const { facts } = sharedPlatform();
  const name = `${prefix}-${randomUUID().slice(0, 8)}`;
  const client = new DynamoDBClient({
    endpoint: facts.urls.dynamodb,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  const documents = DynamoDBDocumentClient.from(client);
  await client.send(new CreateTableCommand(createTableInput(name)));
  Object.assign(process.env, {
    [HANDLER_ENV.tableName]: name,
    [HANDLER_ENV.configBucket]: LOCAL_RESOURCES.configBucket,
    [HANDLER_ENV.documentsBucket]: LOCAL_RESOURCES.documentsBucket,
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: facts.urls.dynamodb,
  });
  return {
    async write(items) {
      for (let at = 0; at < items.length; at += 25) {
        await documents.send(
          new BatchWriteCommand({
            RequestItems: {
              [name]: items.slice(at, at + 25).map((Item) => ({ PutRequest: { Item } })),
            },
          }),
        );
      }
    },
    async drop() {
      await client.send(new DeleteTableCommand({ TableName: name }));
      client.destroy();
    },
  };
}

export interface TestUnit {
  id: string;
  type: UnitType;
  chain: string;
  name: string;
  /** The top of the soft-deleted subtree the unit lies in. */
  deletedTop?: string;
}

export function testUnit(
  id: string,
  type: UnitType,
  parent?: TestUnit,
  deletedTop?: string,
): TestUnit {
  const chain = parent ? childChain(parent.chain, id) : id;
  return { id, type, chain, name: `Unit ${id}`, ...(deletedTop ? { deletedTop } : {}) };
}

export function unitItem(unit: TestUnit): OrgunitRecord {
  const record = orgunitRecord({
    identifier: unit.id,
    ouidChain: unit.chain,
    type: unit.type,
    name: unit.name,
    description: `Description of ${unit.id}`,
    emailId: `${unit.id}@example.com`,
    mobile: '+919000000000',
    markedForDeletion: false,
    createdBy: 'seed',
    createdDate: CREATED,
    lastModifiedDate: CREATED,
    version: 1,
  });
  return unit.deletedTop ? { ...record, deletedTop: unit.deletedTop, deletedAt: CREATED } : record;
}

/** A person's profile (bound to their account's sub, with the policy copy) and memberships. */
export function personItems(
  username: string,
  policies: readonly Policy[],
  units: ReadonlyMap<string, TestUnit>,
): object[] {
  const display = {
    name: `Name of ${username}`,
    email: `${username}@example.com`,
    phone_number: '',
  };
  const memberships = policies.map((policy) =>
    membershipRecord({
      username,
      ouid: policy.ouid,
      ouidChain:
        policy.ouid === SYSTEM_POLICY_OUID
          ? SYSTEM_POLICY_OUID
          : (units.get(policy.ouid)?.chain ?? ''),
      roles: [...policy.roles],
      ...display,
      createdDate: CREATED,
    }),
  );
  const profile = profileRecord(
    { username, sub: subOf(username), ...display },
    policies.map((policy) => `${policy.ouid}=${policy.roles.join(',')}`),
    CREATED,
  );
  return [profile, ...memberships];
}

/** A core config of the unit's own, active (as the config routes store one). */
export function coreConfigItem(ouid: string, config: Record<string, unknown>): ActiveConfigRecord {
  return {
    ...keys.activeConfig(ouid, 'core'),
    entity: 'config',
    ouid,
    identifier: 'core',
    key: `${ouid}/core.json`,
    eTag: '"0123456789abcdef"',
    config,
    createdBy: 'access-fixture',
    createdDate: CREATED,
    version: 1,
  };
}

export interface Answer {
  status: number;
  body: { error?: string; data?: unknown } & Record<string, unknown>;
}

/**
 * A call of `method path` (a concrete path, possibly with a query) as `username`, through the
 * route's own resource handler, as API Gateway would deliver it.
 */
export async function callAs(
  username: string,
  method: string,
  pathWithQuery: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const [path = '', search = ''] = pathWithQuery.split('?');
  const route = ROUTES.filter((candidate) => candidate.method === method)
    .map((candidate) => ({ candidate, parameters: matchPath(candidate.path, path) }))
    .filter(({ parameters }) => parameters !== undefined)
    .sort(
      (a, b) => Object.keys(a.parameters ?? {}).length - Object.keys(b.parameters ?? {}).length,
    )[0];
  if (!route) throw new Error(`No route for ${method} ${path}`);
  const spec = findRoute(method, route.candidate.path);
  if (!spec) throw new Error(`No route for ${method} ${path}`);
  const query = Object.fromEntries(new URLSearchParams(search));
  const event = withMfa(
    apiEvent({
      method,
      resource: spec.path,
      path,
      pathParameters: route.parameters,
      ...(Object.keys(query).length > 0 ? { query } : {}),
      headers,
      username,
    }),
  );
  const response: APIGatewayProxyResult = await HANDLERS[spec.resource](event, lambdaContext());
  return { status: response.statusCode, body: JSON.parse(response.body || '{}') as Answer['body'] };
}

/** GET /access/explain as `asker`, with the query given. */
export function explainAs(asker: string, query: Record<string, string>): Promise<Answer> {
  return callAs(asker, 'GET', `/access/explain?${new URLSearchParams(query).toString()}`);
}
