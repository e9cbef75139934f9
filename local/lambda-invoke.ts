/**
 * Runs the handler modules the deployed Lambdas run, in this process: loaded on first use (after
 * the platform has set the environment they read at module load) and kept warm afterwards.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import type { Context } from 'aws-lambda';

import type { Resource } from '../lambdas/domain/routes';

const REPO_ROOT = path.resolve(__dirname, '..');
const TIMEOUT_MS = 30_000;

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

type Handler = (event: unknown, context: Context) => Promise<unknown>;

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

function lambdaContext(functionName: string): Context {
  const deadline = Date.now() + TIMEOUT_MS;
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

/** Callers pass an API resource or a name `isTriggerFunction` accepts, never raw input. */
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
  return (await handler)(event, lambdaContext(functionName));
}
