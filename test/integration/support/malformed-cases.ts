/**
 * The kinds of hostile request, each built from the matrix's valid samples (so every route is
 * covered and the only thing wrong is what the generator broke). A kind gives one arbitrary per
 * route (or per kind of attack), so each of them is sent whatever the seed.
 */
import fc from 'fast-check';

import { ROUTE_SCHEMAS } from '../../../lambdas/domain/schemas';
import { jsonSchemaOf } from '../../../scripts/openapi-document';
import {
  badFlagValue,
  badUserNameQueryValue,
  junkHeaderValue,
  rawPathSegment,
  rawQueryAttack,
} from './malformed-arbitraries';
import { brokenBody } from './malformed-bodies';
import type { HostileCaller } from './malformed-callers';
import type { HostileFixture } from './malformed-fixture';
import {
  type BadRequest,
  baseRequest,
  isMutating,
  MUTATION_SAMPLES,
  PATH_PARAMETER_SAMPLES,
  READ_SAMPLES,
  sampleOf,
  shown,
  templateOf,
} from './malformed-request';
import {
  NAMED_HEADER_JUNK,
  NAMED_PATH_SEGMENTS,
  NAMED_QUERIES,
  NAMED_USERNAME_CHECKS,
} from './malformed-roll-call';
import { caseVariants, NOT_APPLICATIONS } from './malformed-semantic-values';
import { SEMANTIC_ROUTES, semanticAttacks } from './malformed-semantic';
import { MATRIX_SAMPLES, type MatrixSample } from './matrix-samples';

export type CaseKind = (
  fixture: HostileFixture,
  caller: HostileCaller,
) => fc.Arbitrary<BadRequest>[];

type JsonObject = { properties?: Record<string, { enum?: unknown[] }> };

const BODY_SAMPLES = MATRIX_SAMPLES.filter((sample) => ROUTE_SCHEMAS[sample.route]?.body);

/** The one status a broken body must get, or a 403 first where the route refuses the caller. */
function statusesFor(caller: HostileCaller, sample: MatrixSample, status: number | undefined) {
  if (status === undefined) return undefined;
  return caller.refusedOn(sample) ? [status, 403] : [status];
}

/** Each route's body broken in one way, from its JSON Schema. */
export const brokenBodies: CaseKind = (fixture, caller) =>
  BODY_SAMPLES.map((sample) => {
    const valid = sample.request(fixture).body as Record<string, unknown>;
    const schema = jsonSchemaOf(ROUTE_SCHEMAS[sample.route]?.body as never, 'input');
    return brokenBody(valid, schema).map((broken) => ({
      ...baseRequest(sample, fixture, caller, broken.how),
      bodyText: broken.text,
      statuses: statusesFor(caller, sample, broken.status),
    }));
  });

/** Well-typed bodies that must be refused all the same (see malformed-semantic.ts). */
export const semanticBodies: CaseKind = (fixture, caller) =>
  SEMANTIC_ROUTES.flatMap((route) => {
    const sample = sampleOf(route);
    return semanticAttacks(route, fixture, caller).map((attacks) =>
      attacks.map((attack) => {
        const request = baseRequest(sample, fixture, caller, attack.how);
        return {
          ...request,
          bodyText: JSON.stringify(attack.body),
          query: attack.query ?? request.query,
        };
      }),
    );
  });

/** Each value once, on the samples in turn. */
function rollCall<Value>(
  samples: readonly MatrixSample[],
  values: readonly Value[],
  toRequest: (sample: MatrixSample, value: Value) => BadRequest,
): fc.Arbitrary<BadRequest>[] {
  return values.map((value, index) =>
    fc.constant(toRequest(samples[index % samples.length] as MatrixSample, value)),
  );
}

/** The path parameter replaced by a raw hostile segment (reads also get its case variants). */
export const rawPathParameters: CaseKind = (fixture, caller) => {
  const withSegment = (sample: MatrixSample, segment: string): BadRequest => {
    const valid = sample.request(fixture).path.split('/');
    const index = parameterIndex(sample);
    const path = valid.map((part, at) => (at === index ? segment : part)).join('/');
    return { ...baseRequest(sample, fixture, caller, `path ${shown(segment)}`), path };
  };
  return [
    ...PATH_PARAMETER_SAMPLES.map((sample) => {
      const valid = sample.request(fixture).path.split('/')[parameterIndex(sample)] ?? '';
      const segments = isMutating(sample)
        ? rawPathSegment
        : fc.oneof(
            { weight: 6, arbitrary: rawPathSegment },
            { weight: 1, arbitrary: fc.constantFrom(...caseVariants(valid)) },
          );
      return segments.map((segment) => withSegment(sample, segment));
    }),
    ...rollCall(PATH_PARAMETER_SAMPLES, NAMED_PATH_SEGMENTS, withSegment),
  ];
};

function parameterIndex(sample: MatrixSample): number {
  return templateOf(sample)
    .split('/')
    .findIndex((part) => part.startsWith('{'));
}

const joined = (...parts: string[]) => parts.filter((part) => part.length > 0).join('&');

function decodedOrRaw(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** Flags a mutation's query schema declares (`publishToApiTopic`, `createArtifact`…), with their values. */
function flagsOf(route: string): [string, unknown[]][] {
  const schema = ROUTE_SCHEMAS[route]?.query;
  if (!schema) return [];
  const { properties = {} } = jsonSchemaOf(schema, 'input') as JsonObject;
  return Object.entries(properties).flatMap(([name, property]) =>
    property.enum ? [[name, property.enum] as [string, unknown[]]] : [],
  );
}

/**
 * Reads get any hostile query text added; username checks get bad usernames; mutations get a
 * declared flag set to something that is neither of its values (nothing else makes them wrong).
 */
export const rawQueries: CaseKind = (fixture, caller) => {
  const withQuery = (sample: MatrixSample, text: string): BadRequest => {
    const request = baseRequest(sample, fixture, caller, `query ${shown(text)}`);
    return { ...request, query: joined(request.query, text) };
  };
  const withUserName = (sample: MatrixSample, value: string): BadRequest => ({
    ...baseRequest(sample, fixture, caller, `checkUserName ${shown(value)}`),
    query: `checkUserName=${value}`,
  });
  const usernameChecks = READ_SAMPLES.filter((sample) => sample.route === 'GET /userprofile');
  return [
    ...READ_SAMPLES.map((sample) => rawQueryAttack.map((text) => withQuery(sample, text))),
    ...usernameChecks.map((sample) =>
      badUserNameQueryValue.map((value) => withUserName(sample, value)),
    ),
    ...MUTATION_SAMPLES.flatMap((sample) => {
      const flags = flagsOf(sample.route);
      if (flags.length === 0) return [];
      return [
        fc
          .tuple(fc.constantFrom(...flags), badFlagValue)
          .filter(([[, values], value]) => !values.includes(decodedOrRaw(value).trim()))
          .map(([[name], value]) => {
            const request = baseRequest(sample, fixture, caller, `${name}=${shown(value)}`);
            const kept = new URLSearchParams(request.query);
            kept.delete(name);
            return { ...request, query: joined(kept.toString(), `${name}=${value}`) };
          }),
      ];
    }),
    ...rollCall(READ_SAMPLES, NAMED_QUERIES, withQuery),
    ...rollCall(usernameChecks, NAMED_USERNAME_CHECKS, withUserName),
  ];
};

/** Well-formed values per header, by a conservative reading (the API's own rules may be stricter). */
const WELL_FORMED: Readonly<Record<string, RegExp>> = {
  'x-ouid': /^[A-Za-z0-9_-]{1,64}$/,
  'x-appid': /^[A-Za-z0-9_-]{1,64}$/,
  'x-ouidchain': /^[A-Za-z0-9_-]{1,64}(\/[A-Za-z0-9_-]{1,64})*$/,
};
const HEADERS = Object.keys(WELL_FORMED);

/** Chains other than ou-sales's own. */
const OTHER_CHAINS = [
  'ou-root/ou-engineering',
  'ou-root',
  'ou-root/ou-sales/ou-sales-north',
  'ou-system',
];

/**
 * Junk (not even well-formed) in any of the three headers, on every route; well-formed values
 * naming something else only where they make the request wrong: x-ouid of a unit the caller
 * may not act on, another unit's chain on reads and POST /orgunit, an app id that is no
 * application on reads and DELETE /appuser.
 */
export const hostileHeaders: CaseKind = (fixture, caller) => {
  const withHeader = (sample: MatrixSample, [name, value]: readonly [string, string]) => {
    const request = baseRequest(sample, fixture, caller, `${name} ${shown(value)}`);
    return { ...request, headers: { ...request.headers, [name]: value } };
  };
  const generated = MATRIX_SAMPLES.map((sample) => {
    const junk = fc
      .tuple(fc.constantFrom(...HEADERS), junkHeaderValue)
      .filter(([name, value]) => !WELL_FORMED[name]?.test(value.trim()));
    const choices: fc.Arbitrary<[string, string]>[] = [junk];
    if (caller.foreignActingUnitRefused(sample)) {
      choices.push(fc.constantFrom(...caller.foreignUnits).map((ouid) => ['x-ouid', ouid]));
    }
    if (!isMutating(sample) || sample.route === 'POST /orgunit') {
      choices.push(fc.constantFrom(...OTHER_CHAINS).map((chain) => ['x-ouidchain', chain]));
    }
    if (!isMutating(sample) || sample.route === 'DELETE /appuser/{username}') {
      choices.push(fc.constantFrom(...NOT_APPLICATIONS).map((appId) => ['x-appid', appId]));
    }
    return fc.oneof(...choices).map((header) => withHeader(sample, header));
  });
  // Well-formed values naming another unit, chain or app, on mutations they make wrong.
  const createUnit = sampleOf('POST /orgunit');
  const named = [
    withHeader(createUnit, ['x-ouid', caller.foreignUnits[0] ?? fixture.nowhere]),
    withHeader(createUnit, ['x-ouidchain', OTHER_CHAINS[0] as string]),
    withHeader(sampleOf('DELETE /appuser/{username}'), ['x-appid', 'a0001']),
  ];
  return [
    ...generated,
    ...rollCall(MUTATION_SAMPLES, NAMED_HEADER_JUNK, withHeader),
    ...named.map((request) => fc.constant(request)),
  ];
};
