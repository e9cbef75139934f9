/** Calls to cognito-local in Cognito's JSON protocol, from the proxy in front of it. */
import { CognitoError } from './cognito-errors';

export const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

export interface UpstreamAnswer {
  status: number;
  headers: Headers;
  text: string;
}

/** One call: the operation (without the target prefix), its JSON body, and headers to pass on. */
export type Upstream = (
  operation: string,
  body: string | Buffer,
  headers?: Headers,
) => Promise<UpstreamAnswer>;

export function upstreamAt(url: string): Upstream {
  return async (operation, body, headers = new Headers()) => {
    const sent = new Headers(headers);
    sent.set('x-amz-target', `${TARGET_PREFIX}${operation}`);
    if (!sent.has('content-type')) sent.set('content-type', 'application/x-amz-json-1.1');
    const answer = await fetch(new URL('/', url), { method: 'POST', headers: sent, body });
    return { status: answer.status, headers: answer.headers, text: await answer.text() };
  };
}

/** The answer's JSON, or its error as a CognitoError (passed on to the caller as it came). */
export function answerJson(answer: UpstreamAnswer): Record<string, unknown> {
  const body = JSON.parse(answer.text || '{}') as Record<string, unknown>;
  if (answer.status < 400) return body;
  const type = typeof body.__type === 'string' ? body.__type : 'InternalErrorException';
  const message = typeof body.message === 'string' ? body.message : '';
  throw new CognitoError(type, message, answer.status);
}

export async function callJson(
  upstream: Upstream,
  operation: string,
  request: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  return answerJson(await upstream(operation, JSON.stringify(request)));
}
