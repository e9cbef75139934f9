/**
 * Bad requests built from the matrix's valid samples (so every route is covered and the only
 * thing wrong is what the generator broke), and a raw sender that keeps the exact body text.
 */
import fc from 'fast-check';

import { ROUTE_SCHEMAS } from '../../../lambdas/domain/schemas';
import { jsonSchemaOf } from '../../../scripts/openapi-document';
import { actingUnitOf } from './matrix-callers';
import type { MatrixFixture } from './matrix-fixture';
import { MATRIX_SAMPLES, type MatrixSample, type SampleRequest } from './matrix-samples';
import { brokenBody, junkHeaderValue, junkId, junkQuery } from './malformed-arbitraries';
import type { PlatformFacts } from './platform-process';

export interface BadRequest {
  label: string;
  method: string;
  path: string;
  query?: Record<string, string>;
  headers: Record<string, string>;
  bodyText?: string;
  /** Whether the request may change anything if wrongly accepted. */
  mutating: boolean;
  /** A specific status the API must answer with; otherwise any 4xx (or 2xx for reads). */
  status?: number;
}

const methodOf = (sample: MatrixSample) => sample.route.split(' ')[0] as string;
const isMutating = (sample: MatrixSample) => methodOf(sample) !== 'GET';

function base(sample: MatrixSample, fixture: MatrixFixture, label: string): BadRequest {
  const request: SampleRequest = sample.request(fixture);
  return {
    label: `${sample.route} ${label}`,
    method: methodOf(sample),
    path: request.path,
    query: request.query,
    headers: { 'x-ouid': actingUnitOf(sample), ...request.headers },
    bodyText: request.body === undefined ? undefined : JSON.stringify(request.body),
    mutating: isMutating(sample),
  };
}

const withBody = MATRIX_SAMPLES.filter((sample) => ROUTE_SCHEMAS[sample.route]?.body);
const withPathParameter = MATRIX_SAMPLES.filter((sample) => sample.route.includes('{'));
const reads = MATRIX_SAMPLES.filter((sample) => !isMutating(sample));
/** Mutations whose target is the acting unit: a unit that does not exist must refuse them. */
const actingUnitMutations = MATRIX_SAMPLES.filter(
  (sample) =>
    isMutating(sample) && sample.target === 'actingUnit' && sample.route !== 'POST /userprofile',
);

/** The body of each route broken in one way (wrong type, missing/extra field, too long or big, not JSON). */
export function brokenBodies(fixture: MatrixFixture): fc.Arbitrary<BadRequest> {
  return fc.constantFrom(...withBody).chain((sample) => {
    const valid = sample.request(fixture).body as Record<string, unknown>;
    const schema = jsonSchemaOf(ROUTE_SCHEMAS[sample.route]?.body as never, 'input');
    return brokenBody(valid, schema).map((broken) => ({
      ...base(sample, fixture, broken.how),
      bodyText: broken.text,
      status: broken.status,
    }));
  });
}

/** Path parameters no unit or user can have: slashes, '..', unicode, thousands of characters. */
export function badPathIds(fixture: MatrixFixture): fc.Arbitrary<BadRequest> {
  return fc.tuple(fc.constantFrom(...withPathParameter), junkId).map(([sample, id]) => {
    const request = base(sample, fixture, `id ${JSON.stringify(id.slice(0, 40))}`);
    const template = sample.route.split(' ')[1] as string;
    const valid = sample.request(fixture).path.split('/');
    const path = template
      .split('/')
      .map((part, index) => (part.startsWith('{') ? encodeURIComponent(id) : valid[index]))
      .join('/');
    return { ...request, path };
  });
}

/** Reads with junk query parameters: unknown names, bad numbers, huge tokens. */
export function badQueries(fixture: MatrixFixture): fc.Arbitrary<BadRequest> {
  return fc.tuple(fc.constantFrom(...reads), junkQuery).map(([sample, query]) => ({
    ...base(sample, fixture, `query ${JSON.stringify(query).slice(0, 60)}`),
    query: { ...sample.request(fixture).query, ...query },
  }));
}

/** Junk in x-ouid, x-ouidchain and x-appid: reads, and mutations whose target is the acting unit. */
export function badHeaders(fixture: MatrixFixture): fc.Arbitrary<BadRequest> {
  return fc
    .tuple(
      fc.constantFrom(...reads, ...actingUnitMutations),
      fc.constantFrom('x-ouid', 'x-ouidchain', 'x-appid'),
      junkHeaderValue,
    )
    .filter(([sample, name]) => name === 'x-ouid' || !isMutating(sample))
    .map(([sample, name, value]) => {
      const request = base(sample, fixture, `${name} ${JSON.stringify(value.slice(0, 40))}`);
      return { ...request, headers: { ...request.headers, [name]: value } };
    });
}

export async function sendBadRequest(
  facts: PlatformFacts,
  token: string,
  request: BadRequest,
): Promise<{ status: number; text: string }> {
  const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
  const response = await fetch(`${facts.urls.api}${request.path}${query}`, {
    method: request.method,
    headers: {
      Authorization: token,
      ...request.headers,
      ...(request.bodyText === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: request.bodyText,
  });
  return { status: response.status, text: await response.text() };
}
