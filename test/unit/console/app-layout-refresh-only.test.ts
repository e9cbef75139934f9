/**
 * frontend/vite.config.mts (`refreshedAppLayoutOnly`) replaces Cloudscape's AppLayout switch with
 * the refreshed layout alone. This pins what that relies on in the installed Cloudscape, so an
 * update fails here (and the build) instead of changing the console's layout.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const components = path.join(root, 'node_modules/@cloudscape-design/components');
const viteConfig = readFileSync(path.join(root, 'frontend/vite.config.mts'), 'utf8');

describe("the build's AppLayout with the refreshed layout only", () => {
  it('replaces the app-layout/internal.js it was written for', () => {
    const pinned = /APP_LAYOUT_INTERNAL_SHA256 =\s*'([0-9a-f]{64})'/.exec(viteConfig)?.[1];
    const internal = readFileSync(path.join(components, 'app-layout/internal.js'));
    expect(createHash('sha256').update(internal).digest('hex')).toBe(pinned);
    // What that file decides: refreshed unless classic (no visual refresh) or the toolbar flag.
    const source = internal.toString();
    expect(source).toContain("import RefreshedAppLayout from './visual-refresh';");
    expect(source).toContain('const isToolbar = useAppLayoutFlagEnabled();');
  });

  it('runs on a Cloudscape build that is always visual refresh, so classic never renders', () => {
    const environment = readFileSync(path.join(components, 'internal/environment.js'), 'utf8');
    expect(environment).toMatch(/ALWAYS_VISUAL_REFRESH = true;/);
  });

  it('never turns on the toolbar layout, whose global flags only the AWS console sets', () => {
    const flags = readFileSync(path.join(components, 'app-layout/utils/feature-flags.js'), 'utf8');
    expect(flags).toContain(
      "getGlobalFlag('appLayoutWidget') || getGlobalFlag('appLayoutToolbar')",
    );
    const pinnedVersion = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
      .dependencies['@cloudscape-design/components'];
    expect(pinnedVersion).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
