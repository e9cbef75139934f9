/**
 * Generated hostile requests (fast-check over the route table's samples and request schemas) from
 * the system admin and from a unit admin acting on their own unit, so the input reaches the
 * operations: raw path parameters, raw queries, hostile headers, bodies broken against their
 * schema and bodies that are well-typed but wrong. Never a 5xx, every mutation refused, and no
 * change (table, buckets, events). A fixed seed and count; the seed is printed with any failure
 * and MALFORMED_SEED replays another.
 */
import { ROUTES, routeKey } from '../../../lambdas/domain/routes';
import {
  HOSTILE_CALLER_NAMES,
  hostileCaller,
  type HostileCallerName,
} from '../support/malformed-callers';
import { createHostileFixture, type HostileFixture } from '../support/malformed-fixture';
import { KINDS, kindSeed, planRequests, SEED } from '../support/malformed-plan';
import type { BadRequest } from '../support/malformed-request';
import { PARALLEL, sendAll, wrongAnswers } from '../support/malformed-run';
import { sharedPlatform } from '../support/shared-platform';
import { snapshotState, stateChanges } from '../support/snapshot-state';

const { facts } = sharedPlatform();

let fixture: HostileFixture;
/** `caller|kind` → the requests. */
const plans = new Map<string, BadRequest[]>();
const planOf = (caller: HostileCallerName, kind: string) => plans.get(`${caller}|${kind}`) ?? [];

beforeAll(async () => {
  fixture = await createHostileFixture(facts);
  HOSTILE_CALLER_NAMES.forEach((name, callerIndex) => {
    const caller = hostileCaller(name, fixture);
    KINDS.forEach((kind, kindIndex) => {
      plans.set(
        `${name}|${kind.name}`,
        planRequests(kind, fixture, caller, kindSeed(callerIndex, kindIndex)),
      );
    });
  });
}, 60_000);

it('aims at every route of the route table, from both callers', () => {
  const missing = HOSTILE_CALLER_NAMES.flatMap((name) => {
    const touched = new Set(KINDS.flatMap((kind) => planOf(name, kind.name)).map((r) => r.route));
    return ROUTES.map(routeKey)
      .filter((key) => !touched.has(key))
      .map((key) => `${key} (from the ${name}; add a matrix sample)`);
  });
  expect(missing).toEqual([]);
});

describe.each(HOSTILE_CALLER_NAMES.map((name, index) => [name, index] as const))(
  'from the %s',
  (callerName, callerIndex) => {
    it.each(KINDS.map((kind, index) => [kind.name, kind.count, index] as const))(
      '%s (%i requests): never a 5xx, every mutation refused, nothing changed',
      async (kindName, count, kindIndex) => {
        const requests = planOf(callerName, kindName);
        const caller = hostileCaller(callerName, fixture);
        const before = await snapshotState(facts);
        const answers = await sendAll(facts, caller.token, requests);
        const changes = stateChanges(before, await snapshotState(facts));
        const wrong = wrongAnswers(requests, answers);
        if (wrong.length > 0 || changes.length > 0) {
          throw new Error(
            [
              `${kindName} from the ${callerName}: seed ${kindSeed(callerIndex, kindIndex)}`,
              `(replay with MALFORMED_SEED=${SEED}), ${requests.length} requests, ${PARALLEL} at a time`,
              `${wrong.length} wrong answers:`,
              ...wrong,
              `${changes.length} changes:`,
              ...changes.map((change) => change.slice(0, 240)),
            ].join('\n'),
          );
        }
        expect(requests).toHaveLength(count);
      },
      120_000,
    );
  },
);
