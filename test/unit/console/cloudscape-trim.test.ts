/**
 * frontend/vite-cloudscape-trim.mts serves Cloudscape's English messages and its icon set with
 * only what the console can reach. These check the reach against components and icons the console
 * renders, and that the trimmed modules keep exactly the chosen entries.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const components = path.join(root, 'node_modules/@cloudscape-design/components');
const messagesFile = path.join(components, 'i18n/messages/all.en.js');
const iconsFile = path.join(components, 'icon/generated/icons.js');

/**
 * The module is ESM (`.mts`, as Vite loads its config), which this CommonJS test run cannot
 * import: a child Node with tsx runs it and answers in JSON.
 */
const script = `
import { readFileSync } from 'node:fs';
import { cloudscapeUsage, trimIcons, trimMessages } from ${JSON.stringify(path.join(root, 'frontend/vite-cloudscape-trim.mts'))};
const usage = cloudscapeUsage(${JSON.stringify(path.join(root, 'frontend/src'))});
console.log(JSON.stringify({
  namespaces: [...usage.namespaces],
  iconNames: [...usage.iconNames],
  messages: trimMessages(readFileSync(${JSON.stringify(messagesFile)}, 'utf8'), new Set(['table', 'modal'])),
  icons: trimIcons(readFileSync(${JSON.stringify(iconsFile)}, 'utf8'), new Set(['close', 'settings'])),
}));
`;
const answer = JSON.parse(
  execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
  }),
) as { namespaces: string[]; iconNames: string[]; messages: string; icons: string };

type Messages = { 'cloudscape-design-components': { en: Record<string, unknown> } };
const parseMessages = (code: string) =>
  JSON.parse(code.replace(/^export default /, '').replace(/;\s*$/, '')) as Messages;

describe("the build's trimmed Cloudscape messages and icons", () => {
  it('keeps the messages of the components the console and its components use', () => {
    for (const namespace of [
      'app-layout',
      'table',
      'pagination',
      'collection-preferences',
      'select',
      'file-upload',
      'file-token-group',
      'split-panel',
      'panel-resize-handle',
      'tree-view',
      'modal',
      'flashbar',
      'top-navigation',
    ]) {
      expect(answer.namespaces).toContain(namespace);
    }
    for (const unused of ['date-range-picker', 'property-filter', 'code-editor', 'wizard']) {
      expect(answer.namespaces).not.toContain(unused);
    }
  });

  it("keeps the icons the console names and its components' own icons", () => {
    for (const icon of [
      'settings',
      'close',
      'caret-down-filled',
      'angle-left',
      'angle-right',
      'status-positive',
      'status-negative',
      'status-warning',
      'status-info',
      'search',
      'upload',
      'external',
      'notification',
      'user-profile',
      'treeview-expand',
      'treeview-collapse',
    ]) {
      expect(answer.iconNames).toContain(icon);
    }
    for (const unused of ['thumbs-up', 'video-on', 'face-happy']) {
      expect(answer.iconNames).not.toContain(unused);
    }
  });

  it('trims all.en.js to the namespaces, still a module of the same shape', () => {
    const en = parseMessages(answer.messages)['cloudscape-design-components'].en;
    const original = parseMessages(readFileSync(messagesFile, 'utf8'));
    expect(Object.keys(en).sort()).toEqual(['modal', 'table']);
    expect(en.table).toEqual(original['cloudscape-design-components'].en.table);
  });

  it('trims icons.js to the icons, each entry whole', () => {
    const names = [...answer.icons.matchAll(/^ {4}"([a-z0-9-]+)": /gm)].map(([, name]) => name);
    expect(names).toEqual(['close', 'settings']);
    // The module still evaluates to an object of exactly those icons.
    const React = {
      createElement: (type: string, props: object, ...children: unknown[]) => ({
        type,
        props,
        children,
      }),
    };
    const body = answer.icons
      .replace(/^import React from 'react';\s*/m, '')
      .replace(/export default icons;/, 'return icons;');
    const icons = new Function('React', body)(React) as Record<string, { type: string }>;
    expect(Object.keys(icons)).toEqual(['close', 'settings']);
    expect(icons.close!.type).toBe('svg');
  });
});
