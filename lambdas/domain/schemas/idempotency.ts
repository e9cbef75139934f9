/**
 * The `Idempotency-Key` header every write accepts (docs/idempotency.md): the API, its OpenAPI
 * document and the console read its name and shape from here.
 */
import * as z from 'zod/mini';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer that repeats the stored outcome of an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,128}$/;
/** How long a key's outcome is kept: a retry after that runs as a new request. */
export const IDEMPOTENCY_KEY_LIFETIME_SECONDS = 24 * 60 * 60;

export const idempotencyKeySchema = z
  .string()
  .check(
    z.regex(IDEMPOTENCY_KEY_PATTERN, "a key is 1 to 128 letters, digits, '_', '.', ':' or '-'"),
  );
