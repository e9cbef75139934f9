/**
 * Library code that a CPU profile of a signed-in page load found among the costliest, made cheap
 * without changing what it returns:
 *
 * - Cloudscape's `checkSafeUrl` runs for every `href` on every render (each link, every item of
 *   the top bar's menus, recursively). It parses the URL with `new URL(url)`, which for the
 *   console's relative hrefs (`/ou-root/orgusers`) always throws, and the thrown TypeError was
 *   about 15 % of the page's script time. A URL that starts with `/`, `#` or `?` cannot be parsed
 *   without a base, so the original returns for it anyway: the patch returns before parsing.
 * - The refreshed AppLayout computes the split panel's default size on every render, as the
 *   default value of `useControllable`, which reads it only on the first. Reading
 *   `document.documentElement.clientWidth` forces a synchronous layout of the page each time the
 *   shell re-renders (as each API answer arrives); the patch computes it on the first render only.
 * - The AppLayout measures where it sits when it mounts, then again when its resize observer first
 *   reports, and on every window resize; each time it stores the offsets as a new object, so the
 *   whole layout (navigation, drawers, split panel) renders again although nothing moved. The
 *   patch keeps the stored object when the offsets are equal, as the layout's other measurements
 *   (numbers) already are: on a phone-sized screen the layout then renders twice, not three times,
 *   while a signed-in page loads.
 * - The top navigation measures a hidden copy of itself whenever its utilities change (an API
 *   answer brings the org selector's names or the bell's count) and stores the responsive state
 *   that fits, a new object each time, so it renders a second time even when the same state fits
 *   (the same texts and utilities shown). The patch keeps the state it has when the new one is
 *   equal; when nothing was stored yet, it compares with the first state, which it renders then.
 * - That measuring copy renders every utility twice more and forces a layout in the middle of the
 *   first render: about a fifth of a signed-in page's first load on a phone. The top navigation's
 *   entry also exports the bar's own parts (each utility, the styles, the visual context's class
 *   name), so the console's top bar (`LightTopNavigation`) draws the same bar once, sized by the
 *   viewport's width. They come through the package's public entry, so the dev server's
 *   pre-bundled copy of Cloudscape and the console share one instance of every internal module.
 * - A table measures the browser's scrollbar once (`browserScrollbarSize`), in its first render:
 *   it adds a scrolling box to the page and reads its size, a synchronous layout of the half-built
 *   page in the middle of the render (about a tenth of a users page's first render with data on a
 *   phone). The patch measures it as soon as the module is loaded, in a task of its own while the
 *   page is still empty; the table then reads the stored size.
 * - Every Cloudscape component, once mounted, builds usage metrics for the AWS Console's own
 *   logging clients (`panorama`, `AWSC`) and sends them only if one is on the page. The console
 *   never has them (and cannot be framed by a page that does: `frame-ancestors 'none'`), so the
 *   patch returns before building them: no `new Metrics`, no JSON, no read of the window's size,
 *   which forces a layout when the page has changed, for each of a page's several hundred
 *   components.
 * - Every component, once mounted, also schedules the check that Cloudscape's CSS is on the page
 *   (one second after the load, when idle) and the check runs once: several hundred waits, idle
 *   callbacks and stylesheet queries per load for one check, which ran together in one idle task
 *   of about 30 ms (120 ms at Lighthouse's phone CPU). The patch schedules it once per document;
 *   it runs whatever components come and go.
 * - Tables and primary buttons, once mounted, leave performance marks (`tableRendered`,
 *   `primaryButtonRendered`) for the AWS Console's own monitoring: each reads the element's size
 *   and style, a synchronous layout of the page just rendered, then watches it with an
 *   intersection observer and a 150 ms timer. Nothing on this console reads those marks, so the
 *   patch leaves them off.
 * - Cloudscape formats each of its messages with `intl-messageformat`, whose constructor resolves
 *   the locale with `Intl.NumberFormat.supportedLocalesOf`. That first call loads ICU's number
 *   formatting data: 30 to 40 ms here, over 120 ms at Lighthouse's phone CPU, in the middle of the
 *   first render or the hydration of a public page. Cloudscape's messages are compiled and format
 *   no numbers (plurals only), so nothing else on those pages needs that data. The patch asks
 *   `Intl.PluralRules`, which knows the same locales and whose data is already needed for plurals
 *   (under a millisecond).
 *
 * Each patch replaces an exact piece of the installed file and stops the build (or the dev
 * server's optimiser) when that piece is gone, so a library update is reviewed here.
 * test/unit/console/hot-path-patches.test.ts checks them against node_modules.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

import type { Plugin } from 'vite';

interface HotPathPatch {
  file: RegExp;
  find: string;
  replace: string;
}

export const HOT_PATH_PATCHES: readonly HotPathPatch[] = [
  {
    file: /[\\/]@cloudscape-design[\\/]components[\\/]internal[\\/]utils[\\/]check-safe-url\.js$/,
    find: `    if (!url) {
        return;
    }
`,
    replace: `    if (!url) {
        return;
    }
    // console:hot-path-patches: relative URLs never parse without a base.
    if (url[0] === '/' || url[0] === '#' || url[0] === '?') {
        return;
    }
`,
  },
  {
    file: /[\\/]@cloudscape-design[\\/]components[\\/]app-layout[\\/]visual-refresh[\\/]context\.js$/,
    find: `useControllable(props.splitPanelSize, props.onSplitPanelResize, getSplitPanelDefaultSize(splitPanelPosition), {`,
    replace: `useControllable(props.splitPanelSize, props.onSplitPanelResize, useState(() => getSplitPanelDefaultSize(splitPanelPosition))[0], {`,
  },
  {
    file: /[\\/]@cloudscape-design[\\/]components[\\/]app-layout[\\/]utils[\\/]use-app-layout-placement\.js$/,
    find: `        setOffsets({ insetInlineStart, insetInlineEnd: inlineSize - insetInlineEnd, inlineSize });`,
    replace: `        // console:hot-path-patches: equal offsets keep the current object (no render again).
        setOffsets((current) => current.insetInlineStart === insetInlineStart && current.insetInlineEnd === inlineSize - insetInlineEnd && current.inlineSize === inlineSize ? current : { insetInlineStart, insetInlineEnd: inlineSize - insetInlineEnd, inlineSize });`,
  },
  {
    file: /[\\/]@cloudscape-design[\\/]components[\\/]top-navigation[\\/]use-top-navigation\.js$/,
    find: `        setResponsiveState(determineBestResponsiveState(responsiveStates, sizeConfiguration));`,
    replace: `        // console:hot-path-patches: an equal state keeps the current one (no second render).
        const bestState = determineBestResponsiveState(responsiveStates, sizeConfiguration);
        setResponsiveState((current) => JSON.stringify(current !== null && current !== void 0 ? current : responsiveStates[0]) === JSON.stringify(bestState) ? current : bestState);`,
  },
  {
    file: /[\\/]@cloudscape-design[\\/]components[\\/]top-navigation[\\/]index\.js$/,
    find: `applyDisplayName(TopNavigation, 'TopNavigation');
`,
    replace: `applyDisplayName(TopNavigation, 'TopNavigation');
// console:hot-path-patches: the bar's parts, for a bar drawn without its measuring copy.
export { default as ConsoleTopNavigationUtility } from './parts/utility';
export { default as consoleTopNavigationStyles } from './styles.css.js';
export { getVisualContextClassname as consoleVisualContextClassname } from '../internal/components/visual-context';
`,
  },
  {
    file: /[\\/]@cloudscape-design[\\/]components[\\/]internal[\\/]utils[\\/]browser-scrollbar-size\.js$/,
    find: `    document.body.removeChild(scrollDiv);
    return { width, height };
});
`,
    replace: `    document.body.removeChild(scrollDiv);
    return { width, height };
});
// console:hot-path-patches: measured in a task of its own while the page is empty, not mid-render.
if (typeof window !== 'undefined') setTimeout(browserScrollbarSize, 0);
`,
  },
  {
    file: /[\\/]@cloudscape-design[\\/]component-toolkit[\\/]mjs[\\/]internal[\\/]base-component[\\/]component-metrics\.js$/,
    find: `    useEffect(() => {
        const metrics = new Metrics(settings);`,
    replace: `    useEffect(() => {
        // console:hot-path-patches: no AWS Console logging client, nothing to build or send.
        if (typeof window === 'undefined' || (typeof window.panorama !== 'function' && typeof window[Symbol.for('panorama')] !== 'function' && typeof window.AWSC !== 'object')) {
            return;
        }
        const metrics = new Metrics(settings);`,
  },
  {
    file: /[\\/]@cloudscape-design[\\/]components[\\/]internal[\\/]hooks[\\/]use-base-component[\\/]styles-check\.js$/,
    find: `        const ownerDocument = (_b = (_a = elementRef.current) === null || _a === void 0 ? void 0 : _a.ownerDocument) !== null && _b !== void 0 ? _b : document;
        const abortController = new AbortController();
        documentReadyAndIdle(ownerDocument, abortController.signal).then(() => checkMissingStylesOnce(ownerDocument), error => {
            // istanbul ignore next
            if (error.name !== 'AbortError') {
                throw error;
            }
        });
        return () => abortController.abort();`,
    replace: `        const ownerDocument = (_b = (_a = elementRef.current) === null || _a === void 0 ? void 0 : _a.ownerDocument) !== null && _b !== void 0 ? _b : document;
        // console:hot-path-patches: one scheduled check per document, not one per component.
        const scheduled = (useMissingStylesCheck.consoleScheduled = useMissingStylesCheck.consoleScheduled || new WeakSet());
        if (scheduled.has(ownerDocument)) {
            return;
        }
        scheduled.add(ownerDocument);
        documentReadyAndIdle(ownerDocument, new AbortController().signal).then(() => checkMissingStylesOnce(ownerDocument));`,
  },
  {
    file: /[\\/]@cloudscape-design[\\/]components[\\/]internal[\\/]hooks[\\/]use-performance-marks[\\/]index\.js$/,
    find: `export function usePerformanceMarks(name, enabled, elementRef, getDetails, dependencies) {
`,
    replace: `export function usePerformanceMarks(name, enabledByComponent, elementRef, getDetails, dependencies) {
    // console:hot-path-patches: no performance marks (nothing reads them), so no layout read for them.
    const enabled = () => false;
`,
  },
  {
    file: /[\\/]intl-messageformat[\\/]lib[\\/]src[\\/]core\.js$/,
    find: `        var supportedLocales = Intl.NumberFormat.supportedLocalesOf(locales);`,
    replace: `        // console:hot-path-patches: the same locales, without loading number formatting data.
        var supportedLocales = Intl.PluralRules.supportedLocalesOf(locales);`,
  },
];

/** The patched code of `file`, or undefined when no patch is for it; throws on a changed file. */
export function patchHotPath(file: string, code: string): string | undefined {
  const patch = HOT_PATH_PATCHES.find((candidate) => candidate.file.test(file));
  if (!patch) return undefined;
  const at = code.indexOf(patch.find);
  if (at < 0 || code.indexOf(patch.find, at + 1) >= 0) {
    throw new Error(`${file} changed: review its patch in frontend/vite-hot-path-patches.mts`);
  }
  return code.slice(0, at) + patch.replace + code.slice(at + patch.find.length);
}

function patchesHash(): string {
  const text = JSON.stringify(HOT_PATH_PATCHES, (_key, value: unknown) =>
    value instanceof RegExp ? value.source : value,
  );
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

export function hotPathPatches(): Plugin {
  const plugin: Plugin = {
    // The dev server's cache of pre-bundled dependencies is kept while its configuration's hash
    // stands, which names the plugins but not their code: the patches' own hash in the name makes
    // a changed patch rebuild it.
    name: `console:hot-path-patches:${patchesHash()}`,
    load(id) {
      const file = id.split('?')[0]!;
      if (!HOT_PATH_PATCHES.some((patch) => patch.file.test(file))) return null;
      return patchHotPath(file, readFileSync(file, 'utf8')) ?? null;
    },
  };
  return {
    ...plugin,
    // The dev server's pre-bundled dependencies go through the optimiser, not the plugin chain.
    config: () => ({ optimizeDeps: { rolldownOptions: { plugins: [plugin] } } }),
  };
}
