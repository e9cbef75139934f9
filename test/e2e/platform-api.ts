/** The platform's API as a signed-in test user, for calls made behind the console's back. */
import type { Page } from '@playwright/test';

import { ROOT_UNIT_ID } from '../../local/seed-data';
import { signIn } from '../integration/support/accounts';
import { consoleConfig, type TestUser } from './account-users';
import { admin } from './console-pages';
import { e2ePlatformFacts } from './e2e-platform';

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

/**
 * The user's ID token from a password sign-in over the Cognito protocol; a user whose TOTP the
 * suite set up (the seeded admin: global-setup.ts) answers the code challenge with their secret.
 */
export async function idTokenOf(user: TestUser): Promise<string> {
  const tokens = await signIn(await e2ePlatformFacts(), user.username, user.password);
  return tokens.idToken;
}

/** The platform's API as a signed-in user (the admin by default), outside the browser. */
export class PlatformApi {
  private constructor(
    private readonly apiUrl: string,
    private readonly token: string,
  ) {}

  static async signIn(page: Page, user: TestUser = admin): Promise<PlatformApi> {
    const { apiUrl } = await consoleConfig(page);
    return new PlatformApi(apiUrl.replace(/\/+$/, ''), await idTokenOf(user));
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
