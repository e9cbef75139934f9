/**
 * A unit's page opened directly renders in slices (`PageSlice`): the top bar, the layout, the page,
 * then (on the config dashboard) the table below the first one, each in a render of its own, so
 * no single task renders the whole screen. Once the console has moved on, a page renders whole.
 */
import { expect, type Page, test } from '@playwright/test';

import { commonStrings } from '../../frontend/src/strings/common';
import { configDashStrings } from '../../frontend/src/strings/config-dash';
import { ROOT_UNIT_ID } from '../../local/seed-data';
import { openSignedIn } from './orgunit-pages';

const text = configDashStrings.configDash;

/** What the page must show: a CSS selector, or a heading's tag and text. */
const MARKS = {
  topBar: 'css:#console-top-bar button',
  layout: 'css:main',
  page: `h1:${text.heading}`,
  deployed: `h2:${text.deployedHeading}`,
  active: `h2:${text.activeHeading}`,
} as const;
type Mark = keyof typeof MARKS;

/**
 * Notes, for each mark, the number of the DOM-mutation callback in which it first appeared. All
 * the changes of one synchronous render are delivered to one callback.
 */
function firstAppearanceWatch(): string {
  // A string: the test project compiles without the DOM library.
  return `
    window.__firstSeen = {};
    let callback = 0;
    const marks = ${JSON.stringify(MARKS)};
    const present = (mark) => {
      if (mark.startsWith('css:')) return document.querySelector(mark.slice(4)) !== null;
      const [tag, name] = [mark.slice(0, 2), mark.slice(3)];
      return [...document.querySelectorAll(tag)].some((el) => el.textContent.includes(name));
    };
    new MutationObserver(() => {
      callback += 1;
      for (const [key, mark] of Object.entries(marks)) {
        if (window.__firstSeen[key] === undefined && present(mark)) window.__firstSeen[key] = callback;
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  `;
}

async function firstSeen(page: Page): Promise<Record<Mark, number>> {
  await expect(page.getByRole('heading', { name: text.activeHeading })).toBeVisible();
  return (await page.evaluate('window.__firstSeen')) as Record<Mark, number>;
}

test('a unit page opened directly renders its shell, its page and the part below in turn', async ({
  page,
}) => {
  const path = `/${ROOT_UNIT_ID}/config-dash`;
  await openSignedIn(page, path);
  await page.addInitScript(firstAppearanceWatch());
  await page.reload();

  const seen = await firstSeen(page);
  expect(Object.keys(seen).sort()).toEqual(Object.keys(MARKS).sort());
  expect(seen.topBar).toBeLessThan(seen.layout);
  expect(seen.layout).toBeLessThan(seen.page);
  expect(seen.page).toBe(seen.deployed);
  expect(seen.deployed).toBeLessThan(seen.active);
});

test('a page reached inside the console renders whole', async ({ page }) => {
  await openSignedIn(page, `/${ROOT_UNIT_ID}/orgusers`);
  await page.evaluate(firstAppearanceWatch());
  await page.getByRole('link', { name: commonStrings.menu.settings, exact: true }).click();

  const seen = await firstSeen(page);
  expect(seen.page).toBe(seen.deployed);
  expect(seen.active).toBe(seen.deployed);
});
