/**
 * Issue 17 §4: the console sends one Idempotency-Key per submit. A create whose answer is lost on
 * the way back (it reached the server; the browser saw a network error) and is saved again makes
 * exactly one unit, and the form succeeds with the first request's answer.
 */
import { expect, type Request, test } from '@playwright/test';

import { orgunitsStrings } from '../../frontend/src/strings/orgunits';
import { expectFlash, openSignedIn, PlatformApi, recordFlashes, uniqueName } from './orgunit-pages';

const text = orgunitsStrings.registerOrgunit;

function isCreate(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/orgunit');
}

test('saving again after a lost answer creates one unit and succeeds', async ({ page }) => {
  await recordFlashes(page);
  await page.goto('/login');
  const api = await PlatformApi.signIn(page);
  const parent = await api.createUnit(uniqueName('Retry parent'));
  const parentId = parent.data.identifier;

  const keys: string[] = [];
  let answersLost = 0;
  await page.route(
    (url) => url.pathname.endsWith('/orgunit'),
    async (route) => {
      const request = route.request();
      if (!isCreate(request)) return route.continue();
      keys.push((await request.headerValue('idempotency-key')) ?? '');
      if (answersLost > 0) return route.continue();
      answersLost += 1;
      const delivered = await route.fetch();
      expect(delivered.status()).toBe(201);
      return route.abort('failed');
    },
  );

  await openSignedIn(page, `/${parentId}/register-orgunit`);
  const name = uniqueName('Retried unit');
  await page.getByLabel(text.name).fill(name);
  await page.getByLabel(text.description).fill('Saved twice, made once');
  await page.getByRole('button', { name: text.submit, exact: true }).click();
  await expectFlash(page, text.failed);

  await page.getByRole('button', { name: text.submit, exact: true }).click();
  await expectFlash(page, text.succeeded);
  await expect(page).toHaveURL(new RegExp(`/${parentId}/orgunits$`));

  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[A-Za-z0-9_.:-]{1,128}$/);
  expect(keys[1]).toBe(keys[0]);
  const children = await api.request('GET', `/orgunit?parentOuId=${parentId}`, { ouid: parentId });
  expect(children.body.items?.filter((item) => item.data.name === name)).toHaveLength(1);
});
