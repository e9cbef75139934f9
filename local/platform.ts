/** Starts the whole local platform and stops all of it again. */
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';

import { HANDLER_ENV } from '../lambdas/domain/data-keys';
import type { ConsoleConfig } from '../lambdas/domain/console-config';
import { CONSOLE_ORIGIN_ENV } from '../lambdas/triggers/custom-message';
import type { ManagedProcess } from './child-process';
import { cognitoIssuer, ensureUserPool, startCognito, type UserPoolIds } from './cognito';
import { startCognitoProxy } from './cognito-proxy';
import { startConsole } from './console';
import { startConsoleBuild } from './console-build';
import { ensureTable, startDynamoDb } from './dynamodb';
import { createEventLog } from './event-log';
import { EVENTS_PATH, startGateway } from './gateway';
import { close } from './http-util';
import { createInvokeCredentials, invokeVerifier } from './invoke-auth';
import { logFor, quiet } from './log';
import { codeDeliveryReader, createMailbox } from './mailbox';
import { MAILBOX_PATH } from './mailbox-page';
import { startS3 } from './s3';
import { seed } from './seed';
import { SNS_PATH_PREFIX } from './sns';
import {
  consoleOrigin,
  LOCAL_CREDENTIALS,
  LOCAL_RESOURCES,
  type LocalSettings,
  localUrl,
} from './settings';
import { idTokenVerifier } from './token-verifier';

export interface PlatformUrls {
  console?: string;
  api: string;
  cognito: string;
  cognitoLocal: string;
  dynamodb: string;
  s3: string;
  /** Local only: the API events the SNS stand-in recorded (`GET`, newest first). */
  events: string;
  /** Local only: every e-mail the user pool would send (HTML page; `.json` for `{items}`). */
  mailbox: string;
}

export interface RunningPlatform {
  urls: PlatformUrls;
  userPool: UserPoolIds;
  adminUsername: string;
  adminPassword: string;
  /** The only browser origin the API, the Cognito proxy and the buckets accept. */
  consoleOrigin: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** The environment the handler modules read at load, as the CDK app sets it on each Lambda. */
function setHandlerEnvironment(settings: LocalSettings, pool: UserPoolIds): void {
  Object.assign(process.env, {
    [HANDLER_ENV.tableName]: LOCAL_RESOURCES.tableName,
    [HANDLER_ENV.configBucket]: LOCAL_RESOURCES.configBucket,
    [HANDLER_ENV.documentsBucket]: LOCAL_RESOURCES.documentsBucket,
    [HANDLER_ENV.apiTopicArn]: LOCAL_RESOURCES.apiTopicArn,
    [HANDLER_ENV.userPoolId]: pool.userPoolId,
    [HANDLER_ENV.allowedOrigin]: consoleOrigin(settings),
    [CONSOLE_ORIGIN_ENV]: consoleOrigin(settings),
    AWS_REGION: settings.region,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: localUrl(settings, 'dynamodb'),
    AWS_ENDPOINT_URL_S3: localUrl(settings, 's3'),
    // Through the proxy, as the console's calls go: AdminGetUser then reports the users' MFA.
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: localUrl(settings, 'cognitoProxy'),
    // The gateway serves the SNS stand-in, which records every published message.
    AWS_ENDPOINT_URL_SNS: `${localUrl(settings, 'gateway')}${SNS_PATH_PREFIX}`,
  });
}

/** The console's `config.json` for a running local platform (dev server, build, bench). */
export function localConsoleConfig(
  urls: PlatformUrls,
  pool: UserPoolIds,
  region: string,
): ConsoleConfig {
  return {
    environment: 'local',
    apiUrl: urls.api,
    region,
    userPoolId: pool.userPoolId,
    userPoolClientId: pool.userPoolClientId,
    authFlow: 'USER_PASSWORD_AUTH',
    local: { userPoolEndpoint: urls.cognito, eventsUrl: urls.events, mailboxUrl: urls.mailbox },
  };
}

export async function startPlatform(settings: LocalSettings): Promise<RunningPlatform> {
  mkdirSync(settings.dataDir, { recursive: true });
  const processes: ManagedProcess[] = [];
  const servers: Server[] = [];
  let stopConsole: (() => Promise<void>) | undefined;
  const stop = async () => {
    await stopConsole?.();
    await Promise.all(servers.map(close));
    await Promise.all(processes.map((process) => process.stop()));
  };
  const started = <T extends ManagedProcess>(process: T): T => {
    processes.push(process);
    return process;
  };

  const mailbox = createMailbox(settings.dataDir, logFor('mailbox'));
  const deliveries = codeDeliveryReader((username, code) => {
    void mailbox.delivered(username, code);
  });
  // Fresh at every start; besides this process only cognito-local's config file holds them.
  const invokeCredentials = createInvokeCredentials();

  try {
    // Started side by side; all settle before any failure is reported, so `stop` finds them all.
    const [database, identity, storage] = await Promise.allSettled([
      startDynamoDb(settings, quiet)
        .then(started)
        .then(() => ensureTable(settings, LOCAL_RESOURCES.tableName)),
      startCognito(settings, invokeCredentials, logFor('cognito'), deliveries)
        .then(started)
        .then(() => ensureUserPool(settings)),
      startS3(settings, consoleOrigin(settings), quiet).then(started),
    ]);
    for (const result of [database, identity, storage]) {
      if (result.status === 'rejected') throw result.reason;
    }
    const pool = (identity as PromiseFulfilledResult<UserPoolIds>).value;
    setHandlerEnvironment(settings, pool);

    servers.push(
      await startGateway({
        port: settings.ports.gateway,
        host: settings.host,
        consoleOrigin: consoleOrigin(settings),
        eventLog: createEventLog(settings.dataDir),
        mailbox,
        verifyIdToken: idTokenVerifier({
          issuer: cognitoIssuer(settings, pool.userPoolId),
          clientId: pool.userPoolClientId,
        }),
        verifyInvoke: invokeVerifier(invokeCredentials, settings.region),
        log: logFor('gateway'),
        integrationTimeoutMs: settings.integrationTimeoutMs,
      }),
      await startCognitoProxy({
        port: settings.ports.cognitoProxy,
        host: settings.host,
        upstreamUrl: localUrl(settings, 'cognito'),
        consoleOrigin: consoleOrigin(settings),
        dataDir: settings.dataDir,
        issuer: cognitoIssuer(settings, pool.userPoolId),
        clientId: pool.userPoolClientId,
        rateLimitExempt: settings.cognitoRateLimitExempt,
      }),
    );
    await seed(settings, pool);

    const urls: PlatformUrls = {
      api: localUrl(settings, 'gateway'),
      cognito: localUrl(settings, 'cognitoProxy'),
      cognitoLocal: localUrl(settings, 'cognito'),
      dynamodb: localUrl(settings, 'dynamodb'),
      s3: localUrl(settings, 's3'),
      events: `${localUrl(settings, 'gateway')}${EVENTS_PATH}`,
      mailbox: `${localUrl(settings, 'gateway')}${MAILBOX_PATH}`,
    };
    if (settings.serveConsole) {
      const served = {
        host: settings.host,
        port: settings.ports.console,
        config: localConsoleConfig(urls, pool, settings.region),
      };
      const site =
        settings.consoleServer === 'build'
          ? await startConsoleBuild({ ...served, s3Url: urls.s3 })
          : await startConsole(served);
      stopConsole = () => site.close();
      urls.console = consoleOrigin(settings);
    }

    return {
      urls,
      userPool: pool,
      adminUsername: settings.admin.username,
      adminPassword: settings.admin.password,
      consoleOrigin: consoleOrigin(settings),
      dataDir: settings.dataDir,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
