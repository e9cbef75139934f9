import { ApiError } from '../../../frontend/src/api/api-error';
import { shouldRetryApiError } from '../../../frontend/src/api/swr-options';

describe('shouldRetryApiError', () => {
  it.each([400, 403, 404, 409, 422, 499])('does not retry a %i answer', (status) => {
    expect(shouldRetryApiError(new ApiError('failed', status))).toBe(false);
  });

  it.each([0, 500, 502, 503])('retries a %i answer (network failure or server error)', (status) => {
    expect(shouldRetryApiError(new ApiError('failed', status))).toBe(true);
  });

  it('retries an error that is not an API answer', () => {
    expect(shouldRetryApiError(new TypeError('Failed to fetch'))).toBe(true);
  });
});
