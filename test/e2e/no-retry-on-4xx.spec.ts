/**
 * Issue 12 §3: a 4xx answer is not asked again automatically (it would not change); issue 37 §9:
 * nor is the user offered a Retry for it, which stays for server failures.
 */
import { expect, test } from '@playwright/test';

import { commonStrings } from '../../frontend/src/strings/common';
import { orgunitsStrings } from '../../frontend/src/strings/orgunits';
import { ROOT_UNIT_ID } from '../../local/seed-data';
import { openSignedIn } from './orgunit-pages';

/** swr's first automatic retry comes 5–15 s after a failure; watch a little longer. */
const WATCH_MS = 16_000;

test('a list read answered 400 is requested once, not retried in the background', async ({
  page,
}) => {
  let listReads = 0;
  await page.route(/\/orgunit\?/, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    listReads += 1;
    const response = await route.fetch();
    await route.fulfill({
      response,
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Rejected by the browser test' }),
    });
  });
  await openSignedIn(page, `/${ROOT_UNIT_ID}/orgunits`);
  await expect(
    page.getByRole('heading', { level: 1, name: orgunitsStrings.orgunits.heading }),
  ).toBeVisible();
  await expect.poll(() => listReads).toBe(1);
  await page.waitForTimeout(WATCH_MS);
  expect(listReads).toBe(1);
});

test('a refused read (403) offers no Retry; a server failure (5xx) does', async ({ page }) => {
  let status = 403;
  let reads = 0;
  await page.route(/\/orgunit\?/, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    reads += 1;
    await route.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify({ error: `Answered ${status} by the browser test` }),
    });
  });
  await openSignedIn(page, `/${ROOT_UNIT_ID}/orgunits`);
  const refused = page.getByRole('alert').filter({ hasText: 'Answered 403 by the browser test' });
  await expect(refused).toBeVisible();
  await expect(refused.getByRole('button', { name: commonStrings.loadFailure.retry })).toHaveCount(
    0,
  );

  status = 500;
  await page.reload();
  const failed = page.getByRole('alert').filter({ hasText: 'Answered 500 by the browser test' });
  const retry = failed.getByRole('button', { name: commonStrings.loadFailure.retry });
  await expect(retry).toBeVisible();
  const before = reads;
  await retry.click();
  await expect.poll(() => reads).toBeGreaterThan(before);
});
