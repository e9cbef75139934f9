/**
 * A database that stalls while writes run: DynamoDB Local is frozen (SIGSTOP) for longer than the
 * function's budget while twelve writers create and update units, each write with its own
 * Idempotency-Key and sent again after a 503 as a client should. Every request is answered within
 * the function's timeout, with its result or 503 + Retry-After, never a bare 502; nothing is left
 * half-written; and every write converges to one stored result. Runs its own platform, so the
 * freeze never reaches another test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { API_MESSAGES } from '../../lambdas/shared/messages';
import { localFunctionTimeoutMs } from '../../local/function-timeout';
import { ROOT_UNIT_ID } from '../../local/seed-data';
import { errorBody } from './support/error-body';
import { nameClaimKey, storedUnderParent } from './support/freeze-store';
import {
  type Exchange,
  finalStatus,
  idempotencyKey,
  sendUntilDefinitive,
  withKey,
  type WriteRecord,
} from './support/freeze-writers';
import {
  adminToken,
  type CreatedUnit,
  newUnitUnder,
  storedAuditCount,
  uniqueName,
} from './support/orgunit-api';
import { launchPlatform, type PlatformFacts, stopPlatform } from './support/platform-process';
import { childProcessId, freeze } from './support/process-tree';
import { SHARED_PORT_OFFSET } from './support/shared-platform';
import { enableTotpFor } from './support/totp-setup';

jest.setTimeout(120_000);

/** Beside the shared platform's ports, inside this checkout's own range of offsets. */
const PORT_OFFSET = SHARED_PORT_OFFSET + 2900;
const CREATORS = 8;
const UPDATERS = 4;
/** The writers run this long before the freeze, so it catches requests at every stage. */
const LOAD_BEFORE_FREEZE_MS = 1_500;
const FUNCTION_TIMEOUT_MS = localFunctionTimeoutMs();
/** Longer than the function's timeout, so no request can simply wait the freeze out. */
const FREEZE_MS = FUNCTION_TIMEOUT_MS + 2_000;
/** The gateway's and the client's own time on a busy machine, on top of the function's. */
const ANSWER_SLACK_MS = 1_500;

let pid: number | undefined;
let facts: PlatformFacts;
let dataDir: string;
let token: string;
let parent: CreatedUnit;
let updated: CreatedUnit[];
let thaw: () => void = () => undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'orgconsole-db-freeze-'));
  const platform = await launchPlatform({ portOffset: PORT_OFFSET, dataDir });
  pid = platform.pid;
  facts = platform.facts;
  // The seeded admin is a system admin, whom the API serves only with MFA.
  await enableTotpFor(facts, facts.adminUsername, facts.adminPassword);
  // Signing in reads the table (pre-token trigger), and these first writes warm the function up.
  token = await adminToken(facts);
  parent = await newUnitUnder(
    facts,
    token,
    { id: ROOT_UNIT_ID, chain: ROOT_UNIT_ID },
    uniqueName('Freeze'),
  );
  updated = [];
  for (let index = 0; index < UPDATERS; index += 1) {
    updated.push(await newUnitUnder(facts, token, parent, uniqueName(`Updated ${index}`)));
  }
}, 150_000);

afterAll(async () => {
  thaw();
  if (pid !== undefined) await stopPlatform(pid);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Creates one unit after another under the parent until told to stop. */
async function creator(writer: number, running: () => boolean): Promise<WriteRecord[]> {
  const records: WriteRecord[] = [];
  for (let count = 0; running(); count += 1) {
    const key = idempotencyKey();
    const name = uniqueName(`Freeze ${writer}-${count}`);
    const description = `Written by writer ${writer}`;
    const exchanges = await sendUntilDefinitive(facts, token, {
      method: 'POST',
      path: '/orgunit',
      headers: withKey(key, { 'x-ouid': parent.id, 'x-ouidchain': parent.chain }),
      body: { name, description },
    });
    records.push({ writer, kind: 'create', key, target: name, description, exchanges });
    if (finalStatus(records.at(-1) as WriteRecord) !== 201) break;
  }
  return records;
}

/** Updates its own unit again and again, each time from the version the last answer gave. */
async function updater(
  writer: number,
  unit: CreatedUnit,
  running: () => boolean,
): Promise<WriteRecord[]> {
  const records: WriteRecord[] = [];
  let version = 1;
  for (let count = 0; running(); count += 1) {
    const key = idempotencyKey();
    const description = `Revision ${count} by writer ${writer}`;
    const exchanges = await sendUntilDefinitive(facts, token, {
      method: 'PUT',
      path: `/orgunit/${unit.id}`,
      headers: withKey(key, { 'x-ouid': parent.id }),
      body: { version, data: { name: unit.name, description } },
    });
    records.push({ writer, kind: 'update', key, target: unit.id, description, exchanges });
    const last = exchanges.at(-1) as Exchange;
    if (last.status !== 200) break;
    version = (last.body as { data: { version: number } }).data.version;
  }
  return records;
}

interface Run {
  records: WriteRecord[];
  frozenAt: number;
  thawedAt: number;
}

async function writeThroughFreeze(): Promise<Run> {
  const jvm = childProcessId(pid as number, 'DynamoDBLocal.jar');
  let stopped = false;
  const running = () => !stopped;
  const writers = [
    ...Array.from({ length: CREATORS }, (_, index) => creator(index, running)),
    ...updated.map((unit, index) => updater(CREATORS + index, unit, running)),
  ];
  await new Promise((resolve) => setTimeout(resolve, LOAD_BEFORE_FREEZE_MS));
  thaw = freeze(jvm);
  const frozenAt = Date.now();
  try {
    await new Promise((resolve) => setTimeout(resolve, FREEZE_MS));
  } finally {
    thaw();
    stopped = true;
  }
  const thawedAt = Date.now();
  return { records: (await Promise.all(writers)).flat(), frozenAt, thawedAt };
}

const allExchanges = (records: readonly WriteRecord[]) =>
  records.flatMap((record) => record.exchanges);

describe('writes while the database is frozen longer than the function budget', () => {
  let run: Run;

  beforeAll(async () => {
    run = await writeThroughFreeze();
  }, 90_000);

  it('answer every request in time: its result, or 503 with Retry-After and a request id', () => {
    const exchanges = allExchanges(run.records);
    expect(exchanges.length).toBeGreaterThan(CREATORS + UPDATERS);
    for (const exchange of exchanges) {
      expect([200, 201, 503]).toContain(exchange.status);
      if (exchange.status === 503) {
        expect(exchange.body).toEqual(errorBody(API_MESSAGES.serviceUnavailable));
        expect(exchange.retryAfter).toMatch(/^[1-9]\d*$/);
      }
      expect(exchange.answeredAt - exchange.sentAt).toBeLessThanOrEqual(
        FUNCTION_TIMEOUT_MS + ANSWER_SLACK_MS,
      );
    }
  });

  it('gives every writer a 503 while the database is frozen', () => {
    for (let writer = 0; writer < CREATORS + UPDATERS; writer += 1) {
      const refused = allExchanges(run.records.filter((record) => record.writer === writer)).filter(
        (exchange) => exchange.status === 503,
      );
      expect({ writer, refusedWhileFrozen: refused.length > 0 }).toEqual({
        writer,
        refusedWhileFrozen: true,
      });
      for (const exchange of refused) {
        expect(exchange.sentAt).toBeGreaterThanOrEqual(run.frozenAt - FUNCTION_TIMEOUT_MS);
        expect(exchange.answeredAt).toBeLessThanOrEqual(run.thawedAt + ANSWER_SLACK_MS);
      }
    }
  });

  it('lets every write sent again with its key converge: 201 or 200, never a 409 about itself', () => {
    const outcomes = run.records.map((record) => ({
      key: record.key,
      statuses: record.exchanges.map((exchange) => exchange.status),
    }));
    const expected = run.records.map((record) => ({
      key: record.key,
      statuses: expect.arrayContaining([record.kind === 'create' ? 201 : 200]),
    }));
    expect(outcomes).toEqual(expected);
    for (const record of run.records) {
      expect(record.exchanges.at(-1)?.status).toBe(record.kind === 'create' ? 201 : 200);
    }
  });

  it('leaves each created unit whole, exactly once, and nothing half-written', async () => {
    const stored = await storedUnderParent(facts, parent.id);
    const creates = run.records.filter((record) => record.kind === 'create');
    expect(stored.children).toHaveLength(creates.length + updated.length);
    for (const record of creates) {
      const named = stored.children.filter((child) => child.name === record.target);
      expect({ name: record.target, units: named.length }).toEqual({
        name: record.target,
        units: 1,
      });
      const answered = (record.exchanges.at(-1)?.body as { data: { data: { identifier: string } } })
        .data.data.identifier;
      expect(named[0]?.identifier).toBe(answered);
      expect(stored.nameClaims.get(nameClaimKey(record.target))).toBe(answered);
    }
    // Every unit anything under the parent points at has all its parts, whatever the freeze cut.
    for (const [unitId, parts] of stored.parts) {
      expect({ unitId, ...parts, unit: parts.unit !== undefined }).toEqual({
        unitId,
        listed: true,
        unit: true,
        nameClaimed: true,
        nameWordsComplete: true,
        createAudits: 1,
      });
    }
  });

  it('applies each update exactly once', async () => {
    const stored = await storedUnderParent(facts, parent.id);
    for (const unit of updated) {
      const updates = run.records.filter((record) => record.target === unit.id);
      const storedUnit = stored.parts.get(unit.id)?.unit;
      expect({
        version: storedUnit?.version,
        description: storedUnit?.description,
        updateAudits: await storedAuditCount(facts, unit.id),
      }).toEqual({
        version: 1 + updates.length,
        description: updates.at(-1)?.description,
        updateAudits: updates.length,
      });
    }
  });
});
