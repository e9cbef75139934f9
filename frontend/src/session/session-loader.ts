import type { ConsoleConfig } from '@domain/console-config';

import type * as SessionCodeModule from './session-code';

type SessionCode = typeof SessionCodeModule;

let download: Promise<SessionCode> | undefined;
let configured: Promise<SessionCode> | undefined;
let knownConfig: ConsoleConfig | undefined;

/** Starts downloading the session code; `main.tsx` calls it before `config.json` is read. */
export function preloadSessionCode(): void {
  download ??= import('./session-code');
}

/** Configures Amplify as soon as its code is there; called once `config.json` is checked. */
export function startSessionCode(config: ConsoleConfig): void {
  knownConfig = config;
  preloadSessionCode();
  configured ??= download!.then((code) => {
    code.configureAmplify(config);
    return code;
  });
}

/**
 * For a public page whose visitor has no stored session: the code downloads and configures
 * Amplify when first asked for (a form submitted, a session read), or on the visitor's first key
 * or tap on the page, so a submit rarely waits for it.
 */
export function startSessionCodeOnFirstUse(config: ConsoleConfig, page: EventTarget): void {
  knownConfig = config;
  const events = ['keydown', 'pointerdown'] as const;
  const start = () => {
    events.forEach((name) => page.removeEventListener(name, start, true));
    startSessionCode(config);
  };
  events.forEach((name) => page.addEventListener(name, start, { capture: true, passive: true }));
}

/**
 * True while the session code waits for its first use: no session was stored when the page
 * loaded and nothing has signed in since (signing in needs the code), so nobody is signed in.
 */
export function sessionCodeAwaitsFirstUse(): boolean {
  return configured === undefined && knownConfig !== undefined;
}

/** The session code with Amplify configured (started now if it waited for its first use). */
export function sessionCode(): Promise<SessionCode> {
  if (!configured && knownConfig) startSessionCode(knownConfig);
  if (!configured) return Promise.reject(new Error('startSessionCode was not called'));
  return configured;
}
