/**
 * Time to first data in the console, read in the page: an init script watches the DOM from the
 * navigation's start and records `performance.now()` (milliseconds since navigation start) at the
 * animation frame after the awaited element is laid out. A search is timed from the search box's
 * first input event to the frame that shows its single result.
 */
import type { BrowserContext, Page } from 'playwright-core';

import { orgunitsStrings } from '../frontend/src/strings/orgunits';
import { median } from './stats';

/** What shows that a screen's data arrived. */
export interface Target {
  /** CSS selector of the elements that may show it. */
  selector: string;
  /** The element's own text (its text nodes, trimmed); absent: any element `selector` finds. */
  text?: string;
  /** Also required: exactly one element matches this selector (a search's single result). */
  alone?: string;
}

export interface Screen {
  label: string;
  path: string;
  target: Target;
}

const LOADED_KEY = '__scaleBenchLoaded';
const SEARCH_START_KEY = '__scaleBenchSearchStart';
const SEARCH_DONE_KEY = '__scaleBenchSearchDone';
/** One screen load or search, from navigation to data; a slower one fails the part. */
export const LOAD_TIMEOUT_MS = 30_000;
/** The in-page time is what is measured; polling only fetches it. */
const POLL_MS = 50;

const cssString = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/** A child unit's card, by its name link's accessible name. */
export function cardOf(name: string): Target {
  return { selector: `a[aria-label=${cssString(orgunitsStrings.orgunits.openUnit(name))}]` };
}

/** A child unit's card and no other card. */
export function onlyCardOf(name: string): Target {
  const [before = '', after = ''] = orgunitsStrings.orgunits.openUnit('\n').split('\n');
  return {
    ...cardOf(name),
    alone: `a[aria-label^=${cssString(before)}][aria-label$=${cssString(after)}]`,
  };
}

/** A user list's row, by its username link. */
export function userRowOf(username: string): Target {
  return { selector: 'table a, table a *', text: username };
}

/** A node of the org plan's tree, by the unit id it shows. */
export function treeNodeOf(id: string): Target {
  return { selector: '[role="tree"] *', text: id };
}

/**
 * Page script (a string: tsx's helpers must not leak into the page) that sets `window[key]` to
 * `performance.now()` at the frame after `target` shows; with `afterInput`, it starts watching at
 * the first input event and records that event's time too.
 */
function probeScript(target: Target, key: string, afterInput: boolean): string {
  return `(() => {
  const target = ${JSON.stringify(target)};
  const ownText = (el) =>
    Array.from(el.childNodes).filter((n) => n.nodeType === 3).map((n) => n.data).join('').trim();
  const shown = () => {
    if (target.alone !== undefined && document.querySelectorAll(target.alone).length !== 1) return false;
    for (const el of document.querySelectorAll(target.selector)) {
      if (target.text !== undefined && ownText(el) !== target.text) continue;
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) return true;
    }
    return false;
  };
  const watch = () => {
    let done = false;
    const check = () => {
      if (done || !shown()) return;
      done = true;
      observer.disconnect();
      requestAnimationFrame(() => { window[${JSON.stringify(key)}] = performance.now(); });
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
    check();
  };
  if (!${afterInput}) return watch();
  document.addEventListener('input', () => {
    window[${JSON.stringify(SEARCH_START_KEY)}] = performance.now();
    watch();
  }, { capture: true, once: true });
})();`;
}

/**
 * Polls for `window[key]` from here: `page.waitForFunction` evaluates its predicate with `eval` in
 * the page, which the console's CSP (no 'unsafe-eval') refuses.
 */
async function waitForNumber(page: Page, key: string): Promise<number> {
  const until = Date.now() + LOAD_TIMEOUT_MS;
  for (;;) {
    const value: unknown = await page.evaluate(`window[${JSON.stringify(key)}]`);
    if (typeof value === 'number') return value;
    if (Date.now() > until) throw new Error(`no ${key} after ${LOAD_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** A fresh tab (no in-memory API cache; the HTTP cache keeps the static files) on `url`. */
async function openTab(context: BrowserContext, url: string, target: Target) {
  const page = await context.newPage();
  try {
    await page.addInitScript(probeScript(target, LOADED_KEY, false));
    await page.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
    const loaded = await waitForNumber(page, LOADED_KEY);
    return { page, loaded };
  } catch (error) {
    await page.close();
    throw new Error(`${url}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

/** Milliseconds from navigation start to the screen's first data. */
export async function loadTime(
  context: BrowserContext,
  origin: string,
  screen: Screen,
): Promise<number> {
  const { page, loaded } = await openTab(context, `${origin}${screen.path}`, screen.target);
  await page.close();
  return loaded;
}

export interface SearchSpec {
  label: string;
  /** The Child Organisations screen to search on, and its first card. */
  screen: Screen;
  query: string;
  result: Target;
}

/** Milliseconds from typing the query (one input event) to its result; the search requests made. */
export async function searchTime(
  context: BrowserContext,
  origin: string,
  search: SearchSpec,
): Promise<{ ms: number; requests: number }> {
  const { page } = await openTab(context, `${origin}${search.screen.path}`, search.screen.target);
  try {
    let requests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).searchParams.has('search')) requests += 1;
    });
    await page.evaluate(probeScript(search.result, SEARCH_DONE_KEY, true));
    await page
      .getByRole('searchbox', { name: orgunitsStrings.orgunits.searchAriaLabel })
      .fill(search.query, { timeout: LOAD_TIMEOUT_MS });
    const done = await waitForNumber(page, SEARCH_DONE_KEY);
    const start = (await page.evaluate(`window[${JSON.stringify(SEARCH_START_KEY)}]`)) as number;
    return { ms: done - start, requests };
  } finally {
    await page.close();
  }
}

/** A measured task's samples (milliseconds), in run order. */
export type Samples = Map<string, number[]>;

/**
 * Runs every task once a round, `warmUp` unmeasured rounds then up to `runs` measured ones, so a
 * warming server or a drifting machine touches all tasks alike; stops early (fewer runs) when the
 * next round would pass `until` (a Date.now() time).
 */
export async function interleaved(
  tasks: Record<string, () => Promise<number>>,
  warmUp: number,
  runs: number,
  until: number,
): Promise<Samples> {
  const samples: Samples = new Map(Object.keys(tasks).map((name) => [name, []]));
  let roundMs = 0;
  for (let round = 0; round < warmUp + runs; round += 1) {
    if (round > warmUp && Date.now() + roundMs > until) break;
    const roundStart = Date.now();
    for (const [name, task] of Object.entries(tasks)) {
      const value = await task();
      if (round >= warmUp) samples.get(name)?.push(value);
    }
    roundMs = Math.max(roundMs, Date.now() - roundStart);
  }
  return samples;
}

export function medianOf(samples: Samples, name: string): number | undefined {
  const values = samples.get(name) ?? [];
  return values.length > 0 ? median(values) : undefined;
}
