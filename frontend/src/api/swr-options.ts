import type { SWRConfiguration } from 'swr';

import { ApiError } from './api-error';

/** A 4xx answer will not change by asking again: only network failures and 5xx are retried. */
export function shouldRetryApiError(error: unknown): boolean {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

/** The swr options of every cached API read (issue 12 §3: no automatic retry on 4xx). */
export const API_SWR_OPTIONS = {
  shouldRetryOnError: shouldRetryApiError,
} satisfies SWRConfiguration;
