/**
 * The bootstrap's catch-up for child units written before children were listed by name: such a
 * unit is neither in name order nor found by a search until indexStaleChildren gives it both.
 */
import { randomUUID } from 'node:crypto';

import { orgunitRecord, siblingNameRecord } from '../../lambdas/domain/record-builders';
import { indexStaleChildren } from '../../lib/bootstrap/child-name-index';
import type { BootstrapTarget } from '../../lib/bootstrap/target';
import { writeTableItems } from './support/accounts';
import { callApi } from './support/api';
import { callerWith, newUnitUnder } from './support/orgunit-api';
import { bootstrapTarget, closeBootstrapTarget } from './support/bootstrap-target';
import { sharedPlatform } from './support/shared-platform';

const { facts } = sharedPlatform();
const SALES = { id: 'ou-sales', chain: 'ou-root/ou-sales' };

let target: BootstrapTarget;

beforeAll(() => {
  target = bootstrapTarget(facts);
});

afterAll(() => {
  closeBootstrapTarget(target);
});

it('puts a child written before the name index into name order and search, once', async () => {
  const salesAdmin = await callerWith(facts, { 'ou-sales': ['admin'] });
  const parent = await newUnitUnder(facts, salesAdmin, SALES);
  await newUnitUnder(facts, salesAdmin, parent, 'Beacon');
  const id = `ou-legacy-${randomUUID().slice(0, 8)}`;
  const name = 'Legacy Lighthouse';
  const fields = {
    type: 'ORGUNIT',
    description: '',
    emailId: '',
    mobile: '',
    markedForDeletion: false,
    createdBy: 'test',
    createdDate: '2026-01-01T00:00:00.000Z',
    lastModifiedDate: '2026-01-01T00:00:00.000Z',
    version: 1,
  } as const;
  const legacy = orgunitRecord({
    ...fields,
    identifier: id,
    ouidChain: `${parent.chain}/${id}`,
    name,
  });
  // A soft-deleted sibling left the list and the search on purpose: it must stay out.
  const deletedId = `ou-deleted-${randomUUID().slice(0, 8)}`;
  const {
    GSI1PK: _pk,
    GSI1SK: _sk,
    ...unlisted
  } = orgunitRecord({
    ...fields,
    identifier: deletedId,
    ouidChain: `${parent.chain}/${deletedId}`,
    name: 'Lighthouse Deleted',
  });
  await writeTableItems(facts, [
    { ...legacy, GSI1SK: `OU#${id}` },
    siblingNameRecord({ parentOuId: parent.id, identifier: id, name }),
    { ...unlisted, deletedTop: deletedId, deletedAt: '2026-01-02T00:00:00.000Z' },
  ]);
  const list = async (query: string) => {
    const answer = await callApi(facts, `/orgunit?parentOuId=${parent.id}${query}`, {
      token: salesAdmin,
      headers: { 'x-ouid': SALES.id },
    });
    return (answer.body as { items: { data: { name: string } }[] }).items.map((i) => i.data.name);
  };
  expect(await list('&search=lighth')).toEqual([]);

  expect(await indexStaleChildren(target)).toBeGreaterThanOrEqual(1);
  expect(await list('&search=lighth')).toEqual([name]);
  expect(await list('')).toEqual(['Beacon', name]);
  expect(await indexStaleChildren(target)).toBe(0);
});
