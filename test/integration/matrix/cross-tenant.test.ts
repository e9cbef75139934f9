/**
 * The cross-tenant matrix: every route, every kind of outsider (no token, a tampered, forged,
 * expired or foreign-signed token, an admin of a sibling unit, an admin of a child acting on its
 * parent, a member attempting an admin operation, an x-ouid outside the caller's policies) is
 * refused with 401/403, and the table, both buckets and the recorded API events are exactly as
 * before. Last, the rightful caller makes each request, which proves every sample is valid.
 */
import { findRoute, ROUTES, routeKey } from '../../../lambdas/domain/routes';
import { callApi } from '../support/api';
import {
  actingUnitOf,
  FORBIDDEN_BODY,
  outsidersOf,
  send,
  UNAUTHORIZED_BODY,
} from '../support/matrix-callers';
import { createMatrixFixture, type MatrixFixture } from '../support/matrix-fixture';
import { MATRIX_SAMPLES, type MatrixSample, sampleName } from '../support/matrix-samples';
import { expiredToken, payloadOf, resignedToken } from '../support/matrix-tokens';
import { sharedPlatform } from '../support/shared-platform';
import { snapshotState, stateChanges } from '../support/snapshot-state';

const { facts } = sharedPlatform();
let fixture: MatrixFixture;

beforeAll(async () => {
  fixture = await createMatrixFixture(facts);
}, 60_000);

function methodOf(sample: MatrixSample): string {
  return sample.route.split(' ')[0] as string;
}

it('has a sample for every route of the route table', () => {
  const sampled = new Set(MATRIX_SAMPLES.map((sample) => sample.route));
  expect(ROUTES.map(routeKey).filter((key) => !sampled.has(key))).toEqual([]);
  for (const sample of MATRIX_SAMPLES) {
    const [method, path] = sample.route.split(' ') as [string, string];
    expect(findRoute(method, path)).toBeDefined();
  }
});

it('crafts the expired token so that only its expiry is wrong', async () => {
  const token = fixture.tokens.salesAdmin;
  const expired = expiredToken(token);
  expect(payloadOf(expired).exp).toBeLessThan(Date.now() / 1000);
  // The same key and claims with a future expiry make a token the gateway accepts.
  const resigned = resignedToken(token, { exp: Math.floor(Date.now() / 1000) + 600 });
  const headers = { 'x-ouid': 'ou-sales' };
  expect((await callApi(facts, '/orgunit/ou-sales', { token: resigned, headers })).status).toBe(
    200,
  );
  expect((await callApi(facts, '/orgunit/ou-sales', { token: expired, headers })).status).toBe(401);
});

describe.each(MATRIX_SAMPLES.map((sample) => [sampleName(sample), sample] as const))(
  '%s',
  (_name, sample) => {
    it('refuses every outsider and changes nothing', async () => {
      const request = sample.request(fixture);
      const outsiders = outsidersOf(sample, fixture);
      const before = await snapshotState(facts);
      const answers = await Promise.all(
        outsiders.map(async (outsider) => {
          const answer = await send(facts, methodOf(sample), request, outsider);
          return { kind: outsider.kind, status: answer.status, body: answer.body };
        }),
      );
      const after = await snapshotState(facts);

      expect(answers).toEqual(
        outsiders.map((outsider) => ({
          kind: outsider.kind,
          status: outsider.status,
          body: outsider.status === 401 ? UNAUTHORIZED_BODY : FORBIDDEN_BODY,
        })),
      );
      expect(stateChanges(before, after)).toEqual([]);
    });
  },
);

/** Reads before writes, so a removal does not take away what a read is about. */
const POSITIVE_ORDER = [...MATRIX_SAMPLES].sort(
  (a, b) => Number(methodOf(a) !== 'GET') - Number(methodOf(b) !== 'GET'),
);

describe.each(POSITIVE_ORDER.map((sample) => [sampleName(sample), sample] as const))(
  '%s as the rightful caller (the sample is valid)',
  (_name, sample) => {
    it('succeeds', async () => {
      const answer = await send(facts, methodOf(sample), sample.request(fixture), {
        token: fixture.tokens[sample.rightful],
        actingUnit: actingUnitOf(sample),
      });
      if (answer.status < 200 || answer.status > 299) {
        throw new Error(
          `${sample.rightful} got ${answer.status} ${JSON.stringify(answer.body)} for ${sampleName(sample)}`,
        );
      }
    });
  },
);
