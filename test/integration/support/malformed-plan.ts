/**
 * What the hostile suite sends: a fixed seed (MALFORMED_SEED replays another run) and a fixed
 * number of requests per kind and caller, spread evenly over each kind's arbitraries (one per
 * route or per kind of attack), so every one of them is sent whatever the seed.
 */
import fc from 'fast-check';

import {
  brokenBodies,
  type CaseKind,
  hostileHeaders,
  rawPathParameters,
  rawQueries,
  semanticBodies,
} from './malformed-cases';
import type { HostileCaller } from './malformed-callers';
import type { HostileFixture } from './malformed-fixture';
import type { BadRequest } from './malformed-request';

export const DEFAULT_SEED = 20_260_214;
export const SEED = Number(process.env.MALFORMED_SEED ?? DEFAULT_SEED);
if (!Number.isSafeInteger(SEED)) throw new Error(`MALFORMED_SEED is not a whole number`);

export interface Kind {
  name: string;
  build: CaseKind;
  /** Requests per caller. */
  count: number;
}

/** 640 requests per caller, 1,280 in all. */
export const KINDS: readonly Kind[] = [
  { name: 'bodies broken against the schema', build: brokenBodies, count: 160 },
  { name: 'semantic body attacks', build: semanticBodies, count: 160 },
  { name: 'raw path parameters', build: rawPathParameters, count: 120 },
  { name: 'raw queries', build: rawQueries, count: 100 },
  { name: 'hostile headers', build: hostileHeaders, count: 100 },
];

const MAX_ROUNDS = 20;
const ROUND_SEEDS = 1_000;

export function kindSeed(callerIndex: number, kindIndex: number): number {
  return SEED + 1_000_000 * callerIndex + 100_000 * kindIndex;
}

const identity = (request: BadRequest) =>
  JSON.stringify([request.method, request.path, request.query, request.headers, request.bodyText]);

/**
 * `count` different requests, the arbitraries taking turns: each first gets an even share (from
 * its own seed), then, while requests are missing (an arbitrary of few values repeats itself),
 * further rounds from further seeds fill them in, among the arbitraries that still give new ones.
 */
export function planRequests(
  kind: Kind,
  fixture: HostileFixture,
  caller: HostileCaller,
  seed: number,
): BadRequest[] {
  const arbitraries = kind.build(fixture, caller);
  if (arbitraries.length > kind.count) {
    throw new Error(`${kind.name}: ${arbitraries.length} arbitraries for ${kind.count} requests`);
  }
  const chosen = new Map<string, BadRequest>();
  let turns = arbitraries.map((arbitrary, index) => ({ arbitrary, index }));
  for (let round = 0; round < MAX_ROUNDS && turns.length > 0; round += 1) {
    const missing = kind.count - chosen.size;
    if (missing === 0) break;
    const each = Math.floor(missing / turns.length);
    const extra = missing % turns.length;
    turns = turns.filter(({ arbitrary, index }, turn) => {
      const runs = each + (turn < extra ? 1 : 0);
      if (runs === 0) return true;
      const before = chosen.size;
      const sampleSeed = seed + ROUND_SEEDS * round + index;
      for (const request of fc.sample(arbitrary, { numRuns: runs, seed: sampleSeed })) {
        if (chosen.size < kind.count) chosen.set(identity(request), request);
      }
      return chosen.size > before;
    });
  }
  return [...chosen.values()];
}
