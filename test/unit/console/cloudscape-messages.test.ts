/**
 * The Cloudscape messages the console's I18nProvider gets (frontend/build/cloudscape-messages.mts):
 * those of the components the console's sources can render, found in the installed package.
 */
import path from 'node:path';

import allEn from '@cloudscape-design/components/i18n/messages/all.en.json';

import { fromBuildModule } from './build-module';

type Messages = Record<string, Record<string, unknown>>;

const srcDir = JSON.stringify(path.resolve(__dirname, '../../../frontend/src'));
const { namespaces, messages } = fromBuildModule<{
  namespaces: string[];
  messages: { 'cloudscape-design-components': { en: Messages } };
}>(
  'build/cloudscape-messages.mts',
  ['usedNamespaces', 'usedMessages'],
  `{ namespaces: usedNamespaces(${srcDir}), messages: usedMessages(${srcDir}) }`,
);
const all = allEn['cloudscape-design-components'].en as Messages;

describe('Cloudscape messages', () => {
  it('cover the components the console renders, and what they render themselves', () => {
    expect(namespaces).toEqual(
      expect.arrayContaining([
        'table',
        'app-layout',
        'top-navigation',
        'pagination',
        'collection-preferences',
        'flashbar',
        'form-field',
        // No console file imports it: the form's and the app layout's built-in error boundary.
        'error-boundary',
      ]),
    );
  });

  it('leave out the components the console never renders', () => {
    for (const namespace of [
      'date-range-picker',
      's3-resource-selector',
      'code-editor',
      '[charts]',
    ]) {
      expect(namespaces).not.toContain(namespace);
    }
  });

  it("are all.en's messages of exactly those namespaces", () => {
    const en = messages['cloudscape-design-components'].en;
    expect(Object.keys(en).sort()).toEqual(namespaces.filter((name) => Object.hasOwn(all, name)));
    expect(Object.keys(en).length).toBeLessThan(Object.keys(all).length);
    for (const namespace of namespaces) expect(en[namespace]).toEqual(all[namespace]);
  });
});
