/**
 * A signed-in reload of a unit's page asks for the unit and its configs (and, on a list page, its
 * first page) straight after `config.json`, with the ID token Amplify stored, without waiting for
 * the session code; the shell and the page then take those answers instead of asking again.
 */
import { expect, type Page, type Request, test } from '@playwright/test';

import { commonStrings } from '../../frontend/src/strings/common';
import { configDashStrings } from '../../frontend/src/strings/config-dash';
import { orgunitsStrings } from '../../frontend/src/strings/orgunits';
import { UNIT_HOME_GLANCE_SIZE } from '../../frontend/src/api/early-read-paths';
import { SYSTEM_UNIT } from '../../lib/bootstrap/system-unit';
import { ROOT_UNIT_ID, SYSTEM_UNIT_ID } from '../../local/seed-data';
import { cardNameLinks, openSignedIn } from './orgunit-pages';

/** Long enough that a read waiting for the session code would plainly come after it. */
const SESSION_CODE_DELAY_MS = 3_000;
const UNIT_READ = new RegExp(`/orgunit/${ROOT_UNIT_ID}$`);
const CONFIG_READ = /\/config$/;
const CHILD_ORGUNITS_PREFERENCES = JSON.stringify('probot.table.child-orgunits');

function isGet(request: Request, path: RegExp): boolean {
  return request.method() === 'GET' && path.test(new URL(request.url()).pathname);
}

/** Holds the session code back on the next loads; gives the time it was last let through. */
async function holdSessionCode(page: Page): Promise<() => number | undefined> {
  let releasedAt: number | undefined;
  await page.route(/\/session\/session-code\.ts(\?|$)|\/session-code-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SESSION_CODE_DELAY_MS));
    releasedAt = Date.now();
    await route.fallback();
  });
  return () => releasedAt;
}

/** Notes in the page whether the page loader ever showed inside the shell (its side navigation). */
function loaderInShellWatch(): string {
  // A string: the test project compiles without the DOM library.
  const shell = `nav[aria-label="${commonStrings.shell.navigationAriaLabel}"]`;
  const loader = `[role="status"][aria-label="${commonStrings.common.loading}"]`;
  return `
    window.__loaderInShell = false;
    new MutationObserver(() => {
      if (document.querySelector('${shell}') && document.querySelector('${loader}')) {
        window.__loaderInShell = true;
      }
    }).observe(document, { childList: true, subtree: true });
  `;
}

/** Notes in the page whether `text` was ever part of it. */
function textShownWatch(text: string): string {
  return `
    window.__textShown = false;
    new MutationObserver(() => {
      if (document.body && document.body.textContent.includes(${JSON.stringify(text)})) {
        window.__textShown = true;
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  `;
}

test('the unit and its configs are read once, before the session code has loaded', async ({
  page,
}) => {
  await openSignedIn(page, `/${ROOT_UNIT_ID}/`);
  const unitName = page.getByRole('heading', { level: 1 });
  await expect(unitName).not.toBeEmpty();

  const sessionCodeReleasedAt = await holdSessionCode(page);
  const unitReadsAt: number[] = [];
  const configReads: Request[] = [];
  page.on('request', (request) => {
    if (isGet(request, UNIT_READ)) unitReadsAt.push(Date.now());
    if (isGet(request, CONFIG_READ)) configReads.push(request);
  });

  await page.addInitScript(loaderInShellWatch());
  await page.reload();
  await expect(unitName).not.toBeEmpty();
  // The answers were in before the session was known: the shell's first render shows the unit.
  expect(await page.evaluate('window.__loaderInShell')).toBe(false);
  expect(sessionCodeReleasedAt()).toBeDefined();
  expect(unitReadsAt).toHaveLength(1);
  expect(unitReadsAt[0]).toBeLessThan(sessionCodeReleasedAt() as number);
  expect(configReads).toHaveLength(1);
});

test('a list page asks for its first page early too, with the page size this browser remembers', async ({
  page,
}) => {
  await openSignedIn(page, `/${ROOT_UNIT_ID}/orgunits`);
  await expect(cardNameLinks(page).first()).toBeVisible();
  await page.evaluate(`localStorage.setItem(${CHILD_ORGUNITS_PREFERENCES}, '{"pageSize":12}')`);
  const sessionCodeReleasedAt = await holdSessionCode(page);
  const listReads: { url: URL; at: number }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const isList =
      url.pathname === '/orgunit' && url.searchParams.get('parentOuId') === ROOT_UNIT_ID;
    if (request.method() === 'GET' && isList) listReads.push({ url, at: Date.now() });
  });

  await page.reload();
  await expect(cardNameLinks(page).first()).toBeVisible();
  expect(listReads).toHaveLength(1);
  expect(listReads[0]?.url.searchParams.get('limit')).toBe('12');
  expect(listReads[0]?.at).toBeLessThan(sessionCodeReleasedAt() as number);
  await page.evaluate(`localStorage.removeItem(${CHILD_ORGUNITS_PREFERENCES})`);
});

for (const [page, list] of [
  [`/${ROOT_UNIT_ID}/orgusers`, '/orguser'],
  [`/${SYSTEM_UNIT_ID}/authusers`, '/userprofile'],
] as const) {
  test(`${page} takes its early first page instead of asking again`, async ({ page: tab }) => {
    await openSignedIn(tab, page);
    const rows = tab.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    const listReads: string[] = [];
    tab.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname === list) listReads.push(url.search);
    });
    await tab.reload();
    await expect(rows.nth(1)).toBeVisible();
    expect(listReads).toEqual(['?limit=20']);
  });
}

test('the unit home asks early for its glance of children, the bell and the other units', async ({
  page,
}) => {
  const glance = page.getByRole('list', { name: orgunitsStrings.orgHome.childrenHeading });
  await openSignedIn(page, `/${ROOT_UNIT_ID}/`);
  await expect(glance.getByRole('link').first()).toBeVisible();
  const sessionCodeReleasedAt = await holdSessionCode(page);
  const reads: { path: string; at: number }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET') reads.push({ path: url.pathname + url.search, at: Date.now() });
  });

  await page.reload();
  await expect(glance.getByRole('link').first()).toBeVisible();
  const orgSelector = page.getByRole('button', { name: /Acme Group/ });
  await orgSelector.click();
  await expect(page.getByRole('menuitem', { name: SYSTEM_UNIT.name })).toBeVisible();
  await page.keyboard.press('Escape');

  const early = [
    `/orgunit?parentOuId=${ROOT_UNIT_ID}&limit=${UNIT_HOME_GLANCE_SIZE}`,
    `/orgunit/${SYSTEM_UNIT_ID}`,
    `/orgunit/${ROOT_UNIT_ID}/seen`,
  ];
  for (const path of early) {
    const times = reads.filter((read) => read.path === path).map((read) => read.at);
    expect({ path, reads: times.length }).toEqual({ path, reads: 1 });
    expect(times[0]).toBeLessThan(sessionCodeReleasedAt() as number);
  }
});

test('the config dashboard asks early for its deployed objects and takes that answer', async ({
  page,
}) => {
  await openSignedIn(page, `/${ROOT_UNIT_ID}/config-dash`);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const sessionCodeReleasedAt = await holdSessionCode(page);
  const configReads: { search: string; at: number }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === '/config') {
      configReads.push({ search: url.search, at: Date.now() });
    }
  });

  await page.addInitScript(textShownWatch(configDashStrings.configDash.deployedLoading));
  await page.reload();
  await expect(rows.nth(1)).toBeVisible();
  // The first render shows the deployed objects: no loading row that the rows then push down.
  expect(await page.evaluate('window.__textShown')).toBe(false);
  expect(configReads.map((read) => read.search).sort()).toEqual([
    '',
    '?deployArtifact=true&limit=1000',
  ]);
  for (const read of configReads) {
    expect(read.at).toBeLessThan(sessionCodeReleasedAt() as number);
  }
});
