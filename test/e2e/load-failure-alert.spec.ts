/**
 * Issue 12 §3: a read that fails stays visible where its data would be (an alert with Retry), not
 * a 3 s flash followed by the empty state; swr's reload on window focus adds no flash; Retry
 * shows the loader in place, then the data.
 */
import { expect, type Page, type Route, test } from '@playwright/test';

import { commonStrings } from '../../frontend/src/strings/common';
import { orgunitsStrings } from '../../frontend/src/strings/orgunits';
import { usersStrings } from '../../frontend/src/strings/users';
import { ROOT_UNIT_ID } from '../../local/seed-data';
import { admin } from './console-pages';
import { openSignedIn, PlatformApi, uniqueName } from './orgunit-pages';

const REQUEST_ID = 'e2e-load-failure-request';
/** swr asks again on focus only when its last request started over 2 s ago (deduping). */
const DEDUPING_MS = 2_500;
/** How long a let-through read is held, so the screen can be seen while Retry runs. */
const RETRY_DELAY_MS = 1_500;

/** Counts every flash message element the page ever renders (the same text twice counts twice). */
async function countFlashes(page: Page): Promise<void> {
  await page.addInitScript(`
    const seen = new WeakSet();
    window.__flashCount = 0;
    new MutationObserver(() => {
      document.querySelectorAll('[class*="awsui_flash-content_"]').forEach((element) => {
        if (seen.has(element)) return;
        seen.add(element);
        window.__flashCount += 1;
      });
    }).observe(document, { childList: true, subtree: true });
  `);
}

function flashCount(page: Page): Promise<number> {
  return page.evaluate('window.__flashCount') as Promise<number>;
}

/**
 * Answers the matching GET reads with a 500 (carrying a request id) while `failing` is true, then
 * lets them through after a short hold. Returns the switch and the number of reads seen.
 */
async function failReads(page: Page, url: RegExp) {
  const state = { failing: true, reads: 0 };
  await page.route(url, async (route: Route) => {
    const request = route.request();
    if (request.method() !== 'GET' || !['fetch', 'xhr'].includes(request.resourceType())) {
      return route.fallback();
    }
    state.reads += 1;
    if (state.failing) {
      // The real answer's headers (CORS), with a 500 and its body in place of the data.
      const response = await route.fetch();
      return route.fulfill({
        response,
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Internal server error', requestId: REQUEST_ID }),
      });
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    return route.fallback();
  });
  return state;
}

/** What swr does when the window comes back: a focus and a visibility change. */
async function focusWindow(page: Page): Promise<void> {
  await page.evaluate(`
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
  `);
}

function failureAlert(page: Page, header: string) {
  return page.getByRole('alert').filter({ hasText: header });
}

/**
 * Retry while the server still fails: the alert comes back. Then, right after that failure (swr's
 * own next retry is seconds away), the server recovers and Retry is pressed again.
 */
async function retryTwice(
  page: Page,
  header: string,
  state: { failing: boolean; reads: number },
): Promise<void> {
  const retry = failureAlert(page, header).getByRole('button', {
    name: commonStrings.loadFailure.retry,
  });
  const readsBefore = state.reads;
  await retry.click();
  await expect.poll(() => state.reads).toBeGreaterThan(readsBefore);
  await expect(retry).toBeVisible();
  state.failing = false;
  await retry.click();
}

/** The alert shows the server's message, the request id and Retry; focus adds no flash. */
async function expectFailureShownWithoutFlashes(
  page: Page,
  header: string,
  state: { reads: number },
): Promise<void> {
  const alert = failureAlert(page, header);
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Internal server error');
  await expect(alert).toContainText(commonStrings.loadFailure.requestId(REQUEST_ID));
  await expect(alert.getByRole('button', { name: commonStrings.loadFailure.retry })).toBeVisible();

  const readsBefore = state.reads;
  await page.waitForTimeout(DEDUPING_MS);
  await focusWindow(page);
  // The focus did ask again (and failed again)…
  await expect.poll(() => state.reads).toBeGreaterThan(readsBefore);
  await expect(alert).toBeVisible();
  // …without a flash: the alert in place is the one report of the failure.
  await page.waitForTimeout(500);
  expect(await flashCount(page)).toBe(0);
}

test('a list that fails to load shows an alert with Retry in place of the rows', async ({
  page,
}) => {
  await countFlashes(page);
  const state = await failReads(page, /\/orguser(\?[^/]*)?$/);
  await openSignedIn(page, `/${ROOT_UNIT_ID}/orgusers`);
  const table = page.getByRole('table');
  await expect(
    page.getByRole('heading', { level: 1, name: usersStrings.orgUsers.heading }),
  ).toBeVisible();

  await expectFailureShownWithoutFlashes(page, usersStrings.orgUsers.loadFailed, state);
  await expect(
    table.getByRole('alert').filter({ hasText: usersStrings.orgUsers.loadFailed }),
  ).toBeVisible();
  await expect(page.getByText(usersStrings.userList.empty, { exact: true })).toHaveCount(0);

  await retryTwice(page, usersStrings.orgUsers.loadFailed, state);
  // While the retry runs: the loader in place, not the empty state.
  await expect(page.getByText(usersStrings.userList.loading)).toBeVisible();
  await expect(page.getByText(usersStrings.userList.empty, { exact: true })).toHaveCount(0);
  await expect(table.getByRole('cell', { name: admin.username, exact: true })).toBeVisible();
  await expect(failureAlert(page, usersStrings.orgUsers.loadFailed)).toHaveCount(0);
  expect(await flashCount(page)).toBe(0);
});

test('a details page that fails to load shows an alert with Retry, then the unit', async ({
  page,
}) => {
  await countFlashes(page);
  await page.goto('/login');
  const api = await PlatformApi.signIn(page);
  const name = uniqueName('Load failure unit');
  const id = (await api.createUnit(name)).data.identifier;
  const state = await failReads(page, new RegExp(`/orgunit/${id}$`));

  await openSignedIn(page, `/${ROOT_UNIT_ID}/orgunit/${id}`);
  await expectFailureShownWithoutFlashes(page, orgunitsStrings.orgunitDetails.loadFailed, state);

  await retryTwice(page, orgunitsStrings.orgunitDetails.loadFailed, state);
  await expect(page.getByRole('status', { name: commonStrings.common.loading })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(failureAlert(page, orgunitsStrings.orgunitDetails.loadFailed)).toHaveCount(0);
  expect(await flashCount(page)).toBe(0);
});
