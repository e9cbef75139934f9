/**
 * The prerendered pages' inline script sets the same body classes as Cloudscape's `applyMode` and
 * `applyDensity`, which the console calls once it runs, so a remembered dark mode never flips.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import {
  VISUAL_PREFERENCE_KEYS,
  VISUAL_PREFERENCES_SCRIPT,
} from '../../../frontend/src/common/shell/visual-preference-keys';

function fakeBody() {
  const classes = new Set<string>();
  return {
    classes,
    classList: {
      add: (name: string) => classes.add(name),
      remove: (name: string) => classes.delete(name),
      contains: (name: string) => classes.has(name),
      toggle: (name: string, on?: boolean) => {
        if (on ?? !classes.has(name)) classes.add(name);
        else classes.delete(name);
        return classes.has(name);
      },
    },
  };
}

function runScript(stored: Record<string, string>, storageFails = false): Set<string> {
  const body = fakeBody();
  const window = {
    localStorage: {
      getItem: (key: string) => {
        if (storageFails) throw new Error('storage disabled');
        return stored[key] ?? null;
      },
    },
  };
  new Function('window', 'document', VISUAL_PREFERENCES_SCRIPT)(window, { body });
  return body.classes;
}

/** What Cloudscape's `applyMode`/`applyDensity` toggle for a value (the package is ESM only). */
const globalStyles = readFileSync(
  path.resolve(__dirname, '../../../node_modules/@cloudscape-design/global-styles/index.js'),
  'utf8',
);
function cloudscapeClass(enumName: string, member: string): { value: string; bodyClass: string } {
  const value = new RegExp(`${enumName}\\["${member}"\\] = "([a-z-]+)"`).exec(globalStyles)?.[1];
  const bodyClass = new RegExp(
    `toggleClass\\(target, '([a-z-]+)', [a-z]+ === ${enumName}\\.${member}\\)`,
  ).exec(globalStyles)?.[1];
  if (!value || !bodyClass) throw new Error(`global-styles no longer has ${enumName}.${member}`);
  return { value, bodyClass };
}

describe('the before-first-paint visual preferences script', () => {
  it("sets Cloudscape's own classes for dark mode and compact density", () => {
    const dark = cloudscapeClass('Mode', 'Dark');
    const compact = cloudscapeClass('Density', 'Compact');
    const { mode, density } = VISUAL_PREFERENCE_KEYS;
    expect(mode).toMatchObject({ on: dark.value, bodyClass: dark.bodyClass });
    expect(density).toMatchObject({ on: compact.value, bodyClass: compact.bodyClass });
    const classes = runScript({ [mode.storageKey]: mode.on, [density.storageKey]: density.on });
    expect([...classes].sort()).toEqual([dark.bodyClass, compact.bodyClass].sort());
  });

  it('leaves the body alone for light mode, comfortable density or unusable storage', () => {
    const { mode, density } = VISUAL_PREFERENCE_KEYS;
    expect(
      runScript({ [mode.storageKey]: 'light', [density.storageKey]: 'comfortable' }).size,
    ).toBe(0);
    expect(runScript({}).size).toBe(0);
    expect(runScript({ [mode.storageKey]: mode.on }, true).size).toBe(0);
  });
});
