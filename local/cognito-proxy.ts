/**
 * The Cognito endpoint the console and tests use. It passes every call through to cognito-local,
 * except `GetTokensFromRefreshToken` (which cognito-local lacks): that becomes `InitiateAuth`
 * with `REFRESH_TOKEN_AUTH`, and the answer is reshaped to what the real call returns.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

import { type CorsPolicy, corsResponseHeaders, preflightResponse } from './cors';
import { listen, readBody, sendJson } from './http-util';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const REFRESH_TARGET = `${TARGET_PREFIX}GetTokensFromRefreshToken`;
/** Token lifetime cognito-local gives its ID and access tokens. */
const TOKEN_LIFETIME_SECONDS = 3600;

const PASSED_RESPONSE_HEADERS = ['content-type', 'x-amzn-errortype', 'x-amzn-requestid'];

interface RefreshRequest {
  RefreshToken?: string;
  ClientId?: string;
  ClientMetadata?: Record<string, string>;
}

interface InitiateAuthAnswer {
  AuthenticationResult?: { AccessToken?: string; IdToken?: string };
}

function rewriteRefresh(body: Buffer): { target: string; body: string; refreshToken?: string } {
  const request = JSON.parse(body.toString('utf8') || '{}') as RefreshRequest;
  return {
    target: `${TARGET_PREFIX}InitiateAuth`,
    refreshToken: request.RefreshToken,
    body: JSON.stringify({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: request.ClientId,
      AuthParameters: { REFRESH_TOKEN: request.RefreshToken },
      ClientMetadata: request.ClientMetadata,
    }),
  };
}

function reshapeRefreshAnswer(text: string, refreshToken: string | undefined): string {
  const answer = JSON.parse(text) as InitiateAuthAnswer;
  return JSON.stringify({
    AuthenticationResult: {
      AccessToken: answer.AuthenticationResult?.AccessToken,
      IdToken: answer.AuthenticationResult?.IdToken,
      RefreshToken: refreshToken,
      ExpiresIn: TOKEN_LIFETIME_SECONDS,
      TokenType: 'Bearer',
    },
  });
}

/**
 * cognito-local answers a wrong password with `InvalidPasswordException`; Cognito answers
 * `NotAuthorizedException`, which is what the console handles.
 */
function asCognitoAnswers(target: string, text: string): string {
  if (!target.endsWith('InitiateAuth')) return text;
  const error = JSON.parse(text) as { __type?: string };
  if (error.__type !== 'InvalidPasswordException') return text;
  return JSON.stringify({
    __type: 'NotAuthorizedException',
    message: 'Incorrect username or password.',
  });
}

async function forward(
  upstreamUrl: string,
  request: IncomingMessage,
  response: ServerResponse,
  cors: CorsPolicy,
): Promise<void> {
  const body = await readBody(request);
  const target = String(request.headers['x-amz-target'] ?? '');
  const refresh = target === REFRESH_TARGET ? rewriteRefresh(body) : undefined;

  const headers = new Headers();
  for (const name of ['content-type', 'x-amz-user-agent', 'authorization', 'cache-control']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  if (target) headers.set('x-amz-target', refresh?.target ?? target);

  const method = request.method ?? 'GET';
  const upstream = await fetch(new URL(request.url ?? '/', upstreamUrl), {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : (refresh?.body ?? body),
  });
  let text = await upstream.text();
  if (refresh && upstream.ok) text = reshapeRefreshAnswer(text, refresh.refreshToken);
  if (!upstream.ok) text = asCognitoAnswers(target, text);

  const responseHeaders: Record<string, string> = corsResponseHeaders(cors, request);
  for (const name of PASSED_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) responseHeaders[name] = value;
  }
  response.writeHead(upstream.status, responseHeaders);
  response.end(text);
}

export async function startCognitoProxy(options: {
  port: number;
  host: string;
  upstreamUrl: string;
  consoleOrigin: string;
}): Promise<Server> {
  const cors: CorsPolicy = {
    origin: options.consoleOrigin,
    methods: ['GET', 'POST', 'OPTIONS'],
    headers: [
      'content-type',
      'x-amz-target',
      'x-amz-user-agent',
      'amz-sdk-request',
      'amz-sdk-invocation-id',
      'authorization',
      'cache-control',
    ],
  };
  const server = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      const preflight = preflightResponse(cors, request);
      response.writeHead(preflight.status, preflight.headers);
      response.end();
      return;
    }
    forward(options.upstreamUrl, request, response, cors).catch((error: unknown) => {
      sendJson(response, 502, { message: `cognito-local did not answer: ${String(error)}` });
    });
  });
  await listen(server, options.port, options.host);
  return server;
}
