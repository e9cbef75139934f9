/**
 * Runs the handler modules the deployed Lambdas run, in this process: loaded on first use (after
 * the platform has set the environment they read at module load) and kept warm afterwards. Each
 * invocation has the function's configured timeout, as in Lambda: the context's clock counts it
 * down, and a handler that has not answered by then fails the invocation.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import type { Context } from 'aws-lambda';

import type { Resource } from '../lambdas/domain/routes';
import { localFunctionTimeoutMs } from './function-timeout';

const REPO_ROOT = path.resolve(__dirname, '..');

export const PRE_TOKEN_GENERATION_FUNCTION = 'pre-token-generation';
export const CUSTOM_MESSAGE_FUNCTION = 'custom-message';
export const POST_CONFIRMATION_FUNCTION = 'post-confirmation';
export const POST_AUTHENTICATION_FUNCTION = 'post-authentication';

/** The Cognito trigger functions, by the names cognito-local's config gives them. */
const TRIGGER_FILES: Readonly<Record<string, string>> = {
  [PRE_TOKEN_GENERATION_FUNCTION]: 'lambdas/triggers/pre-token-generation.ts',
  [CUSTOM_MESSAGE_FUNCTION]: 'lambdas/triggers/custom-message.ts',
  [POST_CONFIRMATION_FUNCTION]: 'lambdas/triggers/post-confirmation.ts',
  [POST_AUTHENTICATION_FUNCTION]: 'lambdas/triggers/post-authentication.ts',
};

export function isTriggerFunction(name: string): boolean {
  return Object.hasOwn(TRIGGER_FILES, name);
}

/** The handler file of an API resource (one Lambda each) or of a trigger function. */
function handlerFile(functionName: Resource | string): string {
  const trigger = TRIGGER_FILES[functionName];
  return path.join(REPO_ROOT, trigger ?? path.join('lambdas', functionName, 'handler.ts'));
}

export class HandlerMissingError extends Error {}

/** The function ran past its configured timeout, as Lambda reports `Task timed out`. */
export class FunctionTimeoutError extends Error {
  constructor(
    readonly functionName: string,
    readonly timeoutMs: number,
  ) {
    super(`${functionName} timed out after ${timeoutMs} ms`);
    this.name = 'FunctionTimeoutError';
  }
}

export type Handler = (event: unknown, context: Context) => Promise<unknown>;

interface HandlerModule {
  handler?: Handler;
  default?: { handler?: Handler };
}

const loaded = new Map<string, Promise<Handler>>();

async function load(file: string): Promise<Handler> {
  if (!existsSync(file))
    throw new HandlerMissingError(`${path.relative(REPO_ROOT, file)} is not built yet`);
  const module = (await import(pathToFileURL(file).href)) as HandlerModule;
  const handler = module.handler ?? module.default?.handler;
  if (typeof handler !== 'function') throw new Error(`${file} exports no handler`);
  return handler;
}

function lambdaContext(functionName: string, timeoutMs: number): Context {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/**
 * One invocation of a loaded handler, ended with FunctionTimeoutError after `timeoutMs`. Lambda
 * would stop the function there; in this process it cannot be stopped, so it runs on in the
 * background (its AWS calls still end at their own bounds) and its late answer is dropped.
 */
export async function invokeWithTimeout(
  functionName: string,
  handler: Handler,
  event: unknown,
  timeoutMs: number,
): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new FunctionTimeoutError(functionName, timeoutMs)), timeoutMs);
  });
  try {
    return await Promise.race([handler(event, lambdaContext(functionName, timeoutMs)), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Callers pass an API resource or a name `isTriggerFunction` accepts, never raw input. As in
 * Lambda, loading the module (the cold start) does not count against the timeout.
 */
export async function invokeFunction(
  functionName: Resource | string,
  event: unknown,
): Promise<unknown> {
  const file = handlerFile(functionName);
  let handler = loaded.get(file);
  if (!handler) {
    handler = load(file);
    loaded.set(file, handler);
    // A failed load is retried on the next call (the file may be written meanwhile).
    handler.catch(() => loaded.delete(file));
  }
  return invokeWithTimeout(functionName, await handler, event, localFunctionTimeoutMs());
}
