/** Calls of the tenant routes, the invitation mail and the first sign-in of an invited admin. */
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  type InitiateAuthCommandOutput,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';

import type { TenantView } from '../../../lambdas/domain/schemas/tenant';
import type { Mail } from '../../../local/mailbox';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../../local/settings';
import { type ApiAnswer, callApi } from './api';
import type { PlatformFacts } from './platform-process';

export const SYSTEM_UNIT = 'ou-system';

export function createTenant(
  facts: PlatformFacts,
  token: string,
  body: unknown,
  options: { ouid?: string; query?: string } = {},
): Promise<ApiAnswer> {
  return callApi(facts, `/tenant${options.query ?? ''}`, {
    method: 'POST',
    token,
    headers: { 'x-ouid': options.ouid ?? SYSTEM_UNIT },
    body,
  });
}

/** The tenant a POST /tenant answered with 201 (anything else throws with the answer). */
export function createdTenant(answer: ApiAnswer): TenantView & {
  admin: { username: string; invited: boolean };
} {
  if (answer.status !== 201) throw new Error(`${answer.status} ${JSON.stringify(answer.body)}`);
  return (answer.body as { data: TenantView & { admin: { username: string; invited: boolean } } })
    .data;
}

export function listTenants(
  facts: PlatformFacts,
  token: string,
  options: { ouid?: string; query?: string } = {},
): Promise<ApiAnswer> {
  return callApi(facts, `/tenant${options.query ?? ''}`, {
    token,
    headers: { 'x-ouid': options.ouid ?? SYSTEM_UNIT },
  });
}

/** Every tenant, page after page of `limit`; also how many pages that took. */
export async function allTenants(
  facts: PlatformFacts,
  token: string,
  limit: number,
): Promise<{ items: TenantView[]; pages: number }> {
  const items: TenantView[] = [];
  let pages = 0;
  let nextToken: string | undefined;
  do {
    const query = new URLSearchParams({
      limit: String(limit),
      ...(nextToken ? { nextToken } : {}),
    });
    const answer = await listTenants(facts, token, { query: `?${query.toString()}` });
    if (answer.status !== 200) throw new Error(`GET /tenant answered ${answer.status}`);
    const body = answer.body as { items: TenantView[]; nextToken?: string };
    items.push(...body.items);
    nextToken = body.nextToken;
    pages += 1;
  } while (nextToken !== undefined);
  return { items, pages };
}

/** The newest mail to `username` with this subject, once it arrived. */
export async function mailTo(
  facts: PlatformFacts,
  username: string,
  subject: string,
  withinMs = 10_000,
): Promise<Mail> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${facts.urls.mailbox}.json`);
    const { items } = (await response.json()) as { items: Mail[] };
    const found = items.find((mail) => mail.username === username && mail.subject === subject);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No "${subject}" mail for ${username}`);
}

/** The user-pool calls of a first sign-in, through the proxy the console uses. */
export class FirstSignIn {
  private readonly client: CognitoIdentityProviderClient;

  constructor(private readonly facts: PlatformFacts) {
    this.client = new CognitoIdentityProviderClient({
      endpoint: facts.urls.cognito,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
    });
  }

  start(username: string, password: string): Promise<InitiateAuthCommandOutput> {
    return this.client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: this.facts.userPool.userPoolClientId,
        AuthParameters: { USERNAME: username, PASSWORD: password },
      }),
    );
  }

  /** Answers NEW_PASSWORD_REQUIRED; the ID token on success. */
  async setPassword(username: string, session: string, password: string): Promise<string> {
    const answer = await this.client.send(
      new RespondToAuthChallengeCommand({
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        ClientId: this.facts.userPool.userPoolClientId,
        Session: session,
        ChallengeResponses: { USERNAME: username, NEW_PASSWORD: password },
      }),
    );
    const token = answer.AuthenticationResult?.IdToken;
    if (!token) throw new Error('The new password gave no ID token');
    return token;
  }

  destroy(): void {
    this.client.destroy();
  }
}
