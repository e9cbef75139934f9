/**
 * The reference console (`bench/reference/`): a Cloudscape starter built with Vite's defaults, to
 * measure ours against. Its build, its pages, and the seeded admin's sign-in through its own form.
 */
import path from 'node:path';

import type { BrowserContext } from 'playwright-core';

import type { RunningPlatform } from '../local/platform';
import { signInThroughForm } from './form-sign-in';
import { REFERENCE_TABLE } from './targets';

const CONFIG_FILE = path.join(__dirname, 'reference', 'vite.config.mts');

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

/** The seeded admin's sign-in through the reference's own form (with its TOTP code step). */
export function signInReference(
  context: BrowserContext,
  origin: string,
  platform: RunningPlatform,
): Promise<void> {
  return signInThroughForm(context, origin, platform, {
    usernameLabel: 'Username',
    passwordLabel: 'Password',
    submit: 'Sign in',
    codeLabel: 'Code',
    codeSubmit: 'Verify',
    landed: (url) => url.pathname === REFERENCE_TABLE,
  });
}
