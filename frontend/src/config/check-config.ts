// Types only: a value import would bring the schema library into the entry chunk.
import type { ConsoleConfig } from '@domain/console-config';

/** What `checkConsoleConfig` answers: the config as the console uses it, or the fields at fault. */
export type ConfigCheck = { ok: true; config: ConsoleConfig } | { ok: false; fields: string[] };

type Fields = Record<string, unknown>;
type AuthFlow = ConsoleConfig['authFlow'];

/** Every flow of `AUTH_FLOWS`: the type makes a flow added there fail to compile here. */
const AUTH_FLOWS = { USER_SRP_AUTH: true, USER_PASSWORD_AUTH: true } satisfies Record<
  AuthFlow,
  true
>;

/**
 * The `config.json` contract (`consoleConfigSchema` in `@domain/console-config`) checked by hand:
 * the schema library would be about 10 kB gzip in the first download of every route, for one
 * object. A unit test holds this check and the schema to the same answers. Unknown keys are
 * dropped, as the schema does.
 */
export function checkConsoleConfig(body: unknown): ConfigCheck {
  if (!isRecord(body)) return { ok: false, fields: ['(root)'] };
  const bad: string[] = [];
  const text = (from: Fields, key: string, prefix = '') => {
    const value = from[key];
    if (typeof value === 'string' && value.length > 0) return value;
    bad.push(prefix + key);
    return '';
  };
  const url = (from: Fields, key: string, prefix = '') => {
    const value = from[key];
    if (typeof value === 'string' && isUrl(value)) return value.trim();
    bad.push(prefix + key);
    return '';
  };
  const optionalUrl = (from: Fields, key: string, prefix: string) =>
    from[key] === undefined ? undefined : url(from, key, prefix);

  const flow = body['authFlow'];
  const authFlow = typeof flow === 'string' && Object.hasOwn(AUTH_FLOWS, flow) ? flow : undefined;
  if (!authFlow) bad.push('authFlow');
  const config: ConsoleConfig = {
    environment: text(body, 'environment'),
    apiUrl: url(body, 'apiUrl'),
    region: text(body, 'region'),
    userPoolId: text(body, 'userPoolId'),
    userPoolClientId: text(body, 'userPoolClientId'),
    authFlow: (authFlow ?? 'USER_SRP_AUTH') as AuthFlow,
  };
  const local = body['local'];
  if (isRecord(local)) {
    const mailboxUrl = optionalUrl(local, 'mailboxUrl', 'local.');
    const eventsUrl = optionalUrl(local, 'eventsUrl', 'local.');
    config.local = {
      userPoolEndpoint: url(local, 'userPoolEndpoint', 'local.'),
      ...(mailboxUrl === undefined ? {} : { mailboxUrl }),
      ...(eventsUrl === undefined ? {} : { eventsUrl }),
    };
  } else if (local !== undefined) {
    bad.push('local');
  }
  return bad.length > 0 ? { ok: false, fields: bad } : { ok: true, config };
}

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isUrl(value: string): boolean {
  try {
    new URL(value.trim());
    return true;
  } catch {
    return false;
  }
}
