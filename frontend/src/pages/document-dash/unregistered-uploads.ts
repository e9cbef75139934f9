import { ApiError } from '../../api/api-error';
import { isDefinitiveAnswer } from '../../api/idempotency-keys';

/**
 * Files stored in S3 whose registration got no definitive answer (a network error, a 503): a
 * second upload of the same file registers the stored object again, with the same body and so
 * the same Idempotency-Key, instead of storing a second object and registering a second document.
 */
const storedKeys = new Map<string, string>();

function identityOf(ouid: string, file: File): string {
  return JSON.stringify([ouid, file.name, file.size, file.type, file.lastModified]);
}

export function storedKeyOf(ouid: string, file: File): string | undefined {
  return storedKeys.get(identityOf(ouid, file));
}

export function rememberStoredKey(ouid: string, file: File, key: string): void {
  storedKeys.set(identityOf(ouid, file), key);
}

/** After the registration's answer: only a failure that may be retried keeps the stored key. */
export function registrationAnswered(ouid: string, file: File, error?: unknown): void {
  const retriable =
    error !== undefined && !(error instanceof ApiError && isDefinitiveAnswer(error.status));
  if (!retriable) storedKeys.delete(identityOf(ouid, file));
}
