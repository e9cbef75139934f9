/**
 * A unit route's page (frontend/build/route-shells.mts `paintedShellHtml`): it paints its loading
 * state from its markup and styles, and names its code only for the boot script, which asks for
 * it after that paint: no module preload or entry script in the markup itself.
 */
import { fromBuildModule } from './build-module';

const TEMPLATE = `<html><head>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head><body><div id="root"></div></body></html>`;

const html = fromBuildModule<string>(
  'build/route-shells.mts',
  ['paintedShellHtml'],
  `paintedShellHtml(${JSON.stringify(TEMPLATE)}, ['/assets/shell.js', '/assets/shell.css', '/assets/react.js'], ['/assets/text.woff2'], { markup: '<header>Probot</header>', bootScript: '/assets/boot.js' })`,
);

describe('a unit route page that paints before its code', () => {
  it('holds the markup in its root and links the stylesheets, the entry’s and the route’s', () => {
    expect(html).toContain('<div id="root"><header>Probot</header></div>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/shell.css">');
    expect(html).toContain('fetchpriority="low" href="/assets/text.woff2"');
  });

  it('names no module before the paint: the boot script gets the entry and each chunk once', () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    const boot =
      /<script src="\/assets\/boot\.js" data-entry="([^"]+)" data-preloads='([^']+)' defer><\/script>/.exec(
        html,
      );
    expect(boot?.[1]).toBe('/assets/index.js');
    expect(JSON.parse(boot?.[2] ?? '[]')).toEqual(['/assets/react.js', '/assets/shell.js']);
  });
});
