/**
 * The page's landmarks, public and signed in, at desktop and phone widths: exactly one `banner`
 * (the top bar) and one `main`, and every navigation landmark (side navigation, breadcrumbs)
 * outside `main`, so a screen reader's landmark list reads as the layout looks.
 */
import { expect, type Page, test } from '@playwright/test';

import { ROOT_UNIT_ID } from '../../local/seed-data';
import { openSignedIn } from './orgunit-pages';

interface Landmarks {
  banners: number;
  mains: number;
  navigationsInMain: string[];
  navigations: number;
}

/** The landmarks as the accessibility tree computes them (a header inside main is no banner). */
async function landmarksOf(page: Page): Promise<Landmarks> {
  const snapshot = await page.locator('body').ariaSnapshot();
  const banners = (snapshot.match(/^\s*- banner\b/gm) ?? []).length;
  const mains = (snapshot.match(/^\s*- main\b/gm) ?? []).length;
  const navigationsInMain = await Promise.all(
    (await page.locator('main nav, main [role="navigation"], [role="main"] nav').all()).map(
      async (nav) => (await nav.getAttribute('aria-label')) ?? '(none)',
    ),
  );
  const navigations = (snapshot.match(/^\s*- navigation\b/gm) ?? []).length;
  return { banners, mains, navigationsInMain, navigations };
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the help page has one banner, one main and its navigation outside main', async ({
      page,
    }) => {
      await page.goto('/help');
      await expect(page.getByRole('banner')).toHaveCount(1);
      const landmarks = await landmarksOf(page);
      expect(landmarks).toMatchObject({ banners: 1, mains: 1, navigationsInMain: [] });
      expect(landmarks.navigations).toBeGreaterThan(0);
    });

    test('signed-in pages have one banner, one main and navigation outside main', async ({
      page,
    }) => {
      await openSignedIn(page, `/${ROOT_UNIT_ID}/`);
      for (const path of [
        `/${ROOT_UNIT_ID}/`,
        `/${ROOT_UNIT_ID}/orgusers`,
        `/${ROOT_UNIT_ID}/config-dash`,
      ]) {
        await page.goto(path);
        await expect(page.getByRole('banner')).toHaveCount(1);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        const landmarks = await landmarksOf(page);
        expect(landmarks, path).toMatchObject({ banners: 1, mains: 1, navigationsInMain: [] });
        expect(landmarks.navigations, path).toBeGreaterThan(0);
      }
    });
  });
}

test('the public pages have one main and no navigation inside it', async ({ page }) => {
  for (const path of ['/', '/login', '/register', '/forgotpassword']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toHaveCount(1);
    const landmarks = await landmarksOf(page);
    expect(landmarks, path).toMatchObject({ mains: 1, navigationsInMain: [] });
    expect(landmarks.banners, path).toBeLessThanOrEqual(1);
  }
});
