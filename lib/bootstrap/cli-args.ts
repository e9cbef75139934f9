/** The command line of `npm run bootstrap`: which environment, and who its first admin is. */
import { parseArgs } from 'node:util';

import { ENVIRONMENT_NAMES, type EnvironmentName, settingsFor } from '../settings';
import { type AdminIdentity, checkAdminIdentity } from './admin-account';
import { BootstrapError } from './target';

export const DEFAULT_ADMIN_NAME = 'Platform Admin';

export const BOOTSTRAP_USAGE = [
  'Usage: npm run bootstrap -- --env <default|prod> --admin-email <address> [options]',
  '',
  '  --env <name>            the deployed environment: default or prod',
  '  --admin-email <address> where the first system admin receives the invitation',
  '  --admin-username <name> the admin sign-in name (default: the e-mail address)',
  `  --admin-name <name>     the admin's name (default: ${DEFAULT_ADMIN_NAME})`,
  '  --region <region>       where the stack is (default: the environment setting)',
  '  --resend-invitation     e-mail a new temporary password if the admin has not signed in yet',
  '  --help                  print this text',
].join('\n');

export interface BootstrapArgs {
  env: EnvironmentName;
  stackName: string;
  region: string;
  admin: AdminIdentity;
  resendInvitation: boolean;
}

const OPTIONS = {
  env: { type: 'string' },
  'admin-email': { type: 'string' },
  'admin-username': { type: 'string' },
  'admin-name': { type: 'string' },
  region: { type: 'string' },
  'resend-invitation': { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
} as const;

function readFlags(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], options: OPTIONS, strict: true, allowPositionals: false })
      .values;
  } catch (error) {
    throw new BootstrapError(`${(error as Error).message}\n\n${BOOTSTRAP_USAGE}`);
  }
}

/** The parsed command line, or `help` when asked for the usage text. */
export function parseBootstrapArgs(argv: readonly string[]): BootstrapArgs | 'help' {
  const values = readFlags(argv);
  if (values.help) return 'help';
  const env = values.env;
  const email = values['admin-email'];
  if (!env || !email) {
    throw new BootstrapError(`--env and --admin-email are required\n\n${BOOTSTRAP_USAGE}`);
  }
  if (!(ENVIRONMENT_NAMES as readonly string[]).includes(env)) {
    throw new BootstrapError(
      `Unknown environment "${env}"; expected one of ${ENVIRONMENT_NAMES.join(', ')}`,
    );
  }
  const settings = settingsFor(env);
  const admin = {
    username: values['admin-username'] ?? email,
    email,
    name: values['admin-name'] ?? DEFAULT_ADMIN_NAME,
  };
  checkAdminIdentity(admin);
  return {
    env: settings.name,
    stackName: settings.stackName,
    region: values.region ?? settings.region,
    admin,
    resendInvitation: values['resend-invitation'],
  };
}
