/** Issue 12 §3: after a write, the reload keeps the current answers on screen until new ones come. */
import { expect, type Page, test } from '@playwright/test';

import { commonStrings } from '../../frontend/src/strings/common';
import { orgunitsStrings } from '../../frontend/src/strings/orgunits';
import { ROOT_UNIT_ID, SEED_UNITS } from '../../local/seed-data';
import { expectFlash, openSignedIn, PlatformApi, recordFlashes, uniqueName } from './orgunit-pages';

const rootName = SEED_UNITS.find((unit) => unit.id === ROOT_UNIT_ID)?.name ?? ROOT_UNIT_ID;
const labels = orgunitsStrings.orgHome;
const RELOAD_DELAY_MS = 3_000;

/** Holds every API read of a unit for a while, so the test can look at the screen meanwhile. */
async function delayUnitReads(page: Page): Promise<void> {
  await page.route(/\/orgunit\//, async (route) => {
    const request = route.request();
    if (request.method() === 'GET' && ['fetch', 'xhr'].includes(request.resourceType())) {
      await new Promise((resolve) => setTimeout(resolve, RELOAD_DELAY_MS));
    }
    await route.fallback();
  });
}

/** Samples the screen while the reload is held: no spinner, and the unit's name, not its id. */
async function expectNoFlashDuring(page: Page, ms: number): Promise<void> {
  const spinner = page.getByRole('status', { name: commonStrings.common.loading });
  const breadcrumbs = page.getByRole('navigation', {
    name: commonStrings.shell.breadcrumbsAriaLabel,
  });
  const until = Date.now() + ms;
  while (Date.now() < until) {
    expect(await spinner.count()).toBe(0);
    expect(await breadcrumbs.innerText()).toContain(rootName);
    await page.waitForTimeout(100);
  }
}

test('after an edit the shell and the details keep their data while the reload runs', async ({
  page,
}) => {
  await recordFlashes(page);
  await page.goto('/login');
  const api = await PlatformApi.signIn(page);
  const name = uniqueName('Revalidated unit');
  const unit = await api.createUnit(name);
  const id = unit.data.identifier;

  // Both screens' code is loaded first: only the data reload is under test, not a chunk's spinner.
  await openSignedIn(page, `/${ROOT_UNIT_ID}/orgunit/${id}`);
  await page.getByRole('link', { name: orgunitsStrings.orgunitDetails.edit, exact: true }).click();
  await expect(page.getByLabel(labels.name, { exact: true })).toHaveValue(name);
  await delayUnitReads(page);
  await page.getByLabel(labels.description, { exact: true }).fill('Edited while reads are slow');
  await page.getByRole('button', { name: orgunitsStrings.editOrgunit.update }).click();
  await expectFlash(page, orgunitsStrings.editOrgunit.succeeded);
  await expect(page).toHaveURL(new RegExp(`/${ROOT_UNIT_ID}/orgunit/${id}$`));

  await expectNoFlashDuring(page, RELOAD_DELAY_MS - 500);
  await expect(page.getByText('Edited while reads are slow', { exact: true })).toBeVisible();
});
