/** Issue 37 §9: Retry is offered only where asking again may answer otherwise. */
import { ApiError } from '../../../frontend/src/api/api-error';

describe('ApiError.isRetryable', () => {
  it.each([0, 408, 429, 500, 502, 503, 504])('is retryable after a %i', (status) => {
    expect(new ApiError('failed', status).isRetryable).toBe(true);
  });

  it.each([400, 401, 403, 404, 409, 413, 422])('is not after a %i', (status) => {
    expect(new ApiError('refused', status).isRetryable).toBe(false);
  });
});
