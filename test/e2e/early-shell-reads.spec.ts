/**
 * A signed-in reload of a unit's page asks for the unit and its configs straight after
 * `config.json`, with the ID token Amplify stored, without waiting for the session code; the shell
 * then takes those answers instead of asking again.
 */
import { expect, type Request, test } from '@playwright/test';

import { commonStrings } from '../../frontend/src/strings/common';
import { ROOT_UNIT_ID } from '../../local/seed-data';
import { openSignedIn } from './orgunit-pages';

/** Long enough that a read waiting for the session code would plainly come after it. */
const SESSION_CODE_DELAY_MS = 3_000;
const UNIT_READ = new RegExp(`/orgunit/${ROOT_UNIT_ID}$`);
const CONFIG_READ = /\/config$/;

function isGet(request: Request, path: RegExp): boolean {
  return request.method() === 'GET' && path.test(new URL(request.url()).pathname);
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

  await page.addInitScript(loaderInShellWatch());
  await page.reload();
  await expect(unitName).not.toBeEmpty();
  // The answers were in before the session was known: the shell's first render shows the unit.
  expect(await page.evaluate('window.__loaderInShell')).toBe(false);
  expect(sessionCodeReleasedAt).toBeDefined();
  expect(unitReadsAt).toHaveLength(1);
  expect(unitReadsAt[0]).toBeLessThan(sessionCodeReleasedAt as number);
  expect(configReads).toHaveLength(1);
});
