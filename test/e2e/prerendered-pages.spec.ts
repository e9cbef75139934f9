/**
 * Issue 12 §1: the public pages' first paint is prerendered at build time. The suite's platform
 * serves the production console as CloudFront does (`LOCAL_CONSOLE=build`:
 * `local/static-console-server.ts`, the same routing as the stack's function); these tests check
 * that each prerendered page paints without script, that the console hydrates the same elements
 * instead of replacing them, and that nothing can be typed (and lost) before it does.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { type Browser, expect, type Page, test } from '@playwright/test';

import { PRERENDERED_PAGES } from '../../frontend/src/prerender/prerendered-pages';
import { commonStrings } from '../../frontend/src/strings/common';
import { PRERENDERED_MARK } from '../../frontend/src/prerender/prerendered-mark';
import { VISUAL_PREFERENCE_KEYS } from '../../frontend/src/common/shell/visual-preference-keys';
import { E2E_PORT_OFFSET } from '../../playwright.config';

const ORIGIN = `http://localhost:${5173 + Number(E2E_PORT_OFFSET)}`;
const PATHS = Object.keys(PRERENDERED_PAGES);
const WRAPPER = `[${PRERENDERED_MARK}]`;

async function withoutScript<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Console errors (a hydration mismatch reports one) and failed requests of a page. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
  return problems;
}

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/**
 * The stylesheets of the signed-in shell's chunk and what it imports statically, as the build's
 * manifest lists them (the suite's platform serves that build): which chunk holds which style
 * is the bundler's choice, so the files are looked up, not guessed from their names.
 */
function shellStylesheets(): string[] {
  const manifestFile = path.resolve(__dirname, '../../frontend/dist/.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const sheets = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || key === 'index.html') return;
    seen.add(key);
    for (const sheet of manifest[key]?.css ?? []) sheets.add(`/${sheet}`);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit('src/common/shell/AppShell.tsx');
  return [...sheets];
}

const hydrated = (page: Page) => expect(page.locator(`${WRAPPER}:not([inert])`)).toHaveCount(1);

test('every prerendered page paints its content with no script, inert until the console runs', async ({
  browser,
}) => {
  expect(PATHS.length).toBeGreaterThan(0);
  await withoutScript(browser, async (page) => {
    for (const pathname of PATHS) {
      await page.goto(ORIGIN + pathname);
      await expect(page.locator(`#root > ${WRAPPER}[inert]`)).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      // Styled: the inlined Cloudscape CSS sets the heading's font, not the browser's serif default.
      const font = await page.evaluate<string>(
        `getComputedStyle(document.querySelector('#root h1')).fontFamily`,
      );
      expect(font).toMatch(/Open Sans/);
    }
  });
});

test("a unit's page paints its top bar and a loading state with no script, and the console takes over", async ({
  browser,
}) => {
  await withoutScript(browser, async (page) => {
    await page.goto(`${ORIGIN}/ou-sales/orgusers`);
    await expect(
      page.getByRole('banner').getByRole('link', { name: commonStrings.product.title }),
    ).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(1);
    // Styled: the stylesheets are linked in the head, so the bar is Cloudscape's, not bare links.
    const font = await page.evaluate<string>(
      `getComputedStyle(document.querySelector('header a')).fontFamily`,
    );
    expect(font).toMatch(/Open Sans/);
  });
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // Signed out, the console loads the page's code after that paint, then sends the visitor on.
    await page.goto(`${ORIGIN}/ou-sales/orgusers`);
    await page.waitForURL(/\/login\?redirect=/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('other public routes get an empty root; a unit route its loading state', async ({
  browser,
}) => {
  await withoutScript(browser, async (page) => {
    for (const pathname of ['/help', '/login/', '/user-home']) {
      await page.goto(ORIGIN + pathname);
      await expect(page.locator('#root')).toBeEmpty();
    }
    // A single segment is a unit's home (`/{ouid}`), as the router reads it.
    for (const pathname of ['/ou-root/orgusers', '/nowhere', '/ou-root/no-such-page']) {
      await page.goto(ORIGIN + pathname);
      await expect(page.locator('#root').getByRole('banner'), pathname).toHaveCount(
        pathname.endsWith('no-such-page') ? 0 : 1,
      );
    }
  });
});

test('the console hydrates the prerendered elements: same text, same nodes, no errors', async ({
  browser,
}) => {
  for (const pathname of PATHS) {
    const before = await withoutScript(browser, async (page) => {
      await page.goto(ORIGIN + pathname);
      return page.locator('#root').innerText();
    });
    const page = await browser.newPage();
    const problems = problemsOf(page);
    await page.addInitScript(`document.addEventListener('DOMContentLoaded', () => {
      window.firstHeading = document.querySelector('#root h1');
    });`);
    await page.goto(ORIGIN + pathname);
    await hydrated(page);
    expect(await page.locator('#root').innerText(), pathname).toBe(before);
    const sameHeading = await page.evaluate<boolean>(
      `window.firstHeading != null && window.firstHeading.isConnected &&
        window.firstHeading === document.querySelector('#root h1')`,
    );
    expect(sameHeading, `${pathname} keeps its prerendered heading element`).toBe(true);
    expect(problems, pathname).toEqual([]);
    await page.close();
  }
});

test('remembered dark mode and compact density apply before the first paint, within the CSP', async ({
  page,
}) => {
  const problems = problemsOf(page);
  const { mode, density } = VISUAL_PREFERENCE_KEYS;
  await page.addInitScript(`
    localStorage.setItem(${JSON.stringify(mode.storageKey)}, ${JSON.stringify(mode.on)});
    localStorage.setItem(${JSON.stringify(density.storageKey)}, ${JSON.stringify(density.on)});
    document.addEventListener('DOMContentLoaded', () => {
      window.classesBeforeConsole = document.body.className;
      window.consoleLoadedBefore = document.querySelector('script[type=module]') !== null;
    });`);
  await page.goto(`${ORIGIN}/login`);
  await hydrated(page);
  expect(await page.evaluate<boolean>('window.consoleLoadedBefore')).toBe(false);
  const classes = (await page.evaluate<string>('window.classesBeforeConsole')).split(' ');
  expect(classes).toEqual(expect.arrayContaining([mode.bodyClass, density.bodyClass]));
  expect(problems).toEqual([]);
});

test('the inlined stylesheets are never downloaded again when the page chunks load', async ({
  page,
}) => {
  const html = await (await page.request.get(`${ORIGIN}/login`)).text();
  const inlined = [
    ...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)" disabled>/g),
  ].map((match) => match[1]!);
  expect(inlined.length).toBeGreaterThan(0);
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto(`${ORIGIN}/login`);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((file) => inlined.includes(file))).toEqual([]);
});

test('after hydration the form takes input and links navigate inside the console', async ({
  page,
}) => {
  const problems = problemsOf(page);
  await page.goto(`${ORIGIN}/login`);
  await hydrated(page);
  await page.evaluate(`window.sameDocument = true`);
  const username = page.getByRole('textbox').first();
  await username.fill('someone');
  await expect(username).toHaveValue('someone');
  await page.getByRole('link', { name: /sign up/i }).click();
  await expect(page).toHaveURL(`${ORIGIN}/register`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const sameDocument = await page.evaluate<boolean>(`window.sameDocument === true`);
  expect(sameDocument).toBe(true);
  expect(problems).toEqual([]);
});

test('the forms hydrate on their prerendered elements, their fields in slices after the page, before the page takes input', async ({
  page,
}) => {
  const problems = problemsOf(page);
  // Deferred scripts have run by then, but the console's entry loads only after the first paint.
  await page.addInitScript(`document.addEventListener('DOMContentLoaded', () => {
    window.prerendered = [...document.getElementById('root').querySelectorAll('*')];
  });`);
  for (const pathname of ['/login', '/register']) {
    await page.goto(ORIGIN + pathname);
    await hydrated(page);
    const kept = await page.evaluate<{ total: number; kept: number; inputsKept: boolean }>(`(() => {
      const before = window.prerendered;
      const inputs = [...document.querySelectorAll('#root input')];
      return {
        total: before.length,
        kept: before.filter((element) => element.isConnected).length,
        inputsKept: inputs.length > 0 && inputs.every((input) => before.includes(input)),
      };
    })()`);
    expect(kept.total).toBeGreaterThan(20);
    expect(kept).toEqual({ total: kept.total, kept: kept.total, inputsKept: true });
    for (const field of await page.getByRole('textbox').all()) {
      await field.fill('typed');
      await expect(field).toHaveValue('typed');
    }
  }
  expect(problems).toEqual([]);
});

/** The files the document's `<head>` asks for ahead (preloads, module preloads, stylesheets). */
/**
 * The files a page's markup names: its preload and stylesheet links, and the chunks its boot
 * script asks for after the first paint (a unit route's page, which paints its loading state).
 */
async function preloadedFiles(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(
    `[...document.head.querySelectorAll('link[rel="modulepreload"], link[rel="preload"], link[rel="stylesheet"]:not([disabled])')].map((link) => new URL(link.href).pathname)
      .concat([...document.querySelectorAll('script[data-preloads]')].flatMap((script) => JSON.parse(script.dataset.preloads)))`,
  );
}

test("a page's own chunks are named in the markup served for its path, and no other page's", async ({
  browser,
}) => {
  await withoutScript(browser, async (page) => {
    await page.goto(`${ORIGIN}/ou-sales/orgusers`);
    const unitPage = await preloadedFiles(page);
    expect(unitPage.some((file) => /\/OrgUsersPage-[^/]+\.js$/.test(file))).toBe(true);
    expect(unitPage.some((file) => /\/AppShell-[^/]+\.js$/.test(file))).toBe(true);
    expect(shellStylesheets().length).toBeGreaterThan(0);
    expect(unitPage).toEqual(expect.arrayContaining(shellStylesheets()));
    expect(unitPage.some((file) => /\/session-code-[^/]+\.js$/.test(file))).toBe(true);
    expect(unitPage.filter((file) => /\/(HelpPage|OrgUnitsPage)-/.test(file))).toEqual([]);

    await page.goto(`${ORIGIN}/help`);
    const publicPage = await preloadedFiles(page);
    expect(publicPage.some((file) => /\/HelpPage-[^/]+\.js$/.test(file))).toBe(true);
    expect(publicPage.filter((file) => /\/(AppShell|OrgUsersPage)-/.test(file))).toEqual([]);

    // No route: index.html, naming only the entry's own chunks.
    await page.goto(`${ORIGIN}/ou-sales/no-such-page`);
    const noRoute = await preloadedFiles(page);
    expect(noRoute.filter((file) => /\/(AppShell|OrgUsersPage|HelpPage)-/.test(file))).toEqual([]);
  });
});

test("a page's own chunks are asked for ahead with the console running, within the CSP, and no other page's", async ({
  page,
}) => {
  const problems = problemsOf(page);
  // Before the entry runs: the console may leave the page (signed out, to the sign-in page).
  await page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort());
  await page.goto(`${ORIGIN}/ou-sales/orgusers`);
  const unitPage = await preloadedFiles(page);
  expect(unitPage.some((file) => /\/OrgUsersPage-[^/]+\.js$/.test(file))).toBe(true);
  expect(unitPage.some((file) => /\/AppShell-[^/]+\.js$/.test(file))).toBe(true);
  expect(unitPage).toEqual(expect.arrayContaining(shellStylesheets()));
  expect(problems.filter((problem) => problem.includes('Content Security Policy'))).toEqual([]);

  await page.goto(`${ORIGIN}/help`);
  const publicPage = await preloadedFiles(page);
  expect(publicPage.some((file) => /\/HelpPage-[^/]+\.js$/.test(file))).toBe(true);
  expect(publicPage.some((file) => /\/session-code-[^/]+\.js$/.test(file))).toBe(true);
  expect(publicPage.filter((file) => /\/(AppShell|OrgUsersPage)-/.test(file))).toEqual([]);
  expect(problems.filter((problem) => problem.includes('Content Security Policy'))).toEqual([]);
});

test("once the console runs on a route shell, the chunk loader links none of the shell's stylesheets again", async ({
  page,
}) => {
  const problems = problemsOf(page);
  await page.goto(`${ORIGIN}/ou-sales/orgusers`);
  // Signed out, the console loads the page's chunks, then leaves for the sign-in page.
  await page.waitForURL(/\/login(\?|$)/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Every link to a stylesheet, whatever its rel: one per file, the shell's own.
  const stylesheets = await page.evaluate<string[]>(
    `[...document.querySelectorAll('link[href$=".css"]')].map((link) => link.getAttribute('href'))`,
  );
  for (const sheet of shellStylesheets()) {
    expect(stylesheets.filter((href) => href === sheet)).toHaveLength(1);
  }
  expect(stylesheets.length).toBeGreaterThan(10);
  expect(new Set(stylesheets).size).toBe(stylesheets.length);
  expect(problems.filter((problem) => problem.includes('Content Security Policy'))).toEqual([]);
});

test("a route shell asks at once, at low priority, for its page's fonts, and the page uses those downloads", async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const fontRequests: { path: string; priority: string }[] = [];
  cdp.on('Network.requestWillBeSent', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.endsWith('.woff2'))
      fontRequests.push({ path: pathname, priority: request.initialPriority });
  });
  const shell = await (await page.request.get(`${ORIGIN}/ou-sales/orgusers`)).text();
  const preloaded = [
    ...shell.matchAll(
      /<link rel="preload" as="font" type="font\/woff2" crossorigin fetchpriority="low" href="([^"]+)">/g,
    ),
  ].map((match) => match[1]!);
  // Text, headings, and the italic of the users filter's placeholder.
  expect(preloaded).toHaveLength(3);
  await page.goto(`${ORIGIN}/ou-sales/orgusers`);
  // Signed out, the console draws the sign-in page in the same document: text, heading, fields.
  await page.waitForURL(/\/login(\?|$)/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Each font downloaded once, as asked by the shell: the text found the preload, no second request.
  expect(fontRequests.map((request) => request.path).sort()).toEqual([...preloaded].sort());
  expect(new Set(fontRequests.map((request) => request.priority))).toEqual(new Set(['Low']));
  const loaded = await page.evaluate<string[]>(
    `[...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.weight + ' ' + face.style)`,
  );
  expect(loaded).toEqual(expect.arrayContaining(['400 normal', '700 normal']));
  // Chromium warns about a preload nothing used a few seconds after the load event.
  await page.waitForTimeout(3_500);
  expect(warnings.filter((text) => /preloaded using link preload/.test(text))).toEqual([]);
});
