/**
 * One typed settings object per environment. Constructs read these fields; nothing in lib/
 * branches on the environment's name.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

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

export interface MonitoringSettings {
  enabled: boolean;
  lambdaErrorThreshold: number;
  api5xxThreshold: number;
}

export interface EnvironmentSettings {
  name: EnvironmentName;
  stackName: string;
  region: string;
  stateful: StatefulSettings;
  api: ApiSettings;
  handlers: HandlerSettings;
  website: WebsiteSettings;
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
    monitoring: { enabled: false, lambdaErrorThreshold: 1, api5xxThreshold: 1 },
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
    monitoring: { enabled: true, lambdaErrorThreshold: 1, api5xxThreshold: 5 },
  },
};

export function isEnvironmentName(value: unknown): value is EnvironmentName {
  return typeof value === 'string' && (ENVIRONMENT_NAMES as readonly string[]).includes(value);
}

export function settingsFor(name: string): EnvironmentSettings {
  if (!isEnvironmentName(name)) {
    throw new Error(
      `Unknown environment "${name}"; expected one of ${ENVIRONMENT_NAMES.join(', ')}`,
    );
  }
  return SETTINGS[name];
}
