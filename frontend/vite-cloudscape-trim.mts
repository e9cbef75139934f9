/**
 * Cloudscape ships two data modules that every route loads whole: the English messages of every
 * component (`i18n/messages/all.en.js`, 7 kB gzip) and the SVG of every icon
 * (`icon/generated/icons.js`, 9 kB gzip). The console uses about a third of the components and of
 * the icons, so `trimCloudscapeData` serves both modules with only what the console can reach:
 *
 * - Messages: the namespaces named by `useInternalI18n('<namespace>')` in the Cloudscape files
 *   reachable from the console's imports (each component asks for its messages that way, always
 *   with a literal name).
 * - Icons: every icon whose name appears as a string literal in those files or in the console's
 *   sources (over-inclusive: any literal that happens to equal an icon name keeps it).
 *
 * A component or icon outside these sets never renders, so nothing visible changes; using a new
 * Cloudscape component or icon adds it on the next build, or when the dev server next starts.
 * Applied to the build and to the dev server's dependency optimiser alike, so the browser tests
 * see the trimmed modules.
 * test/unit/console/cloudscape-trim.test.ts checks the reach and the trimmed modules.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import type { Plugin } from 'vite';

const COMPONENTS = '@cloudscape-design/components/';
const MESSAGES_FILE =
  /[\\/]@cloudscape-design[\\/]components[\\/]i18n[\\/]messages[\\/]all\.en\.js$/;
const ICONS_FILE = /[\\/]@cloudscape-design[\\/]components[\\/]icon[\\/]generated[\\/]icons\.js$/;
const MODULE_SPECIFIER = /(?:from\s*|import\s*\(?\s*)['"]([^'"]+)['"]/g;
const I18N_NAMESPACE = /useInternalI18n\('([^']+)'\)/g;
const STRING_LITERAL = /['"]([a-z0-9-]+)['"]/g;
const ICON_ENTRY = /^ {4}"([a-z0-9-]+)": /gm;

export interface CloudscapeUsage {
  /** The message namespaces the reachable components ask for. */
  namespaces: ReadonlySet<string>;
  /** The icon names the console or the reachable components may render. */
  iconNames: ReadonlySet<string>;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

function resolveFile(base: string): string | undefined {
  return [base, `${base}.js`, path.join(base, 'index.js')].find(
    (file) => existsSync(file) && statSync(file).isFile(),
  );
}

/** What the console's sources (`srcDir`) reach of the installed Cloudscape components. */
export function cloudscapeUsage(srcDir: string): CloudscapeUsage {
  const require = createRequire(path.join(srcDir, 'package.json'));
  const root = path.dirname(require.resolve(`${COMPONENTS}package.json`));
  const iconsFile = path.join(root, 'icon/generated/icons.js');
  const resolve = (specifier: string, fromDir: string) => {
    if (specifier.startsWith(COMPONENTS)) {
      return resolveFile(path.join(root, specifier.slice(COMPONENTS.length)));
    }
    return specifier.startsWith('.') ? resolveFile(path.resolve(fromDir, specifier)) : undefined;
  };

  const consoleFiles = sourceFiles(srcDir);
  const pending: string[] = [];
  const literals = new Set<string>();
  for (const file of consoleFiles) {
    const code = readFileSync(file, 'utf8');
    for (const [, specifier] of code.matchAll(MODULE_SPECIFIER)) {
      const resolved = specifier?.startsWith(COMPONENTS) && resolve(specifier, path.dirname(file));
      if (resolved) pending.push(resolved);
    }
    for (const [, literal] of code.matchAll(STRING_LITERAL)) literals.add(literal!);
  }

  const reached = new Set<string>();
  const namespaces = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (reached.has(file) || !file.startsWith(root) || !file.endsWith('.js')) continue;
    reached.add(file);
    if (file === iconsFile) continue;
    const code = readFileSync(file, 'utf8');
    for (const [, specifier] of code.matchAll(MODULE_SPECIFIER)) {
      const resolved = resolve(specifier!, path.dirname(file));
      if (resolved) pending.push(resolved);
    }
    for (const [, namespace] of code.matchAll(I18N_NAMESPACE)) namespaces.add(namespace!);
    for (const [, literal] of code.matchAll(STRING_LITERAL)) literals.add(literal!);
  }

  const allIcons = [...readFileSync(iconsFile, 'utf8').matchAll(ICON_ENTRY)].map(
    ([, name]) => name!,
  );
  return { namespaces, iconNames: new Set(allIcons.filter((name) => literals.has(name))) };
}

/** `all.en.js` with only the given namespaces. */
export function trimMessages(code: string, namespaces: ReadonlySet<string>): string {
  const prefix = 'export default ';
  if (!code.startsWith(prefix)) throw new Error('all.en.js is not `export default {…}`');
  const messages = JSON.parse(code.slice(prefix.length).trim().replace(/;$/, '')) as Record<
    string,
    Record<string, Record<string, unknown>>
  >;
  for (const locales of Object.values(messages)) {
    for (const [locale, byNamespace] of Object.entries(locales)) {
      locales[locale] = Object.fromEntries(
        Object.entries(byNamespace).filter(([namespace]) => namespaces.has(namespace)),
      );
    }
  }
  return `${prefix}${JSON.stringify(messages)};\n`;
}

/** `icons.js` with only the given icons (one `    "name": …,` entry per icon, in one object). */
export function trimIcons(code: string, names: ReadonlySet<string>): string {
  const starts = [...code.matchAll(ICON_ENTRY)];
  const end = code.lastIndexOf('};');
  if (starts.length === 0 || end < 0) throw new Error('icons.js has an unexpected shape');
  let out = code.slice(0, starts[0]!.index);
  starts.forEach((match, index) => {
    const entryEnd = starts[index + 1]?.index ?? end;
    if (names.has(match[1]!)) out += code.slice(match.index, entryEnd);
  });
  return out + code.slice(end);
}

export function trimCloudscapeData(srcDir: string): Plugin {
  const usage = cloudscapeUsage(srcDir);
  const plugin: Plugin = {
    // The dev server keys its optimised-dependency cache on the plugin names: a console that
    // reaches other components or icons gets fresh trimmed modules when the server starts.
    name: `console:trim-cloudscape-data-${usageDigest(usage)}`,
    load(id) {
      const file = id.split('?')[0]!;
      if (MESSAGES_FILE.test(file)) {
        return trimMessages(readFileSync(file, 'utf8'), usage.namespaces);
      }
      if (ICONS_FILE.test(file)) return trimIcons(readFileSync(file, 'utf8'), usage.iconNames);
      return null;
    },
  };
  return {
    ...plugin,
    config() {
      // The dev server's pre-bundled Cloudscape goes through the optimiser, not the plugin chain.
      return { optimizeDeps: { rolldownOptions: { plugins: [plugin] } } };
    },
  };
}

function usageDigest({ namespaces, iconNames }: CloudscapeUsage): string {
  const listing = JSON.stringify([[...namespaces].sort(), [...iconNames].sort()]);
  return createHash('sha256').update(listing).digest('hex').slice(0, 12);
}
