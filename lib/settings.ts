/**
 * One typed settings object per environment. Constructs read these fields; nothing in lib/
 * branches on the environment's name.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

/** The REST API's one stage: the last part of every API URL. */
export const API_STAGE_NAME = 'api';

export const PLATFORM_REGION = 'ap-south-1';

/**
 * Where CloudFront publishes its metrics (all of them, whatever the distribution's stack's
 * region), so where each environment's alarms on the console's distribution live: fixed by AWS,
 * not a setting.
 */
export const CLOUDFRONT_METRICS_REGION = 'us-east-1';

export const ENVIRONMENT_NAMES = ['default', 'prod'] as const;
export type EnvironmentName = (typeof ENVIRONMENT_NAMES)[number];

export interface StatefulSettings {
  /** Applied to the table, the user pool and every bucket. */
  removalPolicy: RemovalPolicy;
  /** Empty buckets on stack deletion (only meaningful with RemovalPolicy.DESTROY). */
  autoDeleteObjects: boolean;
  deletionProtection: boolean;
  pointInTimeRecovery: boolean;
  /** Days after which non-current object versions expire in the versioned buckets. */
  noncurrentVersionExpiration: Duration;
  /** Days after which S3 server access logs and CloudFront logs expire. */
  accessLogExpiration: Duration;
  /** CloudFormation termination protection of the stack: on wherever data is retained. */
  terminationProtection: boolean;
  /** A daily AWS Backup of the table (kept 35 days) into a vault of the environment. */
  tableBackup: boolean;
}

/** A WAF rate limit: requests per evaluation window (WAF allows only these windows). */
export interface WafRateLimit {
  requests: number;
  windowSeconds: 60 | 120 | 300 | 600;
}

export interface ApiSettings {
  throttlingRateLimit: number;
  throttlingBurstLimit: number;
  /** Requests per 5 minutes per client IP before the WAF blocks it. */
  wafRateLimitPer5Minutes: number;
  /**
   * Requests per 5 minutes per source address among those carrying the edge secret (a CloudFront
   * edge, shared by many viewers), so holding the secret exempts nobody from a per-source limit.
   */
  edgeSourceRateLimitPer5Minutes: number;
  /** Username existence checks (`?checkUserName=`) per caller before the WAF answers 429. */
  usernameCheckLimit: WafRateLimit;
  /** Stage execution-log level (access logs are always on); INFO logs request summaries. */
  executionLogLevel: 'ERROR' | 'INFO';
  /**
   * The WAF refuses every request to the stage without the distribution's edge secret, so the API
   * answers only through the console's origin (`ApiUrl` itself then answers 403).
   */
  requireEdgeSecret: boolean;
  /**
   * Which versions of the edge secret (Secrets Manager VersionIds) are in force; unset: the
   * version that is current at deploy time. A rotation names the new version as `current` and the
   * one before as `previous`, which the WAF keeps accepting until the next deploy drops it
   * (docs/deploying.md, "Rotating the edge secret").
   */
  edgeSecretVersions?: { current: string; previous?: string };
}

export interface HandlerSettings {
  memorySize: number;
  /** Of the API handlers; the Cognito triggers get COGNITO_TRIGGER_TIMEOUT. */
  timeout: Duration;
  logRetention: RetentionDays;
}

export interface ConsoleDomainSettings {
  domainName: string;
  /** ACM certificate in us-east-1 covering domainName (CloudFront requirement). */
  certificateArn: string;
}

export interface WebsiteSettings {
  /** Custom domain of the console; without one CloudFront serves *.cloudfront.net. */
  domain?: ConsoleDomainSettings;
}

/**
 * Alarms (each notifies the environment's alarm topic of its region: the environment's own, or
 * us-east-1 for CloudFront's) and the environment's dashboard.
 */
export interface MonitoringSettings {
  /**
   * Who receives alarm notifications: an e-mail subscription of both alarm topics (the address
   * gets a confirmation mail from SNS for each first). Unset: alarms still fire and show in
   * CloudWatch.
   */
  alarmEmail?: string;
  // Each alarm fires when its count in 5 minutes is MORE than the number given (0: any at all).
  /** Errors of one function (API handlers and both Cognito triggers). */
  lambdaErrorThreshold: number;
  /** Throttled invocations of one function, and throttled read or write events of the table. */
  throttleThreshold: number;
  /** API answers with a 5xx status. */
  api5xxThreshold: number;
  /** p99 latency of the API above this for three 5-minute periods in a row. */
  apiLatencyP99: Duration;
  /** Requests the WAF blocked (rate rules, managed rules, username-check limit). */
  wafBlockedThreshold: number;
  /** API answers with a 4xx status (any cause: validation, refusals, throttling). */
  api4xxThreshold: number;
  /** API answers 401 or 403 (counted from the access log): refused credentials or tenants. */
  apiAuthFailureThreshold: number;
  /** A function alarms when its maximum duration in 5 minutes passes this share of its timeout. */
  durationOfTimeout: number;
  /**
   * The account's Lambda concurrency quota in the region (Service Quotas: "Concurrent
   * executions"); the account alarms at 80 % of it. New accounts may start far lower than 1,000.
   */
  accountConcurrencyLimit: number;
  /**
   * The console distribution's 5xx error rate (CloudFront's `5xxErrorRate`, in %) above which the
   * environment's us-east-1 alarm fires, in 5 minutes with at least cloudFrontMinRequests requests
   * (on a quiet console one failed request out of three is a third: not worth a page).
   */
  cloudFront5xxRatePercent: number;
  /** Requests in 5 minutes below which the distribution's 5xx rate is not judged. */
  cloudFrontMinRequests: number;
}

/** Sending Cognito's e-mails through Amazon SES instead of Cognito's own sender. */
export interface SesEmailSettings {
  /** The From address; verified in SES (itself or through its domain). */
  fromAddress: string;
  fromName?: string;
  /** The verified SES domain identity of fromAddress; unset: the address itself is the identity. */
  verifiedDomain?: string;
}

/** Cognito's public (unauthenticated) operations the user pool's WAF limits per client address. */
export const COGNITO_PUBLIC_OPERATIONS = [
  'SignUp',
  'InitiateAuth',
  'ForgotPassword',
  'ResendConfirmationCode',
] as const;
export type CognitoPublicOperation = (typeof COGNITO_PUBLIC_OPERATIONS)[number];

export interface IdentitySettings {
  /**
   * Unset: Cognito's default sender (a few dozen e-mails a day at most, for trying things out).
   * Set for any environment real users sign up to.
   */
  email?: SesEmailSettings;
  /** Anyone may create an account from the console's registration page. */
  selfSignUp: boolean;
  /**
   * Cognito's Plus feature plan with threat protection enforced: leaked credentials are blocked,
   * high-risk sign-ins blocked and medium-risk ones asked for MFA (identity.ts); off: the
   * Essentials plan.
   */
  threatProtection: boolean;
  /** Requests per client address and window the user pool's WAF lets through, per operation. */
  publicEndpointLimits: Record<CognitoPublicOperation, WafRateLimit>;
}

export interface EnvironmentSettings {
  name: EnvironmentName;
  stackName: string;
  /**
   * AWS account of the environment. Unset: the account of the credentials `cdk deploy` runs with,
   * and the environment counts as alone in its account. Naming it makes the CLI refuse
   * credentials of another account; two environments naming the same account share its
   * account-level resources (see ownsAccountResources).
   */
  account?: string;
  region: string;
  stateful: StatefulSettings;
  api: ApiSettings;
  handlers: HandlerSettings;
  website: WebsiteSettings;
  identity: IdentitySettings;
  monitoring: MonitoringSettings;
}

/** Cognito triggers: Cognito waits about 5 s for a trigger before it fails the request. */
export const COGNITO_TRIGGER_TIMEOUT = Duration.seconds(5);

/**
 * Per client address: a sign-in is one InitiateAuth (SRP), so 300 in 5 minutes leaves room for an
 * office behind one address; the operations that send e-mail get far less.
 */
const PUBLIC_ENDPOINT_LIMITS: Record<CognitoPublicOperation, WafRateLimit> = {
  SignUp: { requests: 20, windowSeconds: 300 },
  InitiateAuth: { requests: 300, windowSeconds: 300 },
  ForgotPassword: { requests: 10, windowSeconds: 300 },
  ResendConfirmationCode: { requests: 10, windowSeconds: 300 },
};

export const SETTINGS: Readonly<Record<EnvironmentName, EnvironmentSettings>> = {
  default: {
    name: 'default',
    stackName: 'OrgConsole-default',
    region: PLATFORM_REGION,
    stateful: {
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
      deletionProtection: false,
      pointInTimeRecovery: true,
      noncurrentVersionExpiration: Duration.days(30),
      accessLogExpiration: Duration.days(90),
      terminationProtection: false,
      tableBackup: false,
    },
    api: {
      throttlingRateLimit: 50,
      throttlingBurstLimit: 100,
      wafRateLimitPer5Minutes: 1000,
      edgeSourceRateLimitPer5Minutes: 20000,
      usernameCheckLimit: { requests: 30, windowSeconds: 60 },
      executionLogLevel: 'INFO',
      requireEdgeSecret: false,
    },
    handlers: {
      memorySize: 512,
      timeout: Duration.seconds(10),
      logRetention: RetentionDays.ONE_MONTH,
    },
    website: {},
    identity: {
      selfSignUp: true,
      threatProtection: false,
      publicEndpointLimits: PUBLIC_ENDPOINT_LIMITS,
    },
    monitoring: {
      lambdaErrorThreshold: 5,
      throttleThreshold: 5,
      api5xxThreshold: 5,
      apiLatencyP99: Duration.seconds(5),
      wafBlockedThreshold: 100,
      api4xxThreshold: 200,
      apiAuthFailureThreshold: 50,
      durationOfTimeout: 0.8,
      accountConcurrencyLimit: 1000,
      cloudFront5xxRatePercent: 10,
      cloudFrontMinRequests: 20,
    },
  },
  prod: {
    name: 'prod',
    stackName: 'OrgConsole-prod',
    region: PLATFORM_REGION,
    stateful: {
      removalPolicy: RemovalPolicy.RETAIN,
      autoDeleteObjects: false,
      deletionProtection: true,
      pointInTimeRecovery: true,
      noncurrentVersionExpiration: Duration.days(365),
      accessLogExpiration: Duration.days(365),
      terminationProtection: true,
      tableBackup: true,
    },
    api: {
      throttlingRateLimit: 200,
      throttlingBurstLimit: 400,
      wafRateLimitPer5Minutes: 2000,
      edgeSourceRateLimitPer5Minutes: 50000,
      usernameCheckLimit: { requests: 30, windowSeconds: 60 },
      executionLogLevel: 'ERROR',
      requireEdgeSecret: true,
    },
    handlers: {
      memorySize: 1024,
      timeout: Duration.seconds(10),
      logRetention: RetentionDays.ONE_YEAR,
    },
    // Until website.domain, identity.email and monitoring.alarmEmail are set, synth and deploy
    // stop with an error naming each, unless `-c accept-deploy-blockers=<setting>,…` accepts it
    // (lib/deploy-blockers.ts; how to fill them: docs/deploying.md, "Before the first deploy").
    website: {},
    identity: {
      // email: { fromAddress: 'no-reply@example.org', fromName: 'OrgConsole',
      //   verifiedDomain: 'example.org' },
      selfSignUp: true,
      threatProtection: true,
      publicEndpointLimits: PUBLIC_ENDPOINT_LIMITS,
    },
    monitoring: {
      // alarmEmail: 'platform-oncall@example.org',
      lambdaErrorThreshold: 0,
      throttleThreshold: 0,
      api5xxThreshold: 5,
      apiLatencyP99: Duration.seconds(3),
      wafBlockedThreshold: 100,
      api4xxThreshold: 500,
      apiAuthFailureThreshold: 100,
      durationOfTimeout: 0.8,
      accountConcurrencyLimit: 1000,
      cloudFront5xxRatePercent: 5,
      cloudFrontMinRequests: 20,
    },
  },
};

export function isEnvironmentName(value: unknown): value is EnvironmentName {
  return typeof value === 'string' && (ENVIRONMENT_NAMES as readonly string[]).includes(value);
}

/**
 * Whether this environment creates the account-level resources of its region (the role API
 * Gateway writes logs with, the account's concurrency alarm; an account has one logging setting
 * per region). An environment without a named account is alone in its account and creates them,
 * so it deploys alone. Of environments naming the same account, the first of ENVIRONMENT_NAMES
 * does, and must be deployed first.
 */
export function ownsAccountResources(
  name: EnvironmentName,
  all: Readonly<Record<EnvironmentName, EnvironmentSettings>> = SETTINGS,
): boolean {
  const own = all[name];
  if (own.account === undefined) return true;
  const first = ENVIRONMENT_NAMES.map((other) => all[other]).find(
    (other) => other.account === own.account && other.region === own.region,
  );
  return first?.name === name;
}

/** Whether a stack deletion keeps the environment's data (its table, pool, buckets, logs). */
export function isRetained(settings: EnvironmentSettings): boolean {
  return settings.stateful.removalPolicy === RemovalPolicy.RETAIN;
}

export function settingsFor(name: string): EnvironmentSettings {
  if (!isEnvironmentName(name)) {
    throw new Error(
      `Unknown environment "${name}"; expected one of ${ENVIRONMENT_NAMES.join(', ')}`,
    );
  }
  return SETTINGS[name];
}
