/**
 * A signed-in reload of a unit's page asks for the unit and its configs straight after
 * `config.json`, with the ID token Amplify stored, without waiting for the session code; the shell
 * then takes those answers instead of asking again.
 */
import { expect, type Request, test } from '@playwright/test';

import { ROOT_UNIT_ID } from '../../local/seed-data';
import { openSignedIn } from './orgunit-pages';

/** Long enough that a read waiting for the session code would plainly come after it. */
const SESSION_CODE_DELAY_MS = 3_000;
const UNIT_READ = new RegExp(`/orgunit/${ROOT_UNIT_ID}$`);
const CONFIG_READ = /\/config$/;

function isGet(request: Request, path: RegExp): boolean {
  return request.method() === 'GET' && path.test(new URL(request.url()).pathname);
}

test('the unit and its configs are read once, before the session code has loaded', async ({
  page,
}) => {
  await openSignedIn(page, `/${ROOT_UNIT_ID}/`);
  const unitName = page.getByRole('heading', { level: 1 });
  await expect(unitName).not.toBeEmpty();

  let sessionCodeReleasedAt: number | undefined;
  await page.route(/\/session\/session-code\.ts(\?|$)|\/session-code-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SESSION_CODE_DELAY_MS));
    sessionCodeReleasedAt = Date.now();
    await route.fallback();
  });
  const unitReadsAt: number[] = [];
  const configReads: Request[] = [];
  page.on('request', (request) => {
    if (isGet(request, UNIT_READ)) unitReadsAt.push(Date.now());
    if (isGet(request, CONFIG_READ)) configReads.push(request);
  });

  await page.reload();
  await expect(unitName).not.toBeEmpty();
  expect(sessionCodeReleasedAt).toBeDefined();
  expect(unitReadsAt).toHaveLength(1);
  expect(unitReadsAt[0]).toBeLessThan(sessionCodeReleasedAt as number);
  expect(configReads).toHaveLength(1);
});
