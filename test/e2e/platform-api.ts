/** The platform's API as a signed-in test user, for calls made behind the console's back. */
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { Page } from '@playwright/test';

import { ROOT_UNIT_ID } from '../../local/seed-data';
import { consoleConfig, type TestUser, withLocalUserPool } from './account-users';
import { admin } from './console-pages';

export interface UnitView {
  markedForDeletion: boolean;
  version: number;
  data: {
    identifier: string;
    name: string;
    description: string;
    emailId: string;
    mobile: string;
    ouidChain: string;
    type: string;
  };
}

export interface ApiAnswer {
  status: number;
  body: { error?: string; data?: UnitView; items?: UnitView[]; nextToken?: string };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface RequestOptions {
  ouid: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export function idTokenOf(page: Page, user: TestUser): Promise<string> {
  return withLocalUserPool(page, async (client, config) => {
    const answer = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: config.userPoolClientId,
        AuthParameters: { USERNAME: user.username, PASSWORD: user.password },
      }),
    );
    const token = answer.AuthenticationResult?.IdToken;
    if (!token) throw new Error(`Sign-in of ${user.username} returned no ID token`);
    return token;
  });
}

/** The platform's API as a signed-in user (the admin by default), outside the browser. */
export class PlatformApi {
  private constructor(
    private readonly apiUrl: string,
    private readonly token: string,
  ) {}

  static async signIn(page: Page, user: TestUser = admin): Promise<PlatformApi> {
    const { apiUrl } = await consoleConfig(page);
    return new PlatformApi(apiUrl.replace(/\/+$/, ''), await idTokenOf(page, user));
  }

  async request(method: Method, path: string, options: RequestOptions): Promise<ApiAnswer> {
    const response = await fetch(`${this.apiUrl}${path}`, {
      method,
      headers: {
        Authorization: this.token,
        'x-ouid': options.ouid,
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: response.status, body: (await response.json()) as ApiAnswer['body'] };
  }

  /** `request` for a call that must succeed: any other answer throws with its status and body. */
  async succeeding<T>(method: Method, path: string, options: RequestOptions): Promise<T> {
    const answer = await this.request(method, path, options);
    if (answer.status < 200 || answer.status > 299) {
      throw new Error(
        `${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
      );
    }
    return answer.body as T;
  }

  /** A new unit under `parent` (ou-root by default), as the console registers it. */
  async createUnit(
    name: string,
    parent: { id: string; ouidChain: string } = { id: ROOT_UNIT_ID, ouidChain: ROOT_UNIT_ID },
    description = `Browser test unit ${name}`,
  ): Promise<UnitView> {
    const answer = await this.succeeding<ApiAnswer['body']>('POST', '/orgunit', {
      ouid: parent.id,
      body: { name, description },
      headers: { 'x-ouidchain': parent.ouidChain },
    });
    if (!answer.data) throw new Error(`POST /orgunit answered no unit: ${JSON.stringify(answer)}`);
    return answer.data;
  }

  async getUnit(id: string): Promise<UnitView> {
    const answer = await this.request('GET', `/orgunit/${id}`, { ouid: id });
    if (answer.status !== 200 || !answer.body.data) {
      throw new Error(`GET /orgunit/${id} answered ${answer.status}`);
    }
    return answer.body.data;
  }
}
