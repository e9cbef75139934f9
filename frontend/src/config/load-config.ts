import { type ConsoleConfig, consoleConfigSchema } from '@domain/console-config';

export type ConfigResult = { ok: true; config: ConsoleConfig } | { ok: false; reason: string };

/** Reads the runtime `/config.json` written by the deployment and checks it against the shared contract. */
export async function loadConsoleConfig(url = '/config.json'): Promise<ConfigResult> {
  let body: unknown;
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) return { ok: false, reason: `${url} answered HTTP ${response.status}` };
    body = await response.json();
  } catch (error) {
    return { ok: false, reason: `${url} could not be read: ${describe(error)}` };
  }
  const parsed = consoleConfigSchema.safeParse(body);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(root)');
    return { ok: false, reason: `${url} is invalid at: ${[...new Set(fields)].join(', ')}` };
  }
  return { ok: true, config: parsed.data };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
