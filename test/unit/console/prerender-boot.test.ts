/**
 * The boot script of a prerendered page (frontend/build/prerender.mts): after the first paint it
 * preloads the entry and the page's chunks, one link per task, and then starts the entry; the
 * fonts the first paint uses are preloaded in its head.
 */
import vm from 'node:vm';

import { fromBuildModule } from './build-module';

const BOOT_SCRIPT = fromBuildModule<string>('build/prerender.mts', ['BOOT_SCRIPT'], 'BOOT_SCRIPT');

interface Added {
  tag: string;
  type?: string;
  rel?: string;
  href?: string;
  src?: string;
}

it('preloads the entry and the chunks in order, one per task, then starts the entry', () => {
  const preloads = Array.from({ length: 12 }, (_, index) => `/assets/chunk-${index}.js`);
  const added: Added[] = [];
  const attributes: Record<string, string> = {
    'data-entry': '/assets/index.js',
    'data-preloads': JSON.stringify(preloads),
  };
  const document = {
    visibilityState: 'hidden',
    currentScript: { getAttribute: (name: string) => attributes[name] },
    createElement: (tag: string) => {
      const element: Added & Record<string, unknown> = { tag };
      return Object.assign(element, {
        setAttribute: (name: string, value: string) => (element[name] = value),
      });
    },
    head: { appendChild: (element: Added) => added.push(element) },
  };
  // A message channel whose messages the test delivers itself, one task at a time.
  const channel = {
    posted: 0,
    port1: { onmessage: (() => undefined) as () => void },
    port2: { postMessage: () => (channel.posted += 1) },
  };
  vm.runInNewContext(BOOT_SCRIPT, {
    document,
    MessageChannel: function MessageChannel() {
      return channel;
    },
  });

  // A hidden tab starts at once, but adds nothing in the script's own task.
  expect(added).toEqual([]);
  expect(channel.posted).toBe(1);
  const perTask: number[] = [];
  while (channel.posted > 0 && perTask.length < 30) {
    channel.posted -= 1;
    const before = added.length;
    channel.port1.onmessage();
    perTask.push(added.length - before);
  }
  expect(
    added.map((element) => [element.tag, element.rel ?? element.type, element.href ?? element.src]),
  ).toEqual([
    ['link', 'modulepreload', '/assets/index.js'],
    ...preloads.map((href) => ['link', 'modulepreload', href]),
    ['script', 'module', '/assets/index.js'],
  ]);
  expect(perTask).toEqual(Array.from({ length: preloads.length + 2 }, () => 1));
});

it("names the font files of a page's first render, resolved as the stylesheet resolves them", () => {
  const css = [
    '@font-face{font-display:swap;font-family:Open Sans;font-weight:300;font-style:normal;src:url(../assets/light.woff2)format("woff2")}',
    '@font-face{font-display:swap;font-family:Open Sans;font-weight:400;font-style:normal;src:url(../assets/regular.woff2)format("woff2")}',
    '@font-face{font-display:swap;font-family:Open Sans;font-weight:400;font-style:italic;src:url(../assets/italic.woff2)format("woff2")}',
    '@font-face { font-family: "Open Sans"; font-weight: 700; src: url("./bold.woff2") format("woff2") }',
    'body{font-weight:400}',
  ].join('\n');
  const fonts = fromBuildModule<string[][]>(
    'build/page-fonts.mts',
    ['firstPaintFonts', 'scriptDrawnFonts'],
    `[
      firstPaintFonts(['/assets/index.css', '/assets/again.css'], () => ${JSON.stringify(css)}),
      scriptDrawnFonts(['/assets/index.css'], () => ${JSON.stringify(css)}, ['/assets/table-a1.js']),
      scriptDrawnFonts(['/assets/index.css'], () => ${JSON.stringify(css)}, ['/assets/text-filter-b2_C.js']),
      scriptDrawnFonts(['/assets/index.css'], () => ${JSON.stringify(css)}, ['/assets/input-x-Y.js', '/assets/textarea-z.js']),
    ]`,
  );
  expect(fonts).toEqual([
    ['/assets/regular.woff2', '/assets/bold.woff2'],
    // A page drawn by script adds its placeholders' italic only when it loads a text field.
    ['/assets/regular.woff2', '/assets/bold.woff2'],
    ['/assets/regular.woff2', '/assets/italic.woff2', '/assets/bold.woff2'],
    ['/assets/regular.woff2', '/assets/italic.woff2', '/assets/bold.woff2'],
  ]);
});
