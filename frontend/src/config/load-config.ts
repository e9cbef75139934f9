import type { ConsoleConfig } from '@domain/console-config';

import { checkConsoleConfig } from './check-config';

export type ConfigResult = { ok: true; config: ConsoleConfig } | { ok: false; reason: string };

/** Reads the runtime `/config.json` written by the deployment and checks it against the shared contract
 * (`check-config.ts`). */
export async function loadConsoleConfig(url = '/config.json'): Promise<ConfigResult> {
  let body: unknown;
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) return { ok: false, reason: `${url} answered HTTP ${response.status}` };
    body = await response.json();
  } catch (error) {
    return { ok: false, reason: `${url} could not be read: ${describe(error)}` };
  }
  const checked = checkConsoleConfig(body);
  if (!checked.ok) {
    return {
      ok: false,
      reason: `${url} is invalid at: ${[...new Set(checked.fields)].join(', ')}`,
    };
  }
  return { ok: true, config: checked.config };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
