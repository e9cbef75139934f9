/**
 * Records the text of every flash message a page renders. A message hides itself after 3 s of the
 * page's time; on a loaded test machine that can pass between two polls of `toBeVisible`, so tests
 * check this record of what was shown instead. Call `recordFlashes` before the page loads.
 */
import { expect, type Page } from '@playwright/test';

const FLASH_LOG = '__testFlashes';

export async function recordFlashes(page: Page): Promise<void> {
  // A string: the test project compiles without the DOM library.
  await page.addInitScript(`
    const seen = (window.${FLASH_LOG} = []);
    new MutationObserver(() => {
      document.querySelectorAll('[class*="awsui_flash-content_"]').forEach((element) => {
        const text = element.textContent.trim();
        if (text && !seen.includes(text)) seen.push(text);
      });
    }).observe(document, { childList: true, subtree: true, characterData: true });
  `);
}

/** The flash messages shown since the page loaded, oldest first (needs recordFlashes). */
export async function shownFlashes(page: Page): Promise<string[]> {
  return (await page.evaluate(`(window.${FLASH_LOG} || []).slice()`)) as string[];
}

/** Waits until the flash message has been shown. */
export async function expectFlash(page: Page, message: string): Promise<void> {
  await expect.poll(() => shownFlashes(page), { timeout: 30_000 }).toContain(message);
}
