/**
 * `virtual:cloudscape-messages`: Cloudscape's English messages for the I18nProvider, holding only
 * the components the console can render instead of every component's (`all.en`). The namespaces
 * are found in code: the Cloudscape components that `src/` imports, followed through the package's
 * own relative imports, and the `useInternalI18n('<namespace>')` calls met on the way. The
 * package's files are only read, to generate this module.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:cloudscape-messages';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const PACKAGE = '@cloudscape-design/components';
const MESSAGES_NAMESPACE = 'cloudscape-design-components';

const COMPONENTS = String.raw`['"](@cloudscape-design/components(?:/[^'"]+)?)['"]`;
/** Value imports and re-exports of Cloudscape components, static or dynamic (not `import type`). */
const COMPONENT_IMPORT = new RegExp(
  String.raw`^\s*(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s*${COMPONENTS}|\bimport\(\s*${COMPONENTS}`,
  'gm',
);
const RELATIVE_IMPORT = /\b(?:from|import)\s*\(?\s*['"](\.\.?\/[^'"]+)['"]/g;
/** Its calls, not its definition (`i18n/context.js`), which takes the namespace as a parameter. */
const I18N_CALL = /(?<!function )\buseInternalI18n\(\s*([^)]*?)\s*\)/g;
const LITERAL = /^(['"])(.+)\1$/;

/** The shape of `all.en`: per component, its messages. */
export type CloudscapeMessages = Record<typeof MESSAGES_NAMESPACE, { en: Record<string, unknown> }>;

export function cloudscapeMessages(srcDir: string): Plugin {
  // Once per dev server start or build: a component newly imported while the dev server runs
  // gets its messages on the next start (until then it shows its `i18nStrings` props only).
  let code: string | undefined;
  return {
    name: 'console:cloudscape-messages',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      code ??= `export default ${JSON.stringify(usedMessages(srcDir))};\n`;
      return code;
    },
  };
}

/** Cloudscape's English messages of the namespaces in `usedNamespaces`. */
export function usedMessages(srcDir: string): CloudscapeMessages {
  const file = resolverFrom(srcDir).resolve(`${PACKAGE}/i18n/messages/all.en.json`);
  const all = (JSON.parse(readFileSync(file, 'utf8')) as CloudscapeMessages)[MESSAGES_NAMESPACE].en;
  // A namespace without English messages is left out: Cloudscape then uses the component's
  // `i18nStrings` props, as it does with the whole `all.en`.
  const en = Object.fromEntries(
    usedNamespaces(srcDir)
      .filter((namespace) => Object.hasOwn(all, namespace))
      .map((namespace) => [namespace, all[namespace]]),
  );
  return { [MESSAGES_NAMESPACE]: { en } };
}

/** The i18n namespaces of the Cloudscape components that the sources under `srcDir` import. */
export function usedNamespaces(srcDir: string): string[] {
  const require = resolverFrom(srcDir);
  const queue = [...new Set(sourceFiles(srcDir).flatMap(componentImports))].map((specifier) =>
    require.resolve(specifier),
  );
  const seen = new Set(queue);
  const namespaces = new Set<string>();
  for (const file of queue) {
    const code = readFileSync(file, 'utf8');
    for (const [, argument = ''] of code.matchAll(I18N_CALL)) {
      const literal = LITERAL.exec(argument);
      if (!literal) {
        throw new Error(
          `${file} calls useInternalI18n(${argument}): its namespace is not a string literal, so ` +
            `${VIRTUAL_ID} cannot tell which messages it needs`,
        );
      }
      namespaces.add(literal[2]!);
    }
    for (const [, specifier = ''] of code.matchAll(RELATIVE_IMPORT)) {
      const imported = require.resolve(path.resolve(path.dirname(file), specifier));
      if (!seen.has(imported)) {
        seen.add(imported);
        queue.push(imported);
      }
    }
  }
  if (namespaces.size === 0) {
    throw new Error(`${VIRTUAL_ID}: no useInternalI18n namespace found from ${srcDir}`);
  }
  return [...namespaces].sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

function componentImports(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(COMPONENT_IMPORT)].map(
    ([, staticImport, dynamicImport]) => (staticImport ?? dynamicImport)!,
  );
}

function resolverFrom(dir: string): NodeJS.Require {
  return createRequire(path.join(dir, 'index.js'));
}
