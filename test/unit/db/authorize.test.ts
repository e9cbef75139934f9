/** The authorization decision itself against DynamoDB Local, for requirements beyond viewing. */
import { authorize, type AuthorizationRequest } from '../../../lambdas/shared/authorize';
import { ForbiddenError } from '../../../lambdas/shared/errors';
import { type DynamoDbLocal, startDynamoDbLocal } from '../../support/dynamodb-local';
import { profileRecord } from '../../../lambdas/domain/record-builders';
import { subOf } from '../support/events';
import { displayOf, membership, writeTenancy } from '../support/tenancy-fixture';
import { PutCommand } from '@aws-sdk/lib-dynamodb';

let dynamo: DynamoDbLocal;

beforeAll(async () => {
  dynamo = await startDynamoDbLocal();
  dynamo.applyHandlerEnv();
  await writeTenancy(dynamo.documentClient, dynamo.tableName);
}, 60_000);

afterAll(async () => {
  await dynamo?.stop();
});

const refused = (request: AuthorizationRequest) =>
  expect(authorize(request)).rejects.toBeInstanceOf(ForbiddenError);

describe('authorize', () => {
  it('returns the caller, their policies from the table and the loaded units', async () => {
    const auth = await authorize({
      username: 'multi',
      sub: subOf('multi'),
      permission: 'EditOrgunit',
      actingUnitId: 'ou-sales',
      targetUnitId: 'ou-sales-east',
    });
    expect(auth).toEqual({
      username: 'multi',
      sub: subOf('multi'),
      ownProfile: true,
      systemAdmin: false,
      policies: [
        { ouid: 'ou-sales', roles: ['admin'] },
        { ouid: 'ou-support', roles: ['user', 'auditor'] },
      ],
      actingUnit: { id: 'ou-sales', type: 'ORGUNIT', ouidChain: 'ou-root/ou-sales' },
      targetUnit: {
        id: 'ou-sales-east',
        type: 'ORGUNIT',
        ouidChain: 'ou-root/ou-sales/ou-sales-east',
      },
      // The target's whole item, read in the same BatchGet, so the operation need not read it.
      targetRecord: expect.objectContaining({
        identifier: 'ou-sales-east',
        name: 'Unit ou-sales-east',
        ouidChain: 'ou-root/ou-sales/ou-sales-east',
      }),
    });
  });

  it('keeps admin permissions from members', async () => {
    await refused({
      username: 'sales-member',
      sub: subOf('sales-member'),
      permission: 'EditOrgunit',
      actingUnitId: 'ou-sales',
    });
    await expect(
      authorize({
        username: 'sales-admin',
        sub: subOf('sales-admin'),
        permission: 'EditOrgunit',
        actingUnitId: 'ou-sales',
      }),
    ).resolves.toMatchObject({ username: 'sales-admin', sub: subOf('sales-admin') });
  });

  it('gives the org plan only to an admin acting on a ROOT unit', async () => {
    await expect(
      authorize({
        username: 'root-admin',
        sub: subOf('root-admin'),
        permission: 'OrgPlan',
        actingUnitId: 'ou-root',
        targetUnitId: 'ou-sales',
      }),
    ).resolves.toMatchObject({ actingUnit: { type: 'ROOT' } });
    await refused({
      username: 'sales-admin',
      sub: subOf('sales-admin'),
      permission: 'OrgPlan',
      actingUnitId: 'ou-sales',
    });
  });

  it('refuses a missing acting unit like an uncovered one', async () => {
    await refused({
      username: 'root-admin',
      sub: subOf('root-admin'),
      permission: 'ViewOrgunit',
      actingUnitId: 'ou-gone',
    });
  });

  it('refuses unit permissions when no unit is named, except to a system admin', async () => {
    await refused({ username: 'root-admin', sub: subOf('root-admin'), permission: 'ListOrgUsers' });
    await refused({
      username: 'root-admin',
      sub: subOf('root-admin'),
      permission: 'ListUsers',
      actingUnitId: 'ou-root',
    });
    await expect(
      authorize({ username: 'system-admin', sub: subOf('system-admin'), permission: 'ListUsers' }),
    ).resolves.toMatchObject({
      systemAdmin: true,
    });
  });

  it('lets any signed-in caller through a signedIn permission', async () => {
    await expect(
      authorize({
        username: 'no-memberships',
        sub: subOf('no-memberships'),
        permission: 'ViewOwnProfile',
      }),
    ).resolves.toMatchObject({
      policies: [],
    });
  });

  it('refuses an x-ouid the caller does not cover, even for a signedIn permission', async () => {
    await refused({
      username: 'sales-admin',
      sub: subOf('sales-admin'),
      permission: 'ViewOwnProfile',
      actingUnitId: 'ou-support',
    });
    await expect(
      authorize({
        username: 'sales-admin',
        sub: subOf('sales-admin'),
        permission: 'ViewOwnProfile',
        actingUnitId: 'ou-sales',
      }),
    ).resolves.toMatchObject({ systemAdmin: false });
  });

  it('sees a membership as soon as it is written, for a profile without a copy', async () => {
    await putProfile('late-joiner', undefined);
    await refused({
      username: 'late-joiner',
      sub: subOf('late-joiner'),
      permission: 'ViewOrgunit',
      actingUnitId: 'ou-support',
    });
    await dynamo.documentClient.send(
      new PutCommand({
        TableName: dynamo.tableName,
        Item: membership('late-joiner', 'ou-support', ['user']),
      }),
    );
    await expect(
      authorize({
        username: 'late-joiner',
        sub: subOf('late-joiner'),
        permission: 'ViewOrgunit',
        actingUnitId: 'ou-support',
      }),
    ).resolves.toMatchObject({ actingUnit: { id: 'ou-support' } });
  });

  it("decides by the profile's copy of the policies, read with the units", async () => {
    // The copy names ou-support; no membership item does. Only the copy can allow this.
    await putProfile('copy-holder', ['ou-support=user']);
    await expect(
      authorize({
        username: 'copy-holder',
        sub: subOf('copy-holder'),
        permission: 'ViewOrgunit',
        actingUnitId: 'ou-support',
      }),
    ).resolves.toMatchObject({ policies: [{ ouid: 'ou-support', roles: ['user'] }] });
    // A membership the copy does not hold grants nothing while the profile has a copy.
    await dynamo.documentClient.send(
      new PutCommand({
        TableName: dynamo.tableName,
        Item: membership('copy-holder', 'ou-sales', ['admin']),
      }),
    );
    await refused({
      username: 'copy-holder',
      sub: subOf('copy-holder'),
      permission: 'ViewOrgunit',
      actingUnitId: 'ou-sales',
    });
  });

  describe('identity by sub', () => {
    const viewSupport = (username: string, sub: string): AuthorizationRequest => ({
      username,
      sub,
      permission: 'ViewOrgunit',
      actingUnitId: 'ou-support',
    });

    it("gives an account that took an earlier account's username nothing of that one's", async () => {
      await putProfile('reborn', ['ou-support=admin'], 'sub-of-the-deleted-account');
      await refused(viewSupport('reborn', subOf('reborn')));
      await expect(
        authorize({ username: 'reborn', sub: subOf('reborn'), permission: 'ViewOwnProfile' }),
      ).resolves.toMatchObject({ policies: [], ownProfile: false, systemAdmin: false });
      await expect(
        authorize(viewSupport('REBORN', 'sub-of-the-deleted-account')),
      ).resolves.toMatchObject({ ownProfile: true, actingUnit: { id: 'ou-support' } });
    });

    it('gives nothing by a profile that stores no sub, with or without a copy', async () => {
      await putProfile('unbound', ['ou-support=user'], null);
      await refused(viewSupport('unbound', subOf('unbound')));
      await putProfile('unbound-no-copy', undefined, null);
      await dynamo.documentClient.send(
        new PutCommand({
          TableName: dynamo.tableName,
          Item: membership('unbound-no-copy', 'ou-support', ['user']),
        }),
      );
      await refused(viewSupport('unbound-no-copy', subOf('unbound-no-copy')));
    });

    it('gives nothing by memberships of a username without a profile', async () => {
      await dynamo.documentClient.send(
        new PutCommand({
          TableName: dynamo.tableName,
          Item: membership('no-profile', 'ou-support', ['admin']),
        }),
      );
      await refused(viewSupport('no-profile', subOf('no-profile')));
    });
  });

  it('ignores a malformed policy in the copy', async () => {
    await putProfile('odd-copy', ['ou-support', 'ou-sales=', 'ou-support=user']);
    await expect(
      authorize({
        username: 'odd-copy',
        sub: subOf('odd-copy'),
        permission: 'ViewOrgunit',
        actingUnitId: 'ou-support',
      }),
    ).resolves.toMatchObject({ policies: [{ ouid: 'ou-support', roles: ['user'] }] });
  });
});

async function putProfile(
  username: string,
  policies: string[] | undefined,
  /** The account's sub the profile stores; null for a profile that stores none. */
  sub: string | null = subOf(username),
): Promise<void> {
  const { policies: _copy, ...withoutCopy } = profileRecord(
    { username, ...(sub === null ? {} : { sub }), ...displayOf(username) },
    policies ?? [],
    '2026-01-01T00:00:00.000Z',
  );
  await dynamo.documentClient.send(
    new PutCommand({
      TableName: dynamo.tableName,
      Item: policies === undefined ? withoutCopy : { ...withoutCopy, policies },
    }),
  );
}
