/** cognito-local as a child process, its config, and the platform's user pool and app client. */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';

import { PASSWORD_POLICY } from '../lambdas/domain/password-policy';
import { answersHttp, type ManagedProcess, spawnManaged, waitUntilReady } from './child-process';
import type { InvokeCredentials } from './invoke-auth';
import {
  CUSTOM_MESSAGE_FUNCTION,
  POST_AUTHENTICATION_FUNCTION,
  POST_CONFIRMATION_FUNCTION,
  PRE_TOKEN_GENERATION_FUNCTION,
} from './lambda-invoke';
import type { LogLine } from './log';
import { readPlatformState, writePlatformState } from './platform-state';
import { LOCAL_CREDENTIALS, LOCAL_RESOURCES, type LocalSettings, localUrl } from './settings';

export interface UserPoolIds {
  userPoolId: string;
  userPoolClientId: string;
}

/** The issuer cognito-local writes into its tokens is `<IssuerDomain>/<userPoolId>`. */
export function cognitoIssuer(settings: LocalSettings, userPoolId: string): string {
  return `${localUrl(settings, 'cognito')}/${userPoolId}`;
}

export function cognitoClient(settings: LocalSettings): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint: localUrl(settings, 'cognito'),
    region: settings.region,
    credentials: LOCAL_CREDENTIALS,
  });
}

/** Where cognito-local reads its config; the only place the Invoke credentials are written. */
export function cognitoConfigFile(dataDir: string): string {
  return path.join(dataDir, 'cognito', '.cognito', 'config.json');
}

/**
 * cognito-local's Lambda client (aws-sdk v2) signs its trigger calls with these credentials, and
 * the gateway accepts no others: they are this start's, readable by the owner only.
 */
function writeCognitoConfig(settings: LocalSettings, invokeCredentials: InvokeCredentials): void {
  const config = {
    LambdaClient: {
      endpoint: localUrl(settings, 'gateway'),
      credentials: invokeCredentials,
      region: settings.region,
    },
    TriggerFunctions: {
      PreTokenGeneration: PRE_TOKEN_GENERATION_FUNCTION,
      CustomMessage: CUSTOM_MESSAGE_FUNCTION,
      PostConfirmation: POST_CONFIRMATION_FUNCTION,
      PostAuthentication: POST_AUTHENTICATION_FUNCTION,
    },
    TokenConfig: { IssuerDomain: localUrl(settings, 'cognito') },
    UserPoolDefaults: { UsernameAttributes: [] },
  };
  const file = cognitoConfigFile(settings.dataDir);
  mkdirSync(path.dirname(file), { recursive: true });
  // Written whole with its mode, then renamed: the secret is never readable by others, not even
  // for a moment in a file left over from an earlier start.
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  writeFileSync(partial, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  renameSync(partial, file);
}

/**
 * Keeps the delivered codes (boxed messages) and errors; drops the per-request chatter, including
 * the WARN line cognito-local writes for every expected refusal (e.g. an unknown user). The boxed
 * lines also go to `deliveries` (the local mailbox reads the codes from them).
 */
function codeDeliveriesOnly(log: LogLine, deliveries: LogLine): LogLine {
  return (line) => {
    const plain = line.replace(/\x1b\[[0-9;]*m/g, ''); // eslint-disable-line no-control-regex
    if (/[╭│╰]|ERROR/.test(plain)) log(plain);
    if (plain.includes('│')) deliveries(plain);
  };
}

export async function startCognito(
  settings: LocalSettings,
  invokeCredentials: InvokeCredentials,
  log: LogLine,
  deliveries: LogLine = () => undefined,
): Promise<ManagedProcess> {
  const cognitoDir = path.join(settings.dataDir, 'cognito');
  writeCognitoConfig(settings, invokeCredentials);
  const cognito = spawnManaged(
    'cognito-local',
    process.execPath,
    [path.join(__dirname, 'cognito-local-main.cjs')],
    {
      cwd: cognitoDir,
      env: { ...process.env, PORT: String(settings.ports.cognito), HOST: settings.host },
    },
    codeDeliveriesOnly(log, deliveries),
  );
  await waitUntilReady(cognito, () => answersHttp(`${localUrl(settings, 'cognito')}/health`));
  return cognito;
}

async function clientStillExists(
  client: CognitoIdentityProviderClient,
  ids: UserPoolIds,
): Promise<boolean> {
  try {
    await client.send(
      new DescribeUserPoolClientCommand({
        UserPoolId: ids.userPoolId,
        ClientId: ids.userPoolClientId,
      }),
    );
    return true;
  } catch {
    return false;
  }
}

/** Reuses the pool and client of an earlier start, or creates them. */
export async function ensureUserPool(settings: LocalSettings): Promise<UserPoolIds> {
  const client = cognitoClient(settings);
  try {
    const state = readPlatformState(settings.dataDir);
    if (state.userPoolId && state.userPoolClientId) {
      const known = { userPoolId: state.userPoolId, userPoolClientId: state.userPoolClientId };
      if (await clientStillExists(client, known)) return known;
    }
    const pool = await client.send(
      new CreateUserPoolCommand({
        PoolName: LOCAL_RESOURCES.userPoolName,
        UsernameAttributes: [],
        AutoVerifiedAttributes: ['email'],
        // Stated for DescribeUserPool; the proxy enforces it (cognito-password-policy.ts).
        Policies: {
          PasswordPolicy: {
            MinimumLength: PASSWORD_POLICY.minLength,
            RequireLowercase: PASSWORD_POLICY.requireLowercase,
            RequireUppercase: PASSWORD_POLICY.requireUppercase,
            RequireNumbers: PASSWORD_POLICY.requireDigits,
            RequireSymbols: PASSWORD_POLICY.requireSymbols,
            TemporaryPasswordValidityDays: PASSWORD_POLICY.temporaryPasswordValidityDays,
          },
        },
        Schema: [
          { Name: 'email', AttributeDataType: 'String', Mutable: true, Required: false },
          { Name: 'phone_number', AttributeDataType: 'String', Mutable: true, Required: false },
          { Name: 'name', AttributeDataType: 'String', Mutable: true, Required: false },
        ],
      }),
    );
    const userPoolId = pool.UserPool?.Id;
    if (!userPoolId) throw new Error('cognito-local created a user pool without an id');
    const appClient = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: LOCAL_RESOURCES.userPoolClientName,
        GenerateSecret: false,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    const userPoolClientId = appClient.UserPoolClient?.ClientId;
    if (!userPoolClientId) throw new Error('cognito-local created an app client without an id');
    const ids = { userPoolId, userPoolClientId };
    writePlatformState(settings.dataDir, { ...state, ...ids });
    return ids;
  } finally {
    client.destroy();
  }
}
