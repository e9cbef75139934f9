/**
 * The local API Gateway: CORS for the console, the route table, the Cognito authorizer, the WAF's
 * limit on username checks, request validation of required headers, the payload limits, and the
 * proxy integration into the same handler modules the Lambdas run, within the integration timeout.
 * Every API answer carries a request id (`x-amzn-RequestId`); those it makes itself have the body
 * `{error, requestId}` the handlers use. It also serves the Lambda Invoke API that cognito-local
 * calls (signed with this start's credentials) for its triggers.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

import { matchPath } from '../lambdas/domain/route-paths';
import { ROUTES, type RouteSpec } from '../lambdas/domain/routes';
import { API_MESSAGES } from '../lambdas/shared/messages';
import { errorBody } from '../lambdas/shared/responses';
import { apiCorsHeaders, type CorsPolicy, corsResponseHeaders, preflightResponse } from './cors';
import type { EventLog } from './event-log';
import { recordApiExchange } from './exchange-recorder';
import { listen, readBody, readBoundedBody, sendJson } from './http-util';
import type { InvokeRefusal, InvokeVerifier } from './invoke-auth';
import { CUSTOM_MESSAGE_FUNCTION, invokeFunction, isTriggerFunction } from './lambda-invoke';
import type { LogLine } from './log';
import { type ComposedMail, type Mailbox } from './mailbox';
import { MAILBOX_JSON_PATH, MAILBOX_PATH, serveMailbox } from './mailbox-page';
import { toProxyEvent } from './proxy-event';
import {
  type ApiExchange,
  errorText,
  integrate,
  refuse,
  REQUEST_ID_HEADER,
} from './proxy-integration';
import { serveSns, SNS_PATH_PREFIX } from './sns';
import { claimsAsStrings, type IdTokenVerifier } from './token-verifier';
import {
  TOO_MANY_USERNAME_CHECKS,
  usernameCheckLimit,
  type UsernameCheckLimit,
} from './username-check-limit';

const INVOKE_PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;
/** Local only: the messages the SNS stand-in recorded, newest first. */
export const EVENTS_PATH = '/_local/events';
const DEFAULT_EVENTS_LIMIT = 100;
const MAX_EVENTS_LIMIT = 1000;

/** API Gateway's payload limit (10 MB). */
const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;
/** Lambda's limit on a synchronous invocation's payload, here the proxy event (6 MB). */
const MAX_INVOKE_PAYLOAD_BYTES = 6 * 1024 * 1024;

export interface GatewayOptions {
  port: number;
  host: string;
  consoleOrigin: string;
  verifyIdToken: IdTokenVerifier;
  /** Accepts only Invoke calls signed with the credentials this start gave cognito-local. */
  verifyInvoke: InvokeVerifier;
  eventLog: EventLog;
  /** Receives every e-mail the custom-message trigger composes. */
  mailbox: Mailbox;
  log: LogLine;
  /** How long the gateway waits for a function's answer before its 504; API Gateway's 29 s. */
  integrationTimeoutMs?: number;
}

function findRoute(
  method: string,
  pathname: string,
): { route: RouteSpec; parameters: Record<string, string> } | undefined {
  for (const route of ROUTES) {
    if (route.method !== method) continue;
    const parameters = matchPath(route.path, pathname);
    if (parameters) return { route, parameters };
  }
  return undefined;
}

function bearerToken(request: IncomingMessage): string | undefined {
  const value = request.headers.authorization?.trim();
  if (!value) return undefined;
  return value.replace(/^Bearer\s+/i, '');
}

interface CustomMessageResult {
  userName?: string;
  request?: { userAttributes?: Record<string, string> };
  response?: { emailSubject?: string; emailMessage?: string };
}

/** The custom-message trigger's answer is the e-mail the user pool sends (before the code is in). */
function composedMail(result: unknown): ComposedMail | undefined {
  const { userName, request, response } = (result ?? {}) as CustomMessageResult;
  if (!userName || !response?.emailMessage) return undefined;
  return {
    to: request?.userAttributes?.email ?? userName,
    username: userName,
    subject: response.emailSubject ?? '',
    html: response.emailMessage,
  };
}

function refuseInvoke(
  functionName: string,
  refusal: InvokeRefusal,
  response: ServerResponse,
  log: LogLine,
): void {
  log(`refused an Invoke call of ${functionName}: ${refusal.errorType}`);
  sendJson(
    response,
    403,
    { Type: 'User', Message: refusal.message },
    { 'x-amzn-errortype': refusal.errorType },
  );
}

/** Lambda Invoke API: the function's JSON result, or an `Unhandled` function error. */
async function serveInvoke(
  functionName: string,
  request: IncomingMessage,
  response: ServerResponse,
  { log, mailbox, verifyInvoke }: GatewayOptions,
) {
  const unknownCaller = verifyInvoke.refuseCaller(request.headers);
  if (unknownCaller) {
    refuseInvoke(functionName, unknownCaller, response, log);
    return;
  }
  const body = await readBody(request);
  const badSignature = await verifyInvoke.refuseSignature({
    method: request.method ?? 'POST',
    url: request.url ?? '/',
    headers: request.headers,
    body,
  });
  if (badSignature) {
    refuseInvoke(functionName, badSignature, response, log);
    return;
  }
  if (!isTriggerFunction(functionName)) {
    sendJson(
      response,
      404,
      { Type: 'User', Message: `Function not found: ${functionName}` },
      { 'x-amzn-errortype': 'ResourceNotFoundException' },
    );
    return;
  }
  const payload: unknown = JSON.parse(body.toString('utf8') || '{}');
  try {
    const result = await invokeFunction(functionName, payload);
    if (functionName === CUSTOM_MESSAGE_FUNCTION) {
      const mail = composedMail(result);
      if (mail) mailbox.composed(mail);
    }
    sendJson(response, 200, result ?? null);
  } catch (error) {
    log(
      `${functionName} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    const errorType = error instanceof Error ? error.name : 'Error';
    const errorMessage = error instanceof Error ? error.message : String(error);
    sendJson(response, 200, { errorType, errorMessage }, { 'x-amz-function-error': 'Unhandled' });
  }
}

function serveEvents(
  eventLog: EventLog,
  cors: CorsPolicy,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): void {
  const requested = Number(url.searchParams.get('limit') ?? DEFAULT_EVENTS_LIMIT);
  const limit = Number.isInteger(requested) && requested > 0 ? requested : DEFAULT_EVENTS_LIMIT;
  sendJson(
    response,
    200,
    { items: eventLog.list(Math.min(limit, MAX_EVENTS_LIMIT)) },
    corsResponseHeaders(cors, request),
  );
}

async function serveApi(
  options: GatewayOptions,
  limitUsernameChecks: UsernameCheckLimit,
  request: IncomingMessage,
  exchange: ApiExchange,
): Promise<void> {
  const messages = API_MESSAGES.gateway;
  const url = new URL(request.url ?? '/', 'http://gateway.local');
  const found = findRoute(request.method ?? 'GET', url.pathname);
  if (!found) {
    // What API Gateway answers for any method and path it has no resource for.
    refuse(exchange, 403, messages.missingAuthenticationToken);
    return;
  }
  const token = bearerToken(request);
  const payload = token ? await options.verifyIdToken(token).catch(() => undefined) : undefined;
  if (!payload) {
    refuse(exchange, 401, messages.unauthorized);
    return;
  }
  const limit = limitUsernameChecks(found.route, url, payload);
  if (!limit.allowed) {
    refuse(exchange, 429, TOO_MANY_USERNAME_CHECKS, {
      'retry-after': String(limit.retryAfterSeconds),
    });
    return;
  }
  const missing = (found.route.requiredHeaders ?? []).filter((name) => !request.headers[name]);
  if (missing.length > 0) {
    refuse(exchange, 400, messages.missingParameters(missing));
    return;
  }
  const body = await readBoundedBody(request, MAX_PAYLOAD_BYTES);
  if (!body) {
    refuse(exchange, 413, messages.requestTooLong);
    return;
  }

  const event = toProxyEvent({
    request,
    url,
    route: found.route,
    pathParameters: found.parameters,
    body: body.toString('utf8'),
    claims: claimsAsStrings(payload),
    requestId: exchange.requestId,
  });
  if (Buffer.byteLength(JSON.stringify(event)) > MAX_INVOKE_PAYLOAD_BYTES) {
    refuse(exchange, 413, messages.requestTooLong);
    return;
  }
  await integrate(options, found.route, event, exchange);
}

/** Any API request: a fresh request id, CORS, and a 500 of the same shape if the gateway fails. */
async function serveApiRequest(
  options: GatewayOptions,
  cors: CorsPolicy,
  limitUsernameChecks: UsernameCheckLimit,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  recordApiExchange(request, response);
  const requestId = randomUUID();
  const exchange: ApiExchange = {
    requestId,
    headers: { ...apiCorsHeaders(cors), [REQUEST_ID_HEADER]: requestId },
    response,
  };
  try {
    await serveApi(options, limitUsernameChecks, request, exchange);
  } catch (error) {
    options.log(`request ${requestId} failed: ${errorText(error)}`);
    if (!response.headersSent) refuse(exchange, 500, API_MESSAGES.gateway.internal);
    else response.destroy();
  }
}

export async function startGateway(options: GatewayOptions): Promise<Server> {
  const cors: CorsPolicy = {
    origin: options.consoleOrigin,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    headers: [
      'content-type',
      'authorization',
      'x-ouid',
      'x-ouidchain',
      'x-appid',
      'idempotency-key',
      'x-amz-date',
      'x-amz-security-token',
    ],
  };
  const limitUsernameChecks = usernameCheckLimit();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://gateway.local');
    const pathname = url.pathname;
    const invoke = INVOKE_PATH.exec(pathname);
    const served =
      request.method === 'POST' && invoke
        ? serveInvoke(decodeURIComponent(invoke[1] as string), request, response, options)
        : pathname === SNS_PATH_PREFIX || pathname.startsWith(`${SNS_PATH_PREFIX}/`)
          ? serveSns(request, response, options.eventLog)
          : request.method === 'GET' && pathname === EVENTS_PATH
            ? Promise.resolve(serveEvents(options.eventLog, cors, request, response, url))
            : request.method === 'GET' &&
                (pathname === MAILBOX_PATH || pathname === MAILBOX_JSON_PATH)
              ? Promise.resolve(serveMailbox(options.mailbox, cors, request, response, pathname))
              : request.method === 'OPTIONS'
                ? Promise.resolve(preflightResponse(cors, request)).then(({ status, headers }) => {
                    response.writeHead(status, { ...headers, [REQUEST_ID_HEADER]: randomUUID() });
                    response.end();
                  })
                : serveApiRequest(options, cors, limitUsernameChecks, request, response);
    served.catch((error: unknown) => {
      const requestId = randomUUID();
      options.log(`request ${requestId} failed: ${errorText(error)}`);
      if (!response.headersSent)
        sendJson(response, 500, errorBody(API_MESSAGES.gateway.internal, requestId), {
          ...apiCorsHeaders(cors),
          [REQUEST_ID_HEADER]: requestId,
        });
    });
  });
  await listen(server, options.port, options.host);
  return server;
}
