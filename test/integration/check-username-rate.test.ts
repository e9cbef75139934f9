/**
 * Username existence checks (`GET /userprofile?checkUserName=`) are limited to 30 a minute per
 * caller, as the WAF limits them in AWS. Each caller here is fresh, so no other test's checks count.
 */
import { expectErrorAnswer } from './support/error-body';
import { sharedPlatform } from './support/shared-platform';
import { accountWith, call, type TestAccount, uniqueUsername } from './support/users-api';

const { facts } = sharedPlatform();
const LIMIT = 30;

let limited: TestAccount;
let other: TestAccount;

beforeAll(async () => {
  [limited, other] = await Promise.all([
    accountWith(facts, { 'ou-sales': ['admin'] }),
    accountWith(facts, { 'ou-sales': ['admin'] }),
  ]);
}, 30_000);

function check(account: TestAccount, username: string) {
  return call(facts, account.token, 'GET', `/userprofile?checkUserName=${username}`, {
    ouid: 'ou-sales',
    headers: { Origin: facts.consoleOrigin },
  });
}

it('answers 30 checks a minute, refuses the 31st with 429, and counts nothing else', async () => {
  const startedAt = Date.now();
  const answers = [];
  for (let index = 0; index < LIMIT; index += 1) {
    answers.push(await check(limited, index % 2 === 0 ? limited.username : uniqueUsername()));
  }
  const refused = await check(limited, uniqueUsername());
  // The limit is per minute: the test only means something if the 31st came within it.
  expect(Date.now() - startedAt).toBeLessThan(60_000);

  expect(answers.map((answer) => answer.status)).toEqual(Array(LIMIT).fill(200));
  expect(
    answers.map((answer) => (answer.body as { userNameExists: string }).userNameExists),
  ).toEqual(Array.from({ length: LIMIT }, (_, index) => (index % 2 === 0 ? 'true' : 'false')));

  expectErrorAnswer(refused, {
    status: 429,
    error: 'Too many username checks; try again in a minute',
    origin: facts.consoleOrigin,
  });
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  expect(refused.headers.get('access-control-allow-origin')).toBe(facts.consoleOrigin);

  // The same caller's other requests, the profile list on the same path included, still pass.
  expect(
    (await call(facts, limited.token, 'GET', '/orgunit/ou-sales', { ouid: 'ou-sales' })).status,
  ).toBe(200);
  expect(
    (await call(facts, limited.token, 'GET', '/userprofile', { ouid: 'ou-sales' })).status,
  ).not.toBe(429);
  expect((await check(limited, uniqueUsername())).status).toBe(429);
}, 60_000);

it('leaves another caller’s checks alone', async () => {
  const answer = await check(other, other.username);
  expect(answer).toMatchObject({ status: 200, body: { userNameExists: 'true' } });
});
