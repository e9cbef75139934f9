import { commonStrings } from '../strings/common';
import { ApiError } from './api-error';

/** An API answer as it came: read by `readApiAnswer` with the caller's schema. */
export interface RawAnswer {
  status: number;
  text: string;
}

/** One HTTP exchange with the API; a network failure or a cut-off answer is an ApiError (0). */
export async function sendRawRequest(url: string, init: RequestInit): Promise<RawAnswer> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    throw new ApiError(commonStrings.api.networkError, 0);
  }
  try {
    return { status: response.status, text: await response.text() };
  } catch {
    // The answer was cut off on its way: like no answer, so the next submit reuses the key.
    throw new ApiError(commonStrings.api.networkError, 0);
  }
}

export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
