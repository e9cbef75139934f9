/** Settings of the local platform: ports, data folder and the seeded admin, all overridable by env. */
import path from 'node:path';

export const LOCAL_HOST = '127.0.0.1';
export const LOCAL_REGION = 'ap-south-1';

export const DEFAULT_ADMIN_USERNAME = 'admin@example.com';
export const DEFAULT_ADMIN_PASSWORD = 'LocalAdmin#2026';

const BASE_PORTS = {
  console: 5173,
  gateway: 3001,
  dynamodb: 8000,
  cognitoProxy: 9229,
  cognito: 9230,
  s3: 4569,
} as const;

export type PortName = keyof typeof BASE_PORTS;

const CONSOLE_SERVERS = ['dev', 'build'] as const;
export type ConsoleServer = (typeof CONSOLE_SERVERS)[number];

export interface LocalSettings {
  host: string;
  region: string;
  dataDir: string;
  ports: Record<PortName, number>;
  admin: { username: string; password: string };
  /** Serve the console; tests of the API alone switch it off. */
  serveConsole: boolean;
  /**
   * How the console is served (`LOCAL_CONSOLE`): `dev`, Vite's dev server, by default; `build`, the
   * production build in `frontend/dist` served as CloudFront serves it (the browser tests).
   */
  consoleServer: ConsoleServer;
  /**
   * The console origin's scheme the gateway, the Cognito proxy and the buckets allow: `http` for
   * the dev server; the Lighthouse bench serves the built console over HTTPS (HTTP/2, as
   * CloudFront does) and sets `LOCAL_CONSOLE_SCHEME=https`.
   */
  consoleScheme: 'http' | 'https';
  /** The gateway's integration timeout (API Gateway's 29 s unless `LOCAL_INTEGRATION_TIMEOUT_MS`). */
  integrationTimeoutMs?: number;
  /**
   * Client addresses the pool's public-endpoint limits do not count (`LOCAL_COGNITO_RATE_LIMIT_EXEMPT`,
   * comma-separated), as an IP-set allow rule before the WAF's rate rules would: for test suites
   * that sign in hundreds of times from one address. None by default.
   */
  cognitoRateLimitExempt: string[];
}

/** A rate limit on one of the pool's public operations: requests per client address and window. */
export interface PublicEndpointLimit {
  requests: number;
  windowSeconds: number;
}

/**
 * What the local pool lets one client address send, per public operation: the numbers the user
 * pool's WAF applies in AWS (lib/settings.ts, `identity.publicEndpointLimits`; a unit test keeps
 * the two equal). Here, as there, they count the operation the client names in `X-Amz-Target`.
 */
export const COGNITO_PUBLIC_LIMITS = {
  SignUp: { requests: 20, windowSeconds: 300 },
  InitiateAuth: { requests: 300, windowSeconds: 300 },
  ForgotPassword: { requests: 10, windowSeconds: 300 },
  ResendConfirmationCode: { requests: 10, windowSeconds: 300 },
} as const satisfies Record<string, PublicEndpointLimit>;

export function loadLocalSettings(env: NodeJS.ProcessEnv = process.env): LocalSettings {
  const offset = Number(env.LOCAL_PORT_OFFSET ?? 0);
  if (!Number.isInteger(offset) || offset < 0) {
    throw new Error(
      `LOCAL_PORT_OFFSET must be a non-negative integer, got "${env.LOCAL_PORT_OFFSET}"`,
    );
  }
  const ports = Object.fromEntries(
    Object.entries(BASE_PORTS).map(([name, port]) => [name, port + offset]),
  ) as Record<PortName, number>;
  if (env.CONSOLE_PORT) ports.console = Number(env.CONSOLE_PORT);
  return {
    host: LOCAL_HOST,
    region: LOCAL_REGION,
    dataDir: path.resolve(env.LOCAL_DATA_DIR ?? path.join(__dirname, '..', '.local')),
    ports,
    admin: {
      username: env.LOCAL_ADMIN_USERNAME ?? DEFAULT_ADMIN_USERNAME,
      password: env.LOCAL_ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD,
    },
    serveConsole: env.LOCAL_SERVE_CONSOLE !== 'false',
    consoleServer: consoleServer(env.LOCAL_CONSOLE),
    consoleScheme: env.LOCAL_CONSOLE_SCHEME === 'https' ? 'https' : 'http',
    integrationTimeoutMs: positiveInteger(env, 'LOCAL_INTEGRATION_TIMEOUT_MS'),
    cognitoRateLimitExempt: (env.LOCAL_COGNITO_RATE_LIMIT_EXEMPT ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter((address) => address.length > 0),
  };
}

function consoleServer(value: string | undefined): ConsoleServer {
  if (value === undefined || value === '') return 'dev';
  const known = CONSOLE_SERVERS.find((server) => server === value);
  if (!known) throw new Error(`LOCAL_CONSOLE must be "dev" or "build", got "${value}"`);
  return known;
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new Error(`${name} must be a positive integer, got "${value}"`);
  return parsed;
}

/** Names of the local resources; the handlers receive them through HANDLER_ENV variables. */
export const LOCAL_RESOURCES = {
  tableName: 'orgconsole-local',
  documentsBucket: 'documents',
  configBucket: 'config-artifacts',
  apiTopicArn: `arn:aws:sns:${LOCAL_REGION}:000000000000:orgconsole-local-api`,
  userPoolName: 'orgconsole-local',
  userPoolClientName: 'orgconsole-console',
} as const;

/**
 * Credentials every local SDK client uses. s3rver only accepts its own documented pair; DynamoDB
 * Local (shared database) and cognito-local accept anything.
 */
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export function localUrl(settings: LocalSettings, port: PortName): string {
  return `http://${settings.host}:${settings.ports[port]}`;
}

/** The console's origin as browsers send it: `localhost`, which is what the banner prints. */
export function consoleOrigin(settings: LocalSettings): string {
  return `${settings.consoleScheme}://localhost:${settings.ports.console}`;
}
