/**
 * API Gateway's integration timeout, locally: a platform whose limit is lowered to a few seconds,
 * and a handler kept waiting by a frozen DynamoDB Local. The caller gets API Gateway's 504 in the
 * shared error shape when the limit passes, long before the function's own timeout.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { ROOT_UNIT_ID } from '../../local/seed-data';
import { signIn } from './support/accounts';
import { type ApiAnswer, callApi } from './support/api';
import { expectErrorAnswer } from './support/error-body';
import { launchPlatform, type PlatformFacts, stopPlatform } from './support/platform-process';
import { childProcessId, freeze } from './support/process-tree';
import { SHARED_PORT_OFFSET } from './support/shared-platform';
import { enableTotpFor } from './support/totp-setup';

jest.setTimeout(180_000);

const INTEGRATION_TIMEOUT_MS = 3_000;
/** Beside the shared platform's ports, inside this checkout's own range of offsets. */
const PORT_OFFSET = SHARED_PORT_OFFSET + 50;

let pid: number | undefined;
let facts: PlatformFacts;
let dataDir: string;
let adminToken: string;
let thaw: () => void = () => undefined;

function readRoot(): Promise<ApiAnswer> {
  return callApi(facts, `/orgunit/${ROOT_UNIT_ID}`, {
    token: adminToken,
    headers: { Origin: facts.consoleOrigin },
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'orgconsole-gateway-timeout-'));
  const platform = await launchPlatform({
    portOffset: PORT_OFFSET,
    dataDir,
    env: { LOCAL_INTEGRATION_TIMEOUT_MS: String(INTEGRATION_TIMEOUT_MS) },
  });
  pid = platform.pid;
  facts = platform.facts;
  // The seeded admin is a system admin, whom the API serves only with MFA.
  await enableTotpFor(facts, facts.adminUsername, facts.adminPassword);
  // Signing in runs the pre-token trigger, which reads the table: before the freeze.
  adminToken = (await signIn(facts, facts.adminUsername, facts.adminPassword)).idToken;
  await warmUp();
});

/** The first call loads the handler module (a cold start); the test is about a warm function. */
async function warmUp(): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if ((await readRoot()).status === 200) return;
  }
  throw new Error('The orgunit function never answered within the lowered integration timeout');
}

afterAll(async () => {
  thaw();
  if (pid !== undefined) await stopPlatform(pid);
  rmSync(dataDir, { recursive: true, force: true });
});

it('answers 504 "Endpoint request timed out" when the function outlasts the integration timeout', async () => {
  expect((await readRoot()).status).toBe(200);

  thaw = freeze(childProcessId(pid as number, 'DynamoDBLocal.jar'));
  const started = Date.now();
  const answer = await readRoot();
  const waited = Date.now() - started;

  expectErrorAnswer(answer, {
    status: 504,
    error: 'Endpoint request timed out',
    origin: facts.consoleOrigin,
  });
  expect(waited).toBeGreaterThanOrEqual(INTEGRATION_TIMEOUT_MS);
  // The function's own timeout (10 s) has not come into play.
  expect(waited).toBeLessThan(INTEGRATION_TIMEOUT_MS + 5_000);

  thaw();
  expect((await readRoot()).status).toBe(200);
});
