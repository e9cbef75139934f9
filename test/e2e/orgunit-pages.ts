/**
 * Helpers of the orgunit browser tests: the admin's API (units made or changed behind the
 * console's back), the local event log, and locators of the orgunit screens.
 */
import { randomUUID } from 'node:crypto';

import { expect, type Page } from '@playwright/test';

import { strings } from '../../frontend/src/strings';
import { ROOT_UNIT_ID } from '../../local/seed-data';
import { consoleConfig, type TestUser } from './account-users';
import { idTokenOf } from './platform-tokens';
import { admin, signInOnLoginPage } from './console-pages';

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

/** Unique per call, so that tests never meet each other's units in the shared platform. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${randomUUID().slice(0, 8)}`;
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

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    options: { ouid: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<ApiAnswer> {
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

  /** A new unit under `parent` (ou-root by default), as the console registers it. */
  async createUnit(
    name: string,
    parent: { id: string; ouidChain: string } = { id: ROOT_UNIT_ID, ouidChain: ROOT_UNIT_ID },
  ): Promise<UnitView> {
    const answer = await this.request('POST', '/orgunit', {
      ouid: parent.id,
      body: { name, description: `Browser test unit ${name}` },
      headers: { 'x-ouidchain': parent.ouidChain },
    });
    if (answer.status !== 201 || !answer.body.data) {
      throw new Error(`POST /orgunit answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    return answer.body.data;
  }

  async getUnit(id: string): Promise<UnitView> {
    const answer = await this.request('GET', `/orgunit/${id}`, { ouid: id });
    if (answer.status !== 200 || !answer.body.data) {
      throw new Error(`GET /orgunit/${id} answered ${answer.status}`);
    }
    return answer.body.data;
  }
}

export interface RecordedApiEvent {
  message: { entity?: string; action?: string; id?: string; ouid?: string };
}

/** The API events the local SNS stand-in recorded, newest first. */
export async function recordedEvents(page: Page): Promise<RecordedApiEvent[]> {
  const eventsUrl = (await consoleConfig(page)).local?.eventsUrl;
  if (!eventsUrl) throw new Error('config.json names no local events URL');
  const response = await fetch(eventsUrl);
  return ((await response.json()) as { items: RecordedApiEvent[] }).items;
}

/** Opens a console path, signing in on the way (the login page redirects back). */
export async function openSignedIn(page: Page, path: string, user: TestUser = admin) {
  await page.goto(path);
  await signInOnLoginPage(page, user);
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`));
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One card of the Child Organisations list, found by the unit's name link. */
export function orgunitCard(page: Page, name: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: strings.orgunits.openUnit(name) }) });
}

/** Every card's name link (their accessible names follow strings.orgunits.openUnit). */
export function cardNameLinks(page: Page) {
  const [before = '', after = ''] = strings.orgunits.openUnit('\n').split('\n');
  return page.getByRole('link', {
    name: new RegExp(`^${escapeRegExp(before)}.*${escapeRegExp(after)}$`),
  });
}

export function searchBox(page: Page) {
  return page.getByRole('searchbox', { name: strings.orgunits.searchAriaLabel });
}

export { expectFlash, recordFlashes, shownFlashes } from './flash-record';
