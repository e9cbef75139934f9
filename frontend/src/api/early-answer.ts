import { readApiAnswer, type ResponseSchema } from './client';
import type { RawAnswer } from './raw-request';

/** Each early answer's data, by schema: read once, so its first render and its fetch agree. */
const earlyAnswers = new WeakMap<RawAnswer, WeakMap<ResponseSchema<unknown>, unknown>>();

/**
 * An early answer read with `schema`, the same object each time: the fetch that takes the read
 * then hands swr the data the first render already shows, and nothing that depends on it
 * (the active unit, its permissions, the top bar's menus) renders again for an equal copy.
 */
export function readEarlyAnswer<T>(answer: RawAnswer, schema: ResponseSchema<T>): T {
  let bySchema = earlyAnswers.get(answer);
  if (!bySchema) earlyAnswers.set(answer, (bySchema = new WeakMap()));
  if (bySchema.has(schema)) return bySchema.get(schema) as T;
  const data = readApiAnswer(answer, schema);
  bySchema.set(schema, data);
  return data;
}
