/**
 * The shape of one hostile request, and its starting point: the matrix's valid sample of the
 * route, as the caller would send it (their acting unit in `x-ouid`). Paths and query strings
 * are kept as raw text, so a generator can put in them what no URL encoder would.
 */
import type { HostileCaller } from './malformed-callers';
import type { MatrixFixture } from './matrix-fixture';
import { MATRIX_SAMPLES, type MatrixSample, sampleName } from './matrix-samples';

export interface BadRequest {
  /** The route key (`PUT /orgunit/{id}`) the request is aimed at. */
  route: string;
  label: string;
  method: string;
  /** Sent exactly as written: nothing encodes or normalizes it on the way. */
  path: string;
  /** The query string without `?`, sent exactly as written; empty for none. */
  query: string;
  headers: Record<string, string>;
  bodyText?: string;
  /** Whether the request may change anything if wrongly accepted. */
  mutating: boolean;
  /** The statuses the API may answer with, when only those are right; otherwise any 4xx (2xx for reads). */
  statuses?: readonly number[];
}

export const methodOf = (sample: MatrixSample) => sample.route.split(' ')[0] as string;
export const templateOf = (sample: MatrixSample) => sample.route.split(' ')[1] as string;
export const isMutating = (sample: MatrixSample) => methodOf(sample) !== 'GET';

export const READ_SAMPLES = MATRIX_SAMPLES.filter((sample) => !isMutating(sample));
export const MUTATION_SAMPLES = MATRIX_SAMPLES.filter(isMutating);
export const PATH_PARAMETER_SAMPLES = MATRIX_SAMPLES.filter((sample) => sample.route.includes('{'));

const findSample = (route: string) =>
  MATRIX_SAMPLES.find((candidate) => candidate.route === route && !candidate.variant);

export const hasSample = (route: string) => findSample(route) !== undefined;

/** The one sample of a route without a query variant (the base of body attacks). */
export function sampleOf(route: string): MatrixSample {
  const sample = findSample(route);
  if (!sample) throw new Error(`No matrix sample for ${route}`);
  return sample;
}

/** Query parameters as a browser encodes them. */
export function encodedQuery(query: Record<string, string> | undefined): string {
  return query ? new URLSearchParams(query).toString() : '';
}

export function baseRequest(
  sample: MatrixSample,
  fixture: MatrixFixture,
  caller: HostileCaller,
  label: string,
): BadRequest {
  const request = sample.request(fixture);
  return {
    route: sample.route,
    label: `${sampleName(sample)} ${label}`,
    method: methodOf(sample),
    path: request.path,
    query: encodedQuery(request.query),
    headers: { 'x-ouid': caller.actingUnit(sample), ...request.headers },
    bodyText: request.body === undefined ? undefined : JSON.stringify(request.body),
    mutating: isMutating(sample),
  };
}

/** A short, printable rendering of a hostile value for labels (invisible characters escaped). */
export function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  const short = text.length > 48 ? `${text.slice(0, 40)}…(${text.length})` : text;
  return JSON.stringify(short).replace(/[\p{Cc}\p{Cf}\p{Z}]/gu, (char) =>
    char === ' ' ? char : `\\u${(char.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`,
  );
}
