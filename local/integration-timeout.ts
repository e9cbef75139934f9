/**
 * API Gateway's integration timeout: when the function has not answered in time the caller gets a
 * 504, while the function itself runs on to its own end, as it does in Lambda.
 */

/** The REST API default (and, without a quota increase, the maximum) integration timeout. */
export const INTEGRATION_TIMEOUT_MS = 29_000;

export const INTEGRATION_TIMED_OUT = Symbol('integration timed out');

export async function withinIntegrationTimeout<T>(
  integration: Promise<T>,
  timeoutMs: number,
): Promise<T | typeof INTEGRATION_TIMED_OUT> {
  // A failure after the caller was answered has nobody to reach; it is not an unhandled rejection.
  integration.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof INTEGRATION_TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(INTEGRATION_TIMED_OUT), timeoutMs);
  });
  try {
    return await Promise.race([integration, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
