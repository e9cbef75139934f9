/** PUT /orgunit/{id} through the local gateway: editable fields only, versions, renames, refusals. */
import { orgunitRouteSchemas } from '../../../lambdas/domain/schemas/orgunit';
import { callApi } from '../support/api';
import {
  adminToken,
  callerWith,
  createUnit,
  FORBIDDEN,
  newUnitUnder,
  storedAuditCount,
  storedUnit,
  uniqueName,
  updateUnit,
} from '../support/orgunit-api';
import { sharedPlatform } from '../support/shared-platform';

const { facts } = sharedPlatform();
const SALES = { id: 'ou-sales', chain: 'ou-root/ou-sales' };

interface View {
  markedForDeletion: boolean;
  version: number;
  data: Record<string, string>;
}

let admin: string;
let salesAdmin: string;
let salesMember: string;
let engineeringAdmin: string;

beforeAll(async () => {
  admin = await adminToken(facts);
  salesAdmin = await callerWith(facts, { 'ou-sales': ['admin'] });
  salesMember = await callerWith(facts, { 'ou-sales': ['user'] });
  engineeringAdmin = await callerWith(facts, { 'ou-engineering': ['admin'] });
});

async function loaded(id: string): Promise<View> {
  const answer = await callApi(facts, `/orgunit/${id}`, { token: salesAdmin });
  return (answer.body as { data: View }).data;
}

describe('PUT /orgunit/{id}', () => {
  it('changes the editable fields of the loaded record and nothing else', async () => {
    const unit = await newUnitUnder(facts, salesAdmin, SALES);
    const record = await loaded(unit.id);
    const newName = uniqueName('Renamed');
    const answer = await updateUnit(facts, salesAdmin, unit.id, SALES.id, {
      ...record,
      markedForDeletion: true,
      data: {
        ...record.data,
        name: newName,
        description: 'New description',
        emailId: 'team@example.com',
        mobile: '+91 98765 43210',
        type: 'ROOT',
        ouidChain: 'ou-elsewhere',
        createdDate: '1999-01-01T00:00:00.000Z',
      },
    });

    expect(answer.status).toBe(200);
    const view = (
      orgunitRouteSchemas['PUT /orgunit/{id}']!.response.parse(answer.body) as {
        data: View;
      }
    ).data;
    expect(view).toMatchObject({ markedForDeletion: false, version: 2 });
    expect(view.data).toMatchObject({
      identifier: unit.id,
      name: newName,
      description: 'New description',
      emailId: 'team@example.com',
      mobile: '+91 98765 43210',
      type: 'ORGUNIT',
      ouidChain: unit.chain,
      createdDate: record.data.createdDate,
    });
    expect(view.data.lastModifiedDate! > record.data.lastModifiedDate!).toBe(true);
    // GET reads what PUT answered, with the ancestors the caller covers (issue 37).
    const parentName = (await storedUnit(facts, SALES.id))?.name;
    expect(await loaded(unit.id)).toEqual({
      ...view,
      ancestors: [{ id: SALES.id, name: parentName }],
    });
    const stored = await storedUnit(facts, unit.id);
    expect(stored).toMatchObject({ type: 'ORGUNIT', markedForDeletion: false, version: 2 });
  });

  it('moves the sibling-name claim on rename and refuses a sibling name', async () => {
    const first = await newUnitUnder(facts, salesAdmin, SALES);
    const second = await newUnitUnder(facts, salesAdmin, SALES);
    const record = await loaded(first.id);

    const clash = await updateUnit(facts, salesAdmin, first.id, SALES.id, {
      version: record.version,
      data: { name: second.name.toLowerCase() },
    });
    expect(clash).toMatchObject({
      status: 409,
      body: { error: 'An orgunit with this name already exists here' },
    });
    expect(await storedUnit(facts, first.id)).toMatchObject({ name: first.name, version: 1 });

    const renamed = uniqueName('Moved');
    const answer = await updateUnit(facts, salesAdmin, first.id, SALES.id, {
      version: record.version,
      data: { name: renamed },
    });
    expect(answer.status).toBe(200);
    // The old name is free again, the new one is taken.
    expect((await createUnit(facts, salesAdmin, SALES, { name: first.name })).status).toBe(201);
    expect((await createUnit(facts, salesAdmin, SALES, { name: renamed })).status).toBe(409);
  });

  it('refuses a stale version with 409 and keeps the stored record', async () => {
    const unit = await newUnitUnder(facts, salesAdmin, SALES);
    const record = await loaded(unit.id);
    const body = (name: string) => ({ ...record, data: { ...record.data, name } });
    expect((await updateUnit(facts, salesAdmin, unit.id, SALES.id, body('First'))).status).toBe(
      200,
    );
    const stale = await updateUnit(facts, salesAdmin, unit.id, SALES.id, body('Second'));
    expect(stale.status).toBe(409);
    expect(await storedUnit(facts, unit.id)).toMatchObject({ name: 'First', version: 2 });
  });

  it('lets exactly one of 50 parallel edits of one version win', async () => {
    const unit = await newUnitUnder(facts, salesAdmin, SALES);
    const auditsBefore = await storedAuditCount(facts, unit.id);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        updateUnit(facts, salesAdmin, unit.id, SALES.id, {
          version: 1,
          data: { name: `${unit.name} edit ${index}`, description: `edit ${index}` },
        }),
      ),
    );
    const winners = answers.filter((answer) => answer.status === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(49);
    const winner = (winners[0]!.body as { data: View }).data.data;
    expect(await storedUnit(facts, unit.id)).toMatchObject({
      version: 2,
      name: winner.name,
      description: winner.description,
    });
    expect(await storedAuditCount(facts, unit.id)).toBe(auditsBefore + 1);
  });

  it.each([
    ['no version', { data: { name: 'x' } }],
    ['a version that is not a number', { version: '1', data: { name: 'x' } }],
    ['an unknown field in data', { version: 1, data: { name: 'x', createdBy: 'me' } }],
    ['an unknown top-level field', { version: 1, data: { name: 'x' }, owner: 'me' }],
    ['a name of 10,000 characters', { version: 1, data: { name: 'y'.repeat(10_000) } }],
    ['another identifier', { version: 1, data: { name: 'x', identifier: 'ou-sales' } }],
  ])('refuses %s with 400 and changes nothing', async (_label, body) => {
    const unit = await newUnitUnder(facts, salesAdmin, SALES);
    const answer = await updateUnit(facts, salesAdmin, unit.id, SALES.id, body);
    expect(answer.status).toBe(400);
    expect(await storedUnit(facts, unit.id)).toMatchObject({ name: unit.name, version: 1 });
  });

  it.each([
    ['a member of the unit', () => salesMember, 'ou-sales'],
    ['an admin of a sibling unit', () => engineeringAdmin, 'ou-engineering'],
    ['an admin of a sibling naming the unit as acting unit', () => engineeringAdmin, 'ou-sales'],
    ['an admin of the unit acting on its parent', () => salesAdmin, 'ou-root'],
  ])('refuses %s with 403 and changes nothing', async (_label, token, actingUnitId) => {
    const unit = await newUnitUnder(facts, admin, SALES);
    const answer = await updateUnit(facts, token(), unit.id, actingUnitId, {
      version: 1,
      data: { name: uniqueName('Hijack') },
    });
    expect(answer).toMatchObject({ status: 403, body: FORBIDDEN });
    expect(await storedUnit(facts, unit.id)).toMatchObject({ name: unit.name, version: 1 });
  });

  it('refuses an admin of a unit editing its parent', async () => {
    const answer = await updateUnit(facts, salesAdmin, 'ou-root', 'ou-sales', {
      version: 1,
      data: { name: 'Taken over' },
    });
    expect(answer).toMatchObject({ status: 403, body: FORBIDDEN });
    expect(await storedUnit(facts, 'ou-root')).toMatchObject({ name: 'Acme Group' });
  });
});
