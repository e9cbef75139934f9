/**
 * Prints what each console route downloads (gzip JS and CSS), from the Vite manifest of
 * `npm run build:console`. Run: npx tsx frontend/build/bundle-report.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const distDir = path.resolve(__dirname, '..', 'dist');
const manifest = JSON.parse(
  fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
) as Manifest;

const ROUTES: Record<string, string[]> = {
  '/ (landing)': ['src/pages/landing/LandingPage.tsx'],
  '/login': ['src/pages/login/LoginPage.tsx'],
  '/user-home': ['src/pages/user-home/UserHomePage.tsx'],
  '/permission-error': ['src/pages/permission-error/PermissionErrorPage.tsx'],
  '/{ouid} (org home)': ['src/common/shell/AppShell.tsx', 'src/pages/org-home/OrgHomePage.tsx'],
};

function staticClosure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    staticClosure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

function gzipKb(file: string): number {
  return gzipSync(fs.readFileSync(path.join(distDir, file))).length / 1024;
}

function totals(keys: Set<string>) {
  const js = [...keys].map((key) => manifest[key]!.file);
  const css = [...new Set([...keys].flatMap((key) => manifest[key]!.css ?? []))];
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipKb(file), 0);
  return { js: sum(js), css: sum(css) };
}

const entry = staticClosure(['index.html']);
const first = totals(entry);
console.log(
  `first load (index.html): JS ${first.js.toFixed(1)} kB gzip, CSS ${first.css.toFixed(1)} kB gzip`,
);
for (const [route, pages] of Object.entries(ROUTES)) {
  const all = staticClosure(pages, new Set(entry));
  const { js, css } = totals(all);
  console.log(
    `${route.padEnd(22)} JS ${js.toFixed(1).padStart(6)} kB gzip, CSS ${css.toFixed(1).padStart(6)} kB gzip`,
  );
}
