/**
 * frontend/vite-hot-path-patches.mts makes library hot paths cheap. These check that each
 * patch still fits the installed file (and refuses a changed one), that the early return for
 * relative URLs returns only where Cloudscape's own check returns too, that the top
 * navigation and the AppLayout keep a measured state equal to the one they hold, that the
 * scrollbar is measured once, ahead, that component metrics are built only for a page with
 * an AWS Console logging client, that the CSS check is scheduled once per document, that
 * message formatting resolves the same locales without Intl.NumberFormat, and that no
 * performance mark reads the layout.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

const root = path.resolve(__dirname, '../../..');
const files = {
  checkSafeUrl: path.join(
    root,
    'node_modules/@cloudscape-design/components/internal/utils/check-safe-url.js',
  ),
  appLayoutContext: path.join(
    root,
    'node_modules/@cloudscape-design/components/app-layout/visual-refresh/context.js',
  ),
  appLayoutPlacement: path.join(
    root,
    'node_modules/@cloudscape-design/components/app-layout/utils/use-app-layout-placement.js',
  ),
  topNavigation: path.join(
    root,
    'node_modules/@cloudscape-design/components/top-navigation/use-top-navigation.js',
  ),
  topNavigationEntry: path.join(
    root,
    'node_modules/@cloudscape-design/components/top-navigation/index.js',
  ),
  scrollbarSize: path.join(
    root,
    'node_modules/@cloudscape-design/components/internal/utils/browser-scrollbar-size.js',
  ),
  stylesCheck: path.join(
    root,
    'node_modules/@cloudscape-design/components/internal/hooks/use-base-component/styles-check.js',
  ),
  componentMetrics: path.join(
    root,
    'node_modules/@cloudscape-design/component-toolkit/mjs/internal/base-component/component-metrics.js',
  ),
  messageFormat: path.join(root, 'node_modules/intl-messageformat/lib/src/core.js'),
  performanceMarks: path.join(
    root,
    'node_modules/@cloudscape-design/components/internal/hooks/use-performance-marks/index.js',
  ),
};

/** The module is ESM (`.mts`, as Vite loads it): a child Node with tsx runs it. */
const script = `
import { readFileSync } from 'node:fs';
import { patchHotPath } from ${JSON.stringify(path.join(root, 'frontend/vite-hot-path-patches.mts'))};
const files = ${JSON.stringify(files)};
const patched = Object.fromEntries(
  Object.entries(files).map(([name, file]) => [name, patchHotPath(file, readFileSync(file, 'utf8'))]),
);
let refused = '';
try {
  patchHotPath(files.checkSafeUrl, 'export function checkSafeUrl() {}');
} catch (error) {
  refused = error.message;
}
console.log(JSON.stringify({ patched, refused, other: patchHotPath('/x/other.js', '') ?? null }));
`;
const useControllableSource = readFileSync(
  path.join(
    root,
    'node_modules/@cloudscape-design/components/internal/hooks/use-controllable/index.js',
  ),
  'utf8',
);
const answer = JSON.parse(
  execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
  }),
) as { patched: Record<keyof typeof files, string>; refused: string; other: null };

describe("the build's hot-path patches", () => {
  it('fit the installed files and leave other files alone', () => {
    expect(answer.patched.checkSafeUrl).toContain("if (url[0] === '/' || url[0] === '#'");
    expect(answer.patched.checkSafeUrl).toContain("parsedUrl.protocol === 'javascript:'");
    expect(answer.patched.appLayoutContext).toContain(
      'useState(() => getSplitPanelDefaultSize(splitPanelPosition))[0]',
    );
    expect(answer.patched.appLayoutPlacement).toContain(
      'current.inlineSize === inlineSize ? current : { insetInlineStart,',
    );
    expect(answer.patched.appLayoutPlacement).not.toContain('setOffsets({');
    expect(answer.patched.topNavigation).toContain(
      'JSON.stringify(bestState) ? current : bestState',
    );
    expect(answer.patched.topNavigation).not.toContain(
      'setResponsiveState(determineBestResponsiveState(',
    );
    // The bar's parts, from the files the component itself imports them from.
    const topNavigationDir = path.dirname(files.topNavigationEntry);
    for (const [name, from] of [
      ['ConsoleTopNavigationUtility', './parts/utility'],
      ['consoleTopNavigationStyles', './styles.css.js'],
      ['consoleVisualContextClassname', '../internal/components/visual-context'],
    ] as const) {
      expect(answer.patched.topNavigationEntry).toContain(` as ${name} } from '${from}';`);
    }
    expect(readFileSync(path.join(topNavigationDir, 'internal.js'), 'utf8')).toContain(
      "import Utility from './parts/utility';",
    );
    expect(
      readFileSync(
        path.join(topNavigationDir, '../internal/components/visual-context/index.js'),
        'utf8',
      ),
    ).toContain('export function getVisualContextClassname(contextName)');
    // The default size is read once: useControllable keeps its default only as initial state.
    expect(useControllableSource).toMatch(/React\.useState\(defaultValue\)/);
    expect(answer.other).toBeNull();
  });

  it('measure the scrollbar in a task of its own once loaded, once, and only in a browser', () => {
    const code = answer.patched.scrollbarSize
      .replace(/^import \{ calculateOnce \} from '\.\/calculate-once';$/m, '')
      .replace('export const browserScrollbarSize', 'var browserScrollbarSize');
    const run = (withWindow: boolean) => {
      const timers: (() => void)[] = [];
      let measured = 0;
      const scrollDiv = {
        style: {},
        offsetWidth: 100,
        clientWidth: 85,
        offsetHeight: 100,
        clientHeight: 85,
      };
      const context = {
        ...(withWindow ? { window: {} } : {}),
        setTimeout: (callback: () => void) => timers.push(callback),
        calculateOnce: (callback: () => unknown) => {
          let result: unknown;
          return () => (result ??= callback());
        },
        document: {
          createElement: () => {
            measured += 1;
            return scrollDiv;
          },
          body: { appendChild: () => undefined, removeChild: () => undefined },
        },
      };
      vm.runInNewContext(code, context);
      const measuredAtLoad = measured;
      timers.forEach((callback) => callback());
      const size = vm.runInContext('browserScrollbarSize()', vm.createContext(context)) as unknown;
      return { measuredAtLoad, timers: timers.length, measured, size };
    };
    expect(run(true)).toEqual({
      measuredAtLoad: 0,
      timers: 1,
      measured: 1,
      size: { width: 15, height: 15 },
    });
    expect(run(false)).toMatchObject({ timers: 0 });
  });

  it('build and send component metrics only where an AWS Console logging client is', () => {
    const code = answer.patched.componentMetrics
      .replace(/^import .*$/gm, '')
      .replace('export function', 'function');
    const built = (window: Record<PropertyKey, unknown>) => {
      let metrics = 0;
      const context = {
        window,
        Symbol,
        useEffect: (effect: () => void) => effect(),
        Metrics: class {
          constructor() {
            metrics += 1;
          }
          sendOpsMetricValue() {}
          logComponentsLoaded() {}
          logComponentUsed() {}
        },
      };
      vm.runInNewContext(`${code}; useComponentMetrics('Table', {});`, context);
      return metrics;
    };
    expect(built({ innerWidth: 412 })).toBe(0);
    expect(built({ panorama: () => undefined })).toBe(1);
    expect(built({ [Symbol.for('panorama')]: () => undefined })).toBe(1);
    expect(built({ AWSC: { Clog: {} } })).toBe(1);
  });

  it("schedule the check for Cloudscape's CSS once per document, however many components mount", async () => {
    const code = answer.patched.stylesCheck
      .replace(/^import .*$/gm, '')
      .replace(/^export /gm, '')
      .replace(
        'async function documentReadyAndIdle(',
        'async function unusedDocumentReadyAndIdle(',
      );
    const scheduled: unknown[] = [];
    const checked: unknown[] = [];
    const context = {
      AbortController,
      WeakMap,
      WeakSet,
      Promise,
      requestIdleCallback: () => 0,
      GIT_SHA: 'sha',
      PACKAGE_VERSION: '3',
      THEME: 'default',
      metrics: { sendOpsMetricObject: () => undefined },
      console,
      useEffect: (effect: () => void) => effect(),
      documentReadyAndIdle: (document: unknown) => {
        scheduled.push(document);
        return Promise.resolve();
      },
      getComputedStyle: (body: unknown) => {
        checked.push(body);
        return { getPropertyValue: () => 'version' };
      },
    };
    const first = { defaultView: {}, body: 'first body' };
    const second = { defaultView: {}, body: 'second body' };
    vm.runInNewContext(
      `${code};
      for (let i = 0; i < 300; i++) useMissingStylesCheck({ current: { ownerDocument: first } });
      useMissingStylesCheck({ current: { ownerDocument: second } });`,
      { ...context, first, second },
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(scheduled).toEqual([first, second]);
    expect(checked).toEqual(['first body', 'second body']);
  });

  it('resolve a message locale as before, without loading number formatting', () => {
    const resolverIn = (code: string) => {
      const found =
        /IntlMessageFormat\.resolveLocale = (function \(locales\) \{[\s\S]*?\n {4}\});/.exec(code);
      expect(found).not.toBeNull();
      return found![1]!;
    };
    const numberFormatAsked: unknown[] = [];
    const intl = {
      ...Object.fromEntries(
        Object.getOwnPropertyNames(Intl).map((name) => [name, Reflect.get(Intl, name)]),
      ),
      NumberFormat: {
        supportedLocalesOf: (locales: unknown) => {
          numberFormatAsked.push(locales);
          return Intl.NumberFormat.supportedLocalesOf(locales as string[]);
        },
      },
    };
    const resolve = (code: string, locales: string | string[]) =>
      String(vm.runInNewContext(`(${resolverIn(code)})(locales)`, { Intl: intl, locales }));
    const original = readFileSync(files.messageFormat, 'utf8');
    const cloudscapeLocales = ['ar', 'de', 'en', 'en-GB', 'es', 'fr', 'id', 'it', 'ja', 'ko'];
    for (const locales of [
      ...cloudscapeLocales,
      'pt-BR',
      'zh-CN',
      'zh-TW',
      'tr',
      'xx',
      ['xx', 'de-AT'],
    ]) {
      expect(resolve(answer.patched.messageFormat, locales)).toBe(resolve(original, locales));
    }
    const askedByOriginal = numberFormatAsked.length;
    expect(askedByOriginal).toBeGreaterThan(0);
    numberFormatAsked.length = 0;
    resolve(answer.patched.messageFormat, 'en');
    expect(numberFormatAsked).toEqual([]);
  });

  it("read no layout and set no mark for Cloudscape's performance marks, as before the patch only with them off", () => {
    const run = (code: string) => {
      let layoutReads = 0;
      const marks: string[] = [];
      const element = {
        get offsetWidth() {
          layoutReads += 1;
          return 100;
        },
        get offsetHeight() {
          layoutReads += 1;
          return 40;
        },
      };
      const context = {
        useEffect: (effect: () => void) => effect(),
        useState: (initial: unknown) => [initial, () => undefined],
        useRandomId: () => 'id',
        useModalContext: () => ({ isInModal: false }),
        useDOMAttribute: () => ({}),
        useEffectOnUpdate: () => undefined,
        isInViewport: (_element: unknown, callback: (inViewport: boolean) => void) => {
          callback(true);
          return () => undefined;
        },
        getComputedStyle: () => ({ visibility: 'visible' }),
        performance: { now: () => 0, mark: (name: string) => marks.push(name) },
        document: { addEventListener: () => undefined, removeEventListener: () => undefined },
        element,
      };
      const module = code.replace(/^import .*$/gm, '').replace(/^export /gm, '');
      vm.runInNewContext(
        `${module}\nusePerformanceMarks('table', () => true, { current: element }, () => ({}), []);`,
        context,
      );
      return { layoutReads, marks };
    };
    const original = readFileSync(files.performanceMarks, 'utf8');
    expect(run(original)).toEqual({ layoutReads: 2, marks: ['tableRendered'] });
    expect(run(answer.patched.performanceMarks)).toEqual({ layoutReads: 0, marks: [] });
  });

  it('stop the build when the patched file changed', () => {
    expect(answer.refused).toMatch(/check-safe-url\.js changed/);
  });

  it.each([
    '/ou-root/orgusers',
    '/javascript:alert(1)',
    '/\tjavascript:alert(1)',
    '//evil.example/x',
    '#javascript:alert(1)',
    '?javascript:alert(1)',
  ])('returns early only for a URL that cannot parse without a base: %s', (url) => {
    // Cloudscape's check returns for any URL `new URL` refuses; the patch must not skip others.
    expect(() => new URL(url)).toThrow();
  });
});
