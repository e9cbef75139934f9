/** GET /orgunit/{id} through the orgunit handler against DynamoDB Local: the tenancy matrix. */
import { handler } from '../../../lambdas/orgunit/handler';
import { type DynamoDbLocal, startDynamoDbLocal } from '../../support/dynamodb-local';
import { lambdaContext, orgunitGet, subOf, withMfa } from '../support/events';
import { MFA_CLAIM, MFA_REQUIRED_CODE } from '../../../lambdas/domain/mfa';
import { writeTenancy } from '../support/tenancy-fixture';

/** The router quotes API Gateway's request id (test/unit/support/events.ts) in every error. */
const FORBIDDEN = {
  error: "You don't have permission to this action.",
  requestId: 'api-request-id',
};

let dynamo: DynamoDbLocal;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  dynamo = await startDynamoDbLocal();
  dynamo.applyHandlerEnv();
  await writeTenancy(dynamo.documentClient, dynamo.tableName);
}, 60_000);

afterAll(async () => {
  await dynamo?.stop();
  jest.restoreAllMocks();
});

async function get(
  id: string,
  username: string,
  headers: Record<string, string> = {},
  mfa: 'with MFA' | 'without' = 'without',
) {
  const event = orgunitGet(id, username, headers);
  const response = await handler(mfa === 'with MFA' ? withMfa(event) : event, lambdaContext());
  return { statusCode: response.statusCode, body: JSON.parse(response.body) as unknown };
}

describe('GET /orgunit/{id}', () => {
  it('gives an admin of the parent the child in the console shape', async () => {
    const response = await get('ou-sales-east', 'sales-admin', { 'x-ouid': 'ou-sales' });
    expect(response).toEqual({
      statusCode: 200,
      body: {
        data: {
          markedForDeletion: false,
          version: 3,
          data: {
            identifier: 'ou-sales-east',
            name: 'Unit ou-sales-east',
            description: 'Description of ou-sales-east',
            emailId: 'ou-sales-east@example.com',
            mobile: '+919000000000',
            type: 'ORGUNIT',
            createdDate: '2026-01-01T00:00:00.000Z',
            lastModifiedDate: '2026-01-01T00:00:00.000Z',
            ouidChain: 'ou-root/ou-sales/ou-sales-east',
            parentOuId: 'ou-sales',
          },
          // The caller's policy is on ou-sales: ou-root's name is not theirs to read.
          ancestors: [{ id: 'ou-sales', name: 'Unit ou-sales' }],
        },
      },
    });
  });

  it('names every ancestor, top first, to a caller covering the whole chain', async () => {
    const response = await get('ou-sales-east', 'root-admin', { 'x-ouid': 'ou-root' });
    expect((response.body as { data: { ancestors: unknown } }).data.ancestors).toEqual([
      { id: 'ou-root', name: 'Unit ou-root' },
      { id: 'ou-sales', name: 'Unit ou-sales' },
    ]);
    const top = await get('ou-root', 'root-admin');
    expect((top.body as { data: { ancestors: unknown } }).data.ancestors).toEqual([]);
  });

  it('uses the target as acting unit when no x-ouid is sent', async () => {
    expect((await get('ou-sales-east', 'root-admin')).statusCode).toBe(200);
    expect((await get('ou-root', 'root-admin')).statusCode).toBe(200);
  });

  it('reads x-ouid whatever its case', async () => {
    expect((await get('ou-sales', 'root-admin', { 'X-OUID': 'ou-root' })).statusCode).toBe(200);
  });

  it('refuses a member of a sibling unit', async () => {
    expect(await get('ou-sales', 'support-member')).toEqual({ statusCode: 403, body: FORBIDDEN });
    expect(await get('ou-sales', 'support-member', { 'x-ouid': 'ou-support' })).toEqual({
      statusCode: 403,
      body: FORBIDDEN,
    });
  });

  it('refuses an unknown unit with exactly the same answer', async () => {
    expect(await get('ou-nowhere', 'support-member')).toEqual({ statusCode: 403, body: FORBIDDEN });
    expect(await get('ou-nowhere', 'support-member', { 'x-ouid': 'ou-support' })).toEqual({
      statusCode: 403,
      body: FORBIDDEN,
    });
  });

  it('refuses the parent of the unit the caller covers', async () => {
    expect(await get('ou-root', 'sales-admin', { 'x-ouid': 'ou-sales' })).toEqual({
      statusCode: 403,
      body: FORBIDDEN,
    });
  });

  it('refuses a covered target outside the acting unit', async () => {
    expect((await get('ou-support', 'multi', { 'x-ouid': 'ou-support' })).statusCode).toBe(200);
    expect(await get('ou-sales', 'multi', { 'x-ouid': 'ou-support' })).toEqual({
      statusCode: 403,
      body: FORBIDDEN,
    });
  });

  it('refuses an acting unit the caller does not cover', async () => {
    expect(await get('ou-sales', 'sales-admin', { 'x-ouid': 'ou-root' })).toEqual({
      statusCode: 403,
      body: FORBIDDEN,
    });
  });

  it('trusts the database, not a policies claim in the token', async () => {
    const event = orgunitGet('ou-root', 'stranger');
    event.requestContext.authorizer = {
      claims: {
        'cognito:username': 'stranger',
        sub: subOf('stranger'),
        policies: 'ou-root=admin;system=admin',
      },
    };
    const response = await handler(event, lambdaContext());
    expect(response.statusCode).toBe(403);
  });

  it('lets a system admin read any unit, and tells them when it does not exist', async () => {
    expect((await get('ou-support', 'system-admin', {}, 'with MFA')).statusCode).toBe(200);
    expect((await get('ou-system', 'system-admin', {}, 'with MFA')).statusCode).toBe(200);
    expect(await get('ou-nowhere', 'system-admin', {}, 'with MFA')).toEqual({
      statusCode: 404,
      body: { error: 'Orgunit not found', requestId: 'api-request-id' },
    });
  });

  it('refuses a system admin whose token does not say MFA is on: 403 MfaRequired', async () => {
    // Absent, off, or any spelling but the trigger's own 'true' (a claim is a string).
    for (const claim of [undefined, 'false', 'TRUE', 'True', '1', 'yes', ' true']) {
      const event = orgunitGet('ou-support', 'system-admin');
      const claims = event.requestContext.authorizer?.claims as Record<string, string>;
      if (claim !== undefined) claims[MFA_CLAIM] = claim;
      const response = await handler(event, lambdaContext());
      expect({ claim, statusCode: response.statusCode, body: JSON.parse(response.body) }).toEqual({
        claim,
        statusCode: 403,
        body: expect.objectContaining({ code: MFA_REQUIRED_CODE }) as unknown,
      });
    }
    // A tenant admin whose units do not require MFA is served without it.
    expect((await get('ou-sales', 'sales-admin', { 'x-ouid': 'ou-sales' })).statusCode).toBe(200);
  });
});
