/** Issue 12 §3: a 4xx answer is not asked again automatically (it would not change). */
import { expect, test } from '@playwright/test';

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
