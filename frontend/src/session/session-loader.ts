import type { ConsoleConfig } from '@domain/console-config';

import type * as SessionCodeModule from './session-code';

type SessionCode = typeof SessionCodeModule;

let download: Promise<SessionCode> | undefined;
let configured: Promise<SessionCode> | undefined;

/** Starts downloading the session code; `main.tsx` calls it before `config.json` is read. */
export function preloadSessionCode(): void {
  download ??= import('./session-code');
}

/** Configures Amplify as soon as its code is there; called once `config.json` is checked. */
export function startSessionCode(config: ConsoleConfig): void {
  preloadSessionCode();
  configured ??= download!.then((code) => {
    code.configureAmplify(config);
    return code;
  });
}

/** The session code with Amplify configured. */
export function sessionCode(): Promise<SessionCode> {
  if (!configured) return Promise.reject(new Error('startSessionCode was not called'));
  return configured;
}
