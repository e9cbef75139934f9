/** Test users of the account flows, created over the user pool's admin API of the local platform. */
import { randomUUID } from 'node:crypto';

import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Page } from '@playwright/test';

import { consoleConfigSchema, type ConsoleConfig } from '../../lambdas/domain/console-config';
import { LOCAL_CREDENTIALS } from '../../local/settings';

export interface TestUser {
  username: string;
  password: string;
}

/** A unique e-mail username per call, so that every test stands alone. */
export function uniqueUsername(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

export async function consoleConfig(page: Page): Promise<ConsoleConfig> {
  const response = await page.request.get('/config.json');
  return consoleConfigSchema.parse(await response.json());
}

/** Runs `use` with a client of the local user pool named by the console's config.json. */
export async function withLocalUserPool<T>(
  page: Page,
  use: (client: CognitoIdentityProviderClient, config: ConsoleConfig) => Promise<T>,
): Promise<T> {
  const config = await consoleConfig(page);
  const endpoint = config.local?.userPoolEndpoint;
  if (!endpoint) throw new Error('config.json names no local user pool endpoint');
  const client = new CognitoIdentityProviderClient({
    endpoint,
    region: config.region,
    credentials: LOCAL_CREDENTIALS,
  });
  try {
    return await use(client, config);
  } finally {
    client.destroy();
  }
}

/** A user whose account's `sub` is known (grants bind the profile to it: account-grants.ts). */
export interface ConfirmedUser extends TestUser {
  sub: string;
}

/** A confirmed user without policies (no unit memberships). */
export async function createConfirmedUser(page: Page, prefix: string): Promise<ConfirmedUser> {
  const user = { username: uniqueUsername(prefix), password: 'Start#2026pass' };
  const sub = await withLocalUserPool(page, async (client, config) => {
    const { User } = await client.send(
      new AdminCreateUserCommand({
        UserPoolId: config.userPoolId,
        Username: user.username,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: user.username },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'name', Value: 'Test User' },
        ],
      }),
    );
    await client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: config.userPoolId,
        Username: user.username,
        Password: user.password,
        Permanent: true,
      }),
    );
    return User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  });
  if (!sub) throw new Error(`The pool gave ${user.username} no sub`);
  return { ...user, sub };
}

/** Forgets the browser's session without the console's help (pages without a logout control). */
export async function forgetSession(page: Page): Promise<void> {
  await page.evaluate('window.localStorage.clear()');
  await page.context().clearCookies();
}
