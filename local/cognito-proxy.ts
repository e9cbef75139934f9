/**
 * The Cognito endpoint the console, the tests and (locally) the handlers use. It passes every call
 * through to cognito-local, except:
 * - `GetTokensFromRefreshToken` (which cognito-local lacks): that becomes `InitiateAuth` with
 *   `REFRESH_TOKEN_AUTH`, and the answer is reshaped to what the real call returns;
 * - software-token MFA (cognito-mfa.ts) and the sign-in's SOFTWARE_TOKEN_MFA step
 *   (cognito-mfa-sign-in.ts), which it answers itself;
 * - SignUp, InitiateAuth, ForgotPassword and ResendConfirmationCode past their rate per client
 *   address (cognito-public-limits.ts), which it refuses with 429 as the pool's WAF does;
 * - a call that would set a password the pool's policy refuses (cognito-password-policy.ts);
 * - a call that would set an e-mail address the pool refuses (cognito-email-check.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

import { emailRefusal, maySetEmail } from './cognito-email-check';
import { CognitoError } from './cognito-errors';
import { mfaOperations } from './cognito-mfa';
import { type MfaSignIn, mfaSignIn } from './cognito-mfa-sign-in';
import { openMfaStore } from './cognito-mfa-store';
import { maySetPassword, passwordRefusal } from './cognito-password-policy';
import {
  type PublicEndpointLimits,
  publicEndpointLimits,
  TOO_MANY_REQUESTS,
} from './cognito-public-limits';
import {
  asCognitoAnswers,
  REFRESH_TARGET,
  reshapeRefreshAnswer,
  rewriteRefresh,
} from './cognito-local-rewrites';
import { TARGET_PREFIX, upstreamAt } from './cognito-upstream';
import { type CorsPolicy, corsResponseHeaders, preflightResponse } from './cors';
import { listen, readBody, sendJson } from './http-util';
import { accessTokenVerifier } from './token-verifier';

const PASSED_RESPONSE_HEADERS = ['content-type', 'x-amzn-errortype', 'x-amzn-requestid'];

/** The operations whose answer may start the MFA step of a sign-in (cognito-mfa-sign-in.ts). */
const SIGN_IN_OPERATIONS = new Set([
  'InitiateAuth',
  'AdminInitiateAuth',
  'RespondToAuthChallenge',
  'AdminRespondToAuthChallenge',
]);
const COGNITO_CONTENT_TYPE = 'application/x-amz-json-1.1';

type Json = Record<string, unknown>;

function parsedBody(body: Buffer): Json {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8') || '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Json;
  } catch {
    // Refused below, as Cognito refuses a body it cannot read.
  }
  throw new CognitoError('SerializationException', 'The request body is not a JSON object');
}

interface ProxyParts {
  upstreamUrl: string;
  cors: CorsPolicy;
  operations: Readonly<Record<string, (request: Json) => Promise<Json>>>;
  signIn: MfaSignIn;
  limits: PublicEndpointLimits;
}

/** The answer the proxy gives itself (MFA), or undefined for a call cognito-local answers. */
async function ownAnswer(parts: ProxyParts, operation: string, body: Buffer) {
  if (maySetPassword(operation)) {
    const refusal = passwordRefusal(operation, parsedBody(body));
    if (refusal) throw refusal;
  }
  if (maySetEmail(operation)) {
    const refusal = emailRefusal(operation, parsedBody(body));
    if (refusal) throw refusal;
  }
  const own = Object.hasOwn(parts.operations, operation) ? parts.operations[operation] : undefined;
  if (own) return own(parsedBody(body));
  if (operation === 'RespondToAuthChallenge' || operation === 'AdminRespondToAuthChallenge') {
    const request = parsedBody(body);
    if (request.ChallengeName === 'SOFTWARE_TOKEN_MFA') return parts.signIn.respond(request);
  }
  return undefined;
}

async function forward(
  parts: ProxyParts,
  operation: string,
  body: Buffer,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const target = String(request.headers['x-amz-target'] ?? '');
  const refresh = target === REFRESH_TARGET ? rewriteRefresh(body) : undefined;

  const headers = new Headers();
  for (const name of ['content-type', 'x-amz-user-agent', 'authorization', 'cache-control']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  if (target) headers.set('x-amz-target', refresh?.target ?? target);

  const method = request.method ?? 'GET';
  const upstream = await fetch(new URL(request.url ?? '/', parts.upstreamUrl), {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : (refresh?.body ?? body),
  });
  let text = await upstream.text();
  if (refresh && upstream.ok) text = reshapeRefreshAnswer(text, refresh.refreshToken);
  if (!refresh && upstream.ok && SIGN_IN_OPERATIONS.has(operation)) {
    const answer = JSON.parse(text) as Json;
    const passedOn = parts.signIn.challengeFor(parsedBody(body), answer);
    if (passedOn !== answer) text = JSON.stringify(passedOn);
  }
  if (!upstream.ok) text = asCognitoAnswers(target, text);

  const responseHeaders: Record<string, string> = corsResponseHeaders(parts.cors, request);
  for (const name of PASSED_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) responseHeaders[name] = value;
  }
  response.writeHead(upstream.status, responseHeaders);
  response.end(text);
}

function sendError(
  parts: ProxyParts,
  request: IncomingMessage,
  response: ServerResponse,
  error: CognitoError,
  headers: Record<string, string> = {},
): void {
  response.writeHead(error.status, {
    ...corsResponseHeaders(parts.cors, request),
    'content-type': COGNITO_CONTENT_TYPE,
    'x-amzn-errortype': error.type,
    ...headers,
  });
  response.end(JSON.stringify(error.body));
}

async function answer(
  parts: ProxyParts,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const body = await readBody(request);
  const target = String(request.headers['x-amz-target'] ?? '');
  const operation = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : '';
  const decision = parts.limits(operation, request.socket.remoteAddress ?? '');
  if (!decision.allowed) {
    sendError(parts, request, response, TOO_MANY_REQUESTS, {
      'retry-after': String(decision.retryAfterSeconds),
    });
    return;
  }
  try {
    const own = await ownAnswer(parts, operation, body);
    if (own === undefined) {
      await forward(parts, operation, body, request, response);
      return;
    }
    response.writeHead(200, {
      ...corsResponseHeaders(parts.cors, request),
      'content-type': COGNITO_CONTENT_TYPE,
    });
    response.end(JSON.stringify(own));
  } catch (error) {
    if (!(error instanceof CognitoError)) throw error;
    sendError(parts, request, response, error);
  }
}

export interface CognitoProxyOptions {
  port: number;
  host: string;
  upstreamUrl: string;
  consoleOrigin: string;
  /** Where the users' software tokens are kept (cognito-mfa-store.ts). */
  dataDir: string;
  /** The pool's issuer and app client, to verify the access tokens of the MFA calls. */
  issuer: string;
  clientId: string;
  /** Client addresses the public-endpoint limits do not count (settings.ts). */
  rateLimitExempt?: readonly string[];
}

export async function startCognitoProxy(options: CognitoProxyOptions): Promise<Server> {
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
  const store = openMfaStore(options.dataDir);
  const parts: ProxyParts = {
    upstreamUrl: options.upstreamUrl,
    cors,
    operations: mfaOperations({
      store,
      verifyAccessToken: accessTokenVerifier({
        issuer: options.issuer,
        clientId: options.clientId,
      }),
      upstream: upstreamAt(options.upstreamUrl),
    }),
    signIn: mfaSignIn(store),
    limits: publicEndpointLimits({ exempt: options.rateLimitExempt }),
  };
  const server = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      const preflight = preflightResponse(cors, request);
      response.writeHead(preflight.status, preflight.headers);
      response.end();
      return;
    }
    answer(parts, request, response).catch((error: unknown) => {
      sendJson(response, 502, { message: `cognito-local did not answer: ${String(error)}` });
    });
  });
  await listen(server, options.port, options.host);
  return server;
}
