/**
 * Debian's Chromium and TOOLCHAIN.md's flags (headless, nothing that reaches the network): the
 * browser tests and the Lighthouse bench launch it the same way.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
