/**
 * One typed settings object per environment. Constructs read these fields; nothing in lib/
 * branches on the environment's name.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

/** The REST API's one stage: the last part of every API URL. */
export const API_STAGE_NAME = 'api';

export const PLATFORM_REGION = 'ap-south-1';

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
  /** Username existence checks (`?checkUserName=`) per caller before the WAF answers 429. */
  usernameCheckLimit: WafRateLimit;
  /** Stage execution-log level (access logs are always on); INFO logs request summaries. */
  executionLogLevel: 'ERROR' | 'INFO';
}

export interface HandlerSettings {
  memorySize: number;
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

/** Alarms (each notifies the environment's alarm topic) and the environment's dashboard. */
export interface MonitoringSettings {
  /**
   * Who receives alarm notifications: an e-mail subscription of the alarm topic (the address gets
   * a confirmation mail from SNS first). Unset: alarms still fire and show on the dashboard.
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
}

/** Sending Cognito's e-mails through Amazon SES instead of Cognito's own sender. */
export interface SesEmailSettings {
  /** The From address; verified in SES (itself or through its domain). */
  fromAddress: string;
  fromName?: string;
  /** The verified SES domain identity of fromAddress; unset: the address itself is the identity. */
  verifiedDomain?: string;
}

export interface IdentitySettings {
  /**
   * Unset: Cognito's default sender (a few dozen e-mails a day at most, for trying things out).
   * Set for any environment real users sign up to.
   */
  email?: SesEmailSettings;
}

export interface EnvironmentSettings {
  name: EnvironmentName;
  stackName: string;
  /**
   * AWS account of the environment. Unset: the account of the credentials `cdk deploy` runs with.
   * Naming it makes the CLI refuse credentials of another account, and tells the app which
   * environments share an account (see ownsAccountResources).
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
    },
    api: {
      throttlingRateLimit: 50,
      throttlingBurstLimit: 100,
      wafRateLimitPer5Minutes: 1000,
      usernameCheckLimit: { requests: 30, windowSeconds: 60 },
      executionLogLevel: 'INFO',
    },
    handlers: {
      memorySize: 512,
      timeout: Duration.seconds(10),
      logRetention: RetentionDays.ONE_MONTH,
    },
    website: {},
    identity: {},
    monitoring: {
      lambdaErrorThreshold: 5,
      throttleThreshold: 5,
      api5xxThreshold: 5,
      apiLatencyP99: Duration.seconds(5),
      wafBlockedThreshold: 100,
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
    },
    api: {
      throttlingRateLimit: 200,
      throttlingBurstLimit: 400,
      wafRateLimitPer5Minutes: 2000,
      usernameCheckLimit: { requests: 30, windowSeconds: 60 },
      executionLogLevel: 'ERROR',
    },
    handlers: {
      memorySize: 1024,
      timeout: Duration.seconds(10),
      logRetention: RetentionDays.ONE_YEAR,
    },
    website: {},
    // Set before real users sign up, e.g. { fromAddress: 'no-reply@example.org',
    // fromName: 'OrgConsole', verifiedDomain: 'example.org' } (docs/deploying.md, "Settings").
    identity: {},
    monitoring: {
      // alarmEmail: 'platform-oncall@example.org',
      lambdaErrorThreshold: 0,
      throttleThreshold: 0,
      api5xxThreshold: 5,
      apiLatencyP99: Duration.seconds(3),
      wafBlockedThreshold: 100,
    },
  },
};

export function isEnvironmentName(value: unknown): value is EnvironmentName {
  return typeof value === 'string' && (ENVIRONMENT_NAMES as readonly string[]).includes(value);
}

/**
 * Whether this environment creates the account-level resources of its region (the role API
 * Gateway writes logs with; an account has one such setting per region). The first environment of
 * ENVIRONMENT_NAMES in an account does; environments without an account count as one account.
 */
export function ownsAccountResources(
  name: EnvironmentName,
  all: Readonly<Record<EnvironmentName, EnvironmentSettings>> = SETTINGS,
): boolean {
  const own = all[name];
  const first = ENVIRONMENT_NAMES.map((other) => all[other]).find(
    (other) => other.account === own.account && other.region === own.region,
  );
  return first?.name === name;
}

export function settingsFor(name: string): EnvironmentSettings {
  if (!isEnvironmentName(name)) {
    throw new Error(
      `Unknown environment "${name}"; expected one of ${ENVIRONMENT_NAMES.join(', ')}`,
    );
  }
  return SETTINGS[name];
}
