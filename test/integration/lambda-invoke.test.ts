/**
 * The Lambda Invoke API the gateway serves for cognito-local's triggers: only calls signed with the
 * credentials this start wrote into cognito-local's config run anything.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';

import {
  CognitoIdentityProviderClient,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { SignatureV4 } from '@smithy/signature-v4';

import { cognitoConfigFile } from '../../local/cognito';
import type { InvokeCredentials } from '../../local/invoke-auth';
import type { Mail } from '../../local/mailbox';
import { NodeSha256 } from '../../local/node-sha256';
import { SEED_ADMIN_POLICIES } from '../../local/seed-data';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../local/settings';
import { accountOf, claimsOf, signIn } from './support/accounts';
import { sharedPlatform } from './support/shared-platform';

const { facts } = sharedPlatform();

/** What this start wrote into cognito-local's config, and nowhere else. */
function startCredentials(): InvokeCredentials {
  const config = JSON.parse(readFileSync(cognitoConfigFile(facts.dataDir), 'utf8')) as {
    LambdaClient: { credentials: InvokeCredentials };
  };
  return config.LambdaClient.credentials;
}

interface InvokeOptions {
  /** `unsigned`, or the credentials to sign with (this start's by default). */
  signing?: 'unsigned' | InvokeCredentials;
  /** Sent instead of the signed body, as a caller replaying a captured signature would. */
  swappedBody?: unknown;
}

async function invoke(
  functionName: string,
  payload: unknown,
  { signing = startCredentials(), swappedBody }: InvokeOptions = {},
): Promise<Response> {
  const url = new URL(`${facts.urls.api}/2015-03-31/functions/${functionName}/invocations`);
  const body = JSON.stringify(payload);
  let headers: Record<string, string> = { 'content-type': 'application/json', host: url.host };
  if (signing !== 'unsigned') {
    const signer = new SignatureV4({
      credentials: signing,
      region: LOCAL_REGION,
      service: 'lambda',
      sha256: NodeSha256,
    });
    const signed = await signer.sign({
      method: 'POST',
      protocol: url.protocol,
      hostname: url.hostname,
      port: Number(url.port),
      path: url.pathname,
      query: {},
      headers,
      body,
    });
    headers = signed.headers;
  }
  const { host: _sentByFetch, ...sent } = headers;
  return fetch(url, {
    method: 'POST',
    headers: sent,
    body: swappedBody === undefined ? body : JSON.stringify(swappedBody),
  });
}

function preTokenEvent(userName: string, sub = 'test') {
  return {
    version: '1',
    triggerSource: 'TokenGeneration_Authentication',
    region: 'ap-south-1',
    userPoolId: facts.userPool.userPoolId,
    userName,
    callerContext: { awsSdkVersion: 'test', clientId: facts.userPool.userPoolClientId },
    request: { userAttributes: { sub }, groupConfiguration: { groupsToOverride: [] } },
    response: {},
  };
}

function forgotPasswordEvent(userName: string) {
  return {
    version: '1',
    triggerSource: 'CustomMessage_ForgotPassword',
    region: 'ap-south-1',
    userPoolId: facts.userPool.userPoolId,
    userName,
    callerContext: { awsSdkVersion: 'test', clientId: facts.userPool.userPoolClientId },
    request: { userAttributes: { email: userName }, codeParameter: '{####}' },
    response: {},
  };
}

type PreTokenResult = {
  response: { claimsOverrideDetails: { claimsToAddOrOverride: Record<string, string> } };
};

const FORGED_CREDENTIALS: readonly [string, InvokeCredentials][] = [
  ['the constant local credentials', LOCAL_CREDENTIALS],
  ['a made-up key', { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'not-the-secret' }],
];

describe('the Lambda Invoke API of the local gateway, called with this start’s signature', () => {
  it('runs the pre-token-generation trigger and returns its result', async () => {
    const admin = await accountOf(facts, facts.adminUsername);
    const response = await invoke(
      'pre-token-generation',
      preTokenEvent(facts.adminUsername, admin?.sub),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('x-amz-function-error')).toBeNull();
    const result = (await response.json()) as PreTokenResult;
    expect(result.response.claimsOverrideDetails.claimsToAddOrOverride.policies).toBe(
      SEED_ADMIN_POLICIES,
    );
  });

  it('gives a user without memberships empty policies', async () => {
    const response = await invoke('pre-token-generation', preTokenEvent('nobody-at-all'));
    const result = (await response.json()) as PreTokenResult;
    expect(result.response.claimsOverrideDetails.claimsToAddOrOverride.policies).toBe('');
  });

  it('answers ResourceNotFoundException for any other function name, API handlers included', async () => {
    for (const name of ['no-such-function', 'orgunit', '..%2Forgunit']) {
      const response = await invoke(name, {});
      expect(response.status).toBe(404);
      expect(response.headers.get('x-amzn-errortype')).toBe('ResourceNotFoundException');
    }
  });

  it('reports a failing trigger as an unhandled function error', async () => {
    const response = await invoke('pre-token-generation', { malformed: true });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-amz-function-error')).toBe('Unhandled');
    expect(await response.json()).toMatchObject({ errorMessage: expect.any(String) });
  });

  it('signs in through cognito-local, whose signed trigger call puts the policies in the token', async () => {
    const tokens = await signIn(facts, facts.adminUsername, facts.adminPassword);
    expect(claimsOf(tokens.idToken).policies).toBe(SEED_ADMIN_POLICIES);
  });
});

describe('the per-start Invoke credentials', () => {
  it('are random, not the constant local credentials, and readable by their owner only', () => {
    const credentials = startCredentials();
    expect(credentials.accessKeyId).toMatch(/^LOCAL[0-9A-F]{16}$/);
    expect(credentials.secretAccessKey.length).toBeGreaterThanOrEqual(40);
    expect(credentials.accessKeyId).not.toBe(LOCAL_CREDENTIALS.accessKeyId);
    expect(credentials.secretAccessKey).not.toBe(LOCAL_CREDENTIALS.secretAccessKey);
    expect(statSync(cognitoConfigFile(facts.dataDir)).mode & 0o077).toBe(0);
  });
});

describe('the Lambda Invoke API refuses every other caller (403) and runs nothing', () => {
  async function expectRefused(response: Response, errorType: string): Promise<void> {
    expect(response.status).toBe(403);
    expect(response.headers.get('x-amzn-errortype')).toBe(errorType);
    expect(response.headers.get('x-amz-function-error')).toBeNull();
    expect(await response.json()).toEqual({ Type: 'User', Message: expect.any(String) });
  }

  it('refuses an unsigned call, for trigger and unknown names alike', async () => {
    for (const name of ['pre-token-generation', 'custom-message', 'orgunit']) {
      const response = await invoke(name, preTokenEvent(facts.adminUsername), {
        signing: 'unsigned',
      });
      await expectRefused(response, 'UnrecognizedClientException');
    }
  });

  it.each(FORGED_CREDENTIALS)('refuses a call signed with %s', async (_name, credentials) => {
    const response = await invoke('pre-token-generation', preTokenEvent(facts.adminUsername), {
      signing: credentials,
    });
    await expectRefused(response, 'UnrecognizedClientException');
  });

  it('refuses a call that names this start’s key id but is signed with another secret', async () => {
    const { accessKeyId } = startCredentials();
    const response = await invoke('pre-token-generation', preTokenEvent(facts.adminUsername), {
      signing: { accessKeyId, secretAccessKey: 'guessed-secret' },
    });
    await expectRefused(response, 'InvalidSignatureException');
  });

  it('refuses a correctly signed call whose body was swapped after signing', async () => {
    const response = await invoke('pre-token-generation', preTokenEvent('nobody-at-all'), {
      swappedBody: preTokenEvent(facts.adminUsername),
    });
    await expectRefused(response, 'InvalidSignatureException');
  });

  it('composes no e-mail for a refused call (a signed one does)', async () => {
    // A composed e-mail waits for the next code cognito-local delivers to that user; a sign-up
    // delivers one. So the mail a sign-up sends shows whether an earlier trigger call ran.
    const refusedFor = `refused-${randomUUID().slice(0, 8)}@example.com`;
    const signedFor = `signed-${randomUUID().slice(0, 8)}@example.com`;
    const { accessKeyId } = startCredentials();
    for (const signing of [
      'unsigned' as const,
      LOCAL_CREDENTIALS,
      { accessKeyId, secretAccessKey: 'guessed-secret' },
    ]) {
      const response = await invoke('custom-message', forgotPasswordEvent(refusedFor), { signing });
      expect(response.status).toBe(403);
    }
    expect((await invoke('custom-message', forgotPasswordEvent(signedFor))).status).toBe(200);

    await signUp(refusedFor);
    await signUp(signedFor);
    expect((await firstMailTo(signedFor)).subject).toBe('Reset your OrgConsole password');
    expect((await firstMailTo(refusedFor)).subject).toBe('Confirm your OrgConsole account');
  });
});

async function signUp(username: string): Promise<void> {
  const client = new CognitoIdentityProviderClient({
    endpoint: facts.urls.cognito,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  try {
    await client.send(
      new SignUpCommand({
        ClientId: facts.userPool.userPoolClientId,
        Username: username,
        Password: 'Invoke#Pass1',
        UserAttributes: [{ Name: 'email', Value: username }],
      }),
    );
  } finally {
    client.destroy();
  }
}

async function firstMailTo(username: string, withinMs = 10_000): Promise<Mail> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${facts.urls.mailbox}.json`);
    const { items } = (await response.json()) as { items: Mail[] };
    const found = items.filter((mail) => mail.username === username).at(-1);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail for ${username}`);
}
