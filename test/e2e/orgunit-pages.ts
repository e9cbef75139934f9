/**
 * Helpers of the orgunit browser tests: the local event log and locators of the orgunit screens
 * (units made or changed behind the console's back come from `platform-api.ts`).
 */
import { randomUUID } from 'node:crypto';

import { expect, type Page } from '@playwright/test';

import { orgunitsStrings } from '../../frontend/src/strings/orgunits';
import { consoleConfig, type TestUser } from './account-users';
import { admin, signInOnLoginPage } from './console-pages';

/** Unique per call, so that tests never meet each other's units in the shared platform. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${randomUUID().slice(0, 8)}`;
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
    .filter({ has: page.getByRole('link', { name: orgunitsStrings.orgunits.openUnit(name) }) });
}

/** Every card's name link (their accessible names follow orgunitsStrings.orgunits.openUnit). */
export function cardNameLinks(page: Page) {
  const [before = '', after = ''] = orgunitsStrings.orgunits.openUnit('\n').split('\n');
  return page.getByRole('link', {
    name: new RegExp(`^${escapeRegExp(before)}.*${escapeRegExp(after)}$`),
  });
}

export function searchBox(page: Page) {
  return page.getByRole('searchbox', { name: orgunitsStrings.orgunits.searchAriaLabel });
}

export { expectFlash, recordFlashes, shownFlashes } from './flash-record';
export { PlatformApi } from './platform-api';
