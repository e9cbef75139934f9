/**
 * frontend/vite-hot-path-patches.mts makes library hot paths cheap. These check that each
 * patch still fits the installed file (and refuses a changed one), that the early return for
 * relative URLs returns only where Cloudscape's own check returns too, and that the top
 * navigation and the AppLayout keep a measured state equal to the one they hold.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

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
