/**
 * Issue 12 §2: dark mode and compact density from the account menu, remembered per browser and
 * applied before the first render (public pages too); axe passes in dark mode.
 */
import { expect, type Page, test } from '@playwright/test';

import { commonStrings } from '../../frontend/src/strings/common';
import { helpStrings } from '../../frontend/src/strings/help';
import { ROOT_UNIT_ID, SEED_UNITS } from '../../local/seed-data';
import { expectNoAxeViolations } from './axe';
import { signInOnLoginPage, unitHeading } from './console-pages';

test.use({ reducedMotion: 'reduce' });

const rootName = SEED_UNITS.find((unit) => unit.id === ROOT_UNIT_ID)?.name ?? ROOT_UNIT_ID;
const DARK = /\bawsui-dark-mode\b/;
const COMPACT = /\bawsui-compact-mode\b/;
const FIRST_RENDER = '__bodyClassAtFirstRender';
/** Records the body's classes when React first puts anything into #root (a string: no DOM lib). */
const FIRST_RENDER_RECORDER = `
  new MutationObserver((records, observer) => {
    const root = document.getElementById('root');
    if (root && root.childElementCount > 0) {
      window.${FIRST_RENDER} = document.body.className;
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

/** Opens the account menu and clicks one of its preference items. */
async function toggle(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: commonStrings.shell.accountMenuAriaLabel }).click();
  await page.getByRole('menuitemcheckbox', { name: item }).click();
}

async function expectChecked(page: Page, item: string, checked: boolean): Promise<void> {
  await page.getByRole('button', { name: commonStrings.shell.accountMenuAriaLabel }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: item })).toHaveAttribute(
    'aria-checked',
    String(checked),
  );
  await page.keyboard.press('Escape');
}

test('dark mode and compact density are chosen in the account menu and survive a reload', async ({
  page,
}) => {
  await page.goto(`/login?redirect=${encodeURIComponent(`/${ROOT_UNIT_ID}/`)}`);
  await signInOnLoginPage(page);
  await expect(unitHeading(page, rootName)).toBeVisible();
  const body = page.locator('body');
  await expect(body).not.toHaveClass(DARK);
  await expect(body).not.toHaveClass(COMPACT);

  await toggle(page, commonStrings.shell.darkMode);
  await expect(body).toHaveClass(DARK);
  await expect(body).not.toHaveClass(COMPACT);
  await expectChecked(page, commonStrings.shell.darkMode, true);

  await toggle(page, commonStrings.shell.compactMode);
  await expect(body).toHaveClass(DARK);
  await expect(body).toHaveClass(COMPACT);
  await expectChecked(page, commonStrings.shell.compactMode, true);

  // Remembered by the browser: applied again on a reload, and on a public page.
  await page.reload();
  await expect(unitHeading(page, rootName)).toBeVisible();
  await expect(body).toHaveClass(DARK);
  await expect(body).toHaveClass(COMPACT);
  await expectChecked(page, commonStrings.shell.darkMode, true);
  // A public page, checked as the app first renders: the classes are on the body already.
  await page.addInitScript(FIRST_RENDER_RECORDER);
  await page.goto('/help');
  await expect(
    page.getByRole('heading', { level: 1, name: helpStrings.help.heading }),
  ).toBeVisible();
  expect(await page.evaluate(`window.${FIRST_RENDER}`)).toMatch(DARK);
  expect(await page.evaluate(`window.${FIRST_RENDER}`)).toMatch(COMPACT);
  await expect(body).toHaveClass(DARK);
  await expect(body).toHaveClass(COMPACT);

  // Both back off again.
  await page.goto(`/${ROOT_UNIT_ID}/`);
  await expect(unitHeading(page, rootName)).toBeVisible();
  await toggle(page, commonStrings.shell.darkMode);
  await expect(body).not.toHaveClass(DARK);
  await toggle(page, commonStrings.shell.compactMode);
  await expect(body).not.toHaveClass(COMPACT);
  await page.reload();
  await expect(unitHeading(page, rootName)).toBeVisible();
  await expect(body).not.toHaveClass(DARK);
  await expect(body).not.toHaveClass(COMPACT);
});

test('axe finds nothing on a signed-in screen in dark mode', async ({ page }) => {
  await page.goto(`/login?redirect=${encodeURIComponent(`/${ROOT_UNIT_ID}/`)}`);
  await signInOnLoginPage(page);
  await expect(unitHeading(page, rootName)).toBeVisible();
  await toggle(page, commonStrings.shell.darkMode);
  await expect(page.locator('body')).toHaveClass(DARK);
  await expect(
    page.locator('[class*="awsui_spinner-rotator_"]').filter({ visible: true }),
  ).toHaveCount(0);
  await expectNoAxeViolations(page, 'unit home in dark mode');

  await page.getByRole('button', { name: commonStrings.shell.accountMenuAriaLabel }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoAxeViolations(page, 'account menu open in dark mode');
});
