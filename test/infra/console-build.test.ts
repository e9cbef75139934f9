/** The CDK app builds the console only when it is missing or its inputs changed. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { consoleInputsHash, ensureConsoleBuild } from '../../lib/console-build';

function fakeProject(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'console-build-'));
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  write('frontend/src/main.tsx', 'render()');
  write('frontend/index.html', '<div id="root"></div>');
  write('lambdas/domain/units.ts', 'export {}');
  write('package-lock.json', '{}');
  return root;
}

function counter(root: string) {
  let builds = 0;
  const build = () => {
    builds += 1;
    fs.mkdirSync(path.join(root, 'frontend', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'frontend', 'dist', 'index.html'), `build ${builds}`);
  };
  return { build, count: () => builds, log: () => undefined };
}

test('a fresh clone (no build) is built; an unchanged one is not built again', () => {
  const root = fakeProject();
  const builder = counter(root);
  expect(ensureConsoleBuild({ root, ...builder }).built).toBe(true);
  expect(ensureConsoleBuild({ root, ...builder }).built).toBe(false);
  expect(builder.count()).toBe(1);
});

test('a change to the console, the shared domain code or the lockfile rebuilds it', () => {
  const root = fakeProject();
  const builder = counter(root);
  ensureConsoleBuild({ root, ...builder });
  for (const file of ['frontend/src/main.tsx', 'lambdas/domain/units.ts', 'package-lock.json']) {
    fs.appendFileSync(path.join(root, file), '\n// changed');
    expect(ensureConsoleBuild({ root, ...builder }).built).toBe(true);
  }
  expect(builder.count()).toBe(4);
});

test('a deleted build is rebuilt even when the inputs did not change', () => {
  const root = fakeProject();
  const builder = counter(root);
  ensureConsoleBuild({ root, ...builder });
  fs.rmSync(path.join(root, 'frontend', 'dist'), { recursive: true });
  expect(ensureConsoleBuild({ root, ...builder }).built).toBe(true);
});

test('the build output itself is not an input (building does not make the next one stale)', () => {
  const root = fakeProject();
  const before = consoleInputsHash(root);
  counter(root).build();
  expect(consoleInputsHash(root)).toBe(before);
});

test('a build that leaves no index.html fails the synth with a clear error', () => {
  const root = fakeProject();
  expect(() => ensureConsoleBuild({ root, build: () => undefined, log: () => undefined })).toThrow(
    /no index.html/,
  );
});
