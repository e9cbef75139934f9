/**
 * Generated bad requests (fast-check) from the system admin, who passes every authorization, so
 * the input reaches the operations: never a 5xx, never a change (table, buckets, events), and
 * every mutation refused. The seed is printed with any failure; MALFORMED_SEED replays a run.
 */
import fc from 'fast-check';

import {
  badHeaders,
  badPathIds,
  badQueries,
  type BadRequest,
  brokenBodies,
  sendBadRequest,
} from '../support/malformed-cases';
import { createMatrixFixture, type MatrixFixture } from '../support/matrix-fixture';
import { sharedPlatform } from '../support/shared-platform';
import { snapshotState, stateChanges } from '../support/snapshot-state';

const { facts } = sharedPlatform();
const SEED = Number(process.env.MALFORMED_SEED ?? Math.floor(Math.random() * 2 ** 31));
const PARALLEL = 8;

/** 560 generated requests in all. */
const BATCHES: readonly [string, (f: MatrixFixture) => fc.Arbitrary<BadRequest>, number][] = [
  ['broken bodies', brokenBodies, 240],
  ['bad path ids', badPathIds, 120],
  ['bad query values', badQueries, 100],
  ['bad headers', badHeaders, 100],
];

let fixture: MatrixFixture;

beforeAll(async () => {
  fixture = await createMatrixFixture(facts);
}, 60_000);

function problemOf(request: BadRequest, status: number): string | undefined {
  if (status >= 500) return 'a 5xx';
  if (request.status !== undefined && status !== request.status) return `not ${request.status}`;
  if (request.mutating && status < 400) return 'a mutation accepted';
  return undefined;
}

describe.each(
  BATCHES.map(([name, arbitrary, runs], index) => [name, arbitrary, runs, index] as const),
)('%s', (name, arbitrary, runs, index) => {
  it(`${runs} generated requests: never a 5xx, never a change`, async () => {
    const seed = SEED + index;
    const requests = fc.sample(arbitrary(fixture), { numRuns: runs, seed });
    const before = await snapshotState(facts);
    const problems: string[] = [];
    for (let start = 0; start < requests.length; start += PARALLEL) {
      await Promise.all(
        requests.slice(start, start + PARALLEL).map(async (request) => {
          const answer = await sendBadRequest(facts, fixture.tokens.systemAdmin, request);
          const problem = problemOf(request, answer.status);
          if (problem) {
            problems.push(
              `${problem}: ${request.label} → ${answer.status} ${answer.text.slice(0, 160)}`,
            );
          }
        }),
      );
    }
    const changes = stateChanges(before, await snapshotState(facts));
    if (problems.length > 0 || changes.length > 0) {
      throw new Error(
        [
          `${name}: seed ${seed} (replay with MALFORMED_SEED=${SEED}), ${runs} requests`,
          `${problems.length} wrong answers:`,
          ...[...new Set(problems)].sort().slice(0, 40),
          `${changes.length} changes:`,
          ...changes.slice(0, 20),
        ].join('\n'),
      );
    }
    expect(requests).toHaveLength(runs);
  }, 120_000);
});
