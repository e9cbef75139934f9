/** The body every error answer has, from a handler or from the gateway itself. */
import type { ApiAnswer } from './api';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `{error, requestId}`: the message (text or matcher) and the request id API Gateway gave it. */
export function errorBody(error: unknown): { error: unknown; requestId: unknown } {
  return { error, requestId: expect.stringMatching(UUID) };
}

/**
 * An error answer as API Gateway gives it, whoever made it: JSON `{error, requestId}`, CORS for
 * the console's origin, and `x-amzn-RequestId` quoting the same id as the body.
 */
export function expectErrorAnswer(
  answer: ApiAnswer,
  expected: { status: number; error: unknown; origin: string },
): void {
  expect({ status: answer.status, body: answer.body }).toEqual({
    status: expected.status,
    body: errorBody(expected.error),
  });
  const { requestId } = answer.body as { requestId: string };
  expect(answer.headers.get('x-amzn-requestid')).toBe(requestId);
  expect(answer.headers.get('content-type')).toBe('application/json');
  expect(answer.headers.get('access-control-allow-origin')).toBe(expected.origin);
}
