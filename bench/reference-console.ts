/**
 * The reference console (`bench/reference/`): a Cloudscape starter built with Vite's defaults, to
 * measure ours against. Its build, its pages, and the seeded admin's sign-in through its own form.
 */
import path from 'node:path';

import type { BrowserContext } from 'playwright-core';

import type { RunningPlatform } from '../local/platform';
import { REFERENCE_TABLE } from './targets';

const CONFIG_FILE = path.join(__dirname, 'reference', 'vite.config.mts');
const SIGN_IN_TIMEOUT_MS = 60_000;

export const REFERENCE_PAGES = [
  { path: '/login', signedIn: false },
  { path: REFERENCE_TABLE, signedIn: true },
  { path: '/form', signedIn: true },
] as const;

/** `vite build` with the reference's config (and a manifest, which changes no bundle). */
export async function buildReference(outDir: string): Promise<void> {
  const { build } = await import('vite');
  await build({
    configFile: CONFIG_FILE,
    // Cloudscape's `'use client'` directives fill the log with warnings about nothing.
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
}

export async function signInReference(
  context: BrowserContext,
  origin: string,
  platform: RunningPlatform,
): Promise<void> {
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/login`, { timeout: SIGN_IN_TIMEOUT_MS });
    await page
      .getByLabel('Username', { exact: true })
      .fill(platform.adminUsername, { timeout: SIGN_IN_TIMEOUT_MS });
    await page.getByLabel('Password', { exact: true }).fill(platform.adminPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === REFERENCE_TABLE, {
      timeout: SIGN_IN_TIMEOUT_MS,
    });
  } finally {
    await page.close();
  }
}
