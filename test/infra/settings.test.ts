/**
 * What settings change, checked on small stacks: SES e-mail for the user pool, the alarm e-mail
 * subscriptions (both regions), which environment creates the account-level resources, what
 * blocks a deploy.
 */
import { App, Duration, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';

import { AlarmTopic } from '../../lib/constructs/alarm-topic';
import { EdgeMonitoring } from '../../lib/constructs/edge-monitoring';
import { INTEGRATION_TIMEOUT_MS } from '../../local/integration-timeout';
import { Identity } from '../../lib/constructs/identity';
import { acceptedSettingsOf, deployBlockersOf } from '../../lib/deploy-blockers';
import {
  COGNITO_PUBLIC_OPERATIONS,
  COGNITO_TRIGGER_TIMEOUT,
  ENVIRONMENT_NAMES,
  type EnvironmentSettings,
  isRetained,
  ownsAccountResources,
  SETTINGS,
} from '../../lib/settings';

const ACCOUNT = '123456789012';

function stackWith(): Stack {
  return new Stack(new App({ context: { 'aws:cdk:bundling-stacks': [] } }), 'Test', {
    env: { account: ACCOUNT, region: 'ap-south-1' },
  });
}

test('with settings.identity.email the user pool sends through SES from that address', () => {
  const stack = stackWith();
  const settings: EnvironmentSettings = {
    ...SETTINGS.prod,
    identity: {
      ...SETTINGS.prod.identity,
      email: {
        fromAddress: 'no-reply@example.org',
        fromName: 'OrgConsole',
        verifiedDomain: 'example.org',
      },
    },
  };
  const table = new dynamodb.Table(stack, 'Table', {
    partitionKey: { name: 'pk', type: dynamodb.AttributeType.STRING },
  });
  new Identity(stack, 'Identity', { settings, table, consoleOrigin: 'https://console.example' });
  const [pool] = Object.values(Template.fromStack(stack).findResources('AWS::Cognito::UserPool'));
  const email = (pool as { Properties: { EmailConfiguration: Record<string, unknown> } }).Properties
    .EmailConfiguration;
  expect(email).toMatchObject({
    EmailSendingAccount: 'DEVELOPER',
    From: 'OrgConsole <no-reply@example.org>',
  });
  expect(JSON.stringify(email.SourceArn)).toContain(
    `:ses:ap-south-1:${ACCOUNT}:identity/example.org`,
  );
});

test('with settings.monitoring.alarmEmail that address is subscribed to the alarm topic', () => {
  const stack = stackWith();
  const settings: EnvironmentSettings = {
    ...SETTINGS.prod,
    monitoring: { ...SETTINGS.prod.monitoring, alarmEmail: 'oncall@example.org' },
  };
  new AlarmTopic(stack, 'Alarms', { settings });
  Template.fromStack(stack).hasResourceProperties('AWS::SNS::Subscription', {
    Protocol: 'email',
    Endpoint: 'oncall@example.org',
    TopicArn: { Ref: Match.stringLikeRegexp('^AlarmsTopic') },
  });
});

test('with settings.monitoring.alarmEmail that address is subscribed to the us-east-1 CloudFront alarm topic too', () => {
  const stack = new Stack(new App(), 'Edge', { env: { account: ACCOUNT, region: 'us-east-1' } });
  const settings: EnvironmentSettings = {
    ...SETTINGS.prod,
    monitoring: { ...SETTINGS.prod.monitoring, alarmEmail: 'oncall@example.org' },
  };
  new EdgeMonitoring(stack, 'Monitoring', { settings, distributionId: 'E2EXAMPLE' });
  const template = Template.fromStack(stack);
  template.hasResourceProperties('AWS::SNS::Subscription', {
    Protocol: 'email',
    Endpoint: 'oncall@example.org',
    TopicArn: { Ref: Match.stringLikeRegexp('^MonitoringAlarmTopic') },
  });
  template.hasResourceProperties('AWS::CloudWatch::Alarm', {
    Metrics: Match.arrayWith([
      Match.objectLike({
        MetricStat: Match.objectLike({
          Metric: Match.objectLike({
            Dimensions: Match.arrayWith([{ Name: 'DistributionId', Value: 'E2EXAMPLE' }]),
          }),
        }),
      }),
    ]),
  });
});

test('the CloudFront alarms refuse a stack outside us-east-1, where they would watch nothing', () => {
  const stack = stackWith();
  expect(
    () =>
      new EdgeMonitoring(stack, 'Monitoring', {
        settings: SETTINGS.prod,
        distributionId: 'E2EXAMPLE',
      }),
  ).toThrow(/us-east-1/);
});

describe('the account-level resources are created once per account and region', () => {
  const withAccounts = (accounts: Partial<Record<string, string>>) =>
    Object.fromEntries(
      ENVIRONMENT_NAMES.map((name) => [name, { ...SETTINGS[name], account: accounts[name] }]),
    ) as typeof SETTINGS;
  const owners = (all: typeof SETTINGS) =>
    ENVIRONMENT_NAMES.filter((name) => ownsAccountResources(name, all));

  test('an environment naming no account is alone in its account and creates them', () => {
    expect(owners(withAccounts({}))).toEqual(['default', 'prod']);
    expect(owners(withAccounts({ default: ACCOUNT }))).toEqual(['default', 'prod']);
  });

  test('of environments naming one account, only the first creates them', () => {
    expect(owners(withAccounts({ default: ACCOUNT, prod: ACCOUNT }))).toEqual(['default']);
  });

  test('environments in their own accounts each create them', () => {
    expect(owners(withAccounts({ default: '111111111111', prod: '222222222222' }))).toEqual([
      'default',
      'prod',
    ]);
  });

  test('the settings as they are: every environment can be deployed alone', () => {
    for (const name of ENVIRONMENT_NAMES) {
      const named = SETTINGS[name].account;
      const sharedWithEarlier = ENVIRONMENT_NAMES.slice(0, ENVIRONMENT_NAMES.indexOf(name)).some(
        (other) => named !== undefined && SETTINGS[other].account === named,
      );
      expect({ name, owns: ownsAccountResources(name) }).toEqual({
        name,
        owns: !sharedWithEarlier,
      });
    }
  });
});

describe('retained environments are protected', () => {
  test.each(ENVIRONMENT_NAMES)(
    '%s: termination protection and a table backup iff retained',
    (name) => {
      const settings = SETTINGS[name];
      expect(settings.stateful.terminationProtection).toBe(isRetained(settings));
      expect(settings.stateful.tableBackup).toBe(isRetained(settings));
    },
  );
});

describe('deploy blockers', () => {
  test('a retained environment is blocked by each unset safety setting, and by nothing once set', () => {
    expect(deployBlockersOf(SETTINGS.prod).map((b) => b.setting)).toEqual([
      'identity.email',
      'monitoring.alarmEmail',
      'website.domain',
    ]);
    const complete: EnvironmentSettings = {
      ...SETTINGS.prod,
      identity: { ...SETTINGS.prod.identity, email: { fromAddress: 'no-reply@example.org' } },
      monitoring: { ...SETTINGS.prod.monitoring, alarmEmail: 'oncall@example.org' },
      website: {
        domain: {
          domainName: 'console.example.org',
          certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
        },
      },
    };
    expect(deployBlockersOf(complete)).toEqual([]);
  });

  test('a blocker is accepted only by its setting’s name; any other name is refused', () => {
    const accepted = acceptedSettingsOf('website.domain, identity.email');
    expect(deployBlockersOf(SETTINGS.prod, accepted).map((b) => [b.setting, b.accepted])).toEqual([
      ['identity.email', true],
      ['monitoring.alarmEmail', false],
      ['website.domain', true],
    ]);
    expect(acceptedSettingsOf(['monitoring.alarmEmail'])).toEqual(
      new Set(['monitoring.alarmEmail']),
    );
    expect(acceptedSettingsOf(undefined)).toEqual(new Set());
    expect(() => acceptedSettingsOf('website.domian')).toThrow(
      /"website.domian" is not a deploy blocker/,
    );
    expect(() => acceptedSettingsOf('all')).toThrow(/not a deploy blocker/);
  });

  test('an environment whose data goes with it has none', () => {
    expect(deployBlockersOf(SETTINGS.default)).toEqual([]);
  });
});

test('Cognito triggers end within the 5 s Cognito waits for them', () => {
  expect(COGNITO_TRIGGER_TIMEOUT.toSeconds()).toBeLessThanOrEqual(5);
});

test.each(ENVIRONMENT_NAMES)('%s: the user pool WAF limits are ones WAF accepts', (name) => {
  for (const operation of COGNITO_PUBLIC_OPERATIONS) {
    const limit = SETTINGS[name].identity.publicEndpointLimits[operation];
    expect(limit.requests).toBeGreaterThanOrEqual(10);
    expect([60, 120, 300, 600]).toContain(limit.windowSeconds);
  }
});

test('alarm thresholds are counts, rates and a latency, never negative', () => {
  for (const name of ENVIRONMENT_NAMES) {
    const { monitoring } = SETTINGS[name];
    for (const value of [
      monitoring.lambdaErrorThreshold,
      monitoring.throttleThreshold,
      monitoring.api5xxThreshold,
      monitoring.wafBlockedThreshold,
      monitoring.api4xxThreshold,
      monitoring.apiAuthFailureThreshold,
    ]) {
      expect(value).toBeGreaterThanOrEqual(0);
    }
    expect(monitoring.cloudFront5xxRatePercent).toBeGreaterThan(0);
    expect(monitoring.cloudFront5xxRatePercent).toBeLessThan(100);
    expect(monitoring.cloudFrontMinRequests).toBeGreaterThanOrEqual(1);
    expect(monitoring.durationOfTimeout).toBeGreaterThan(0);
    expect(monitoring.durationOfTimeout).toBeLessThan(1);
    expect(monitoring.accountConcurrencyLimit).toBeGreaterThanOrEqual(10);
    expect(monitoring.apiLatencyP99.toMilliseconds()).toBeGreaterThan(0);
    expect(monitoring.apiLatencyP99.toMilliseconds()).toBeLessThanOrEqual(
      Duration.seconds(29).toMilliseconds(),
    );
  }
});

test.each(ENVIRONMENT_NAMES)(
  'the %s API functions time out before API Gateway’s 29 s integration limit',
  (name) => {
    // A request's budget is the function's time left (minus a margin), so only a function that
    // ends first answers 503 itself; past 29 s API Gateway would answer 504 in its place.
    expect(SETTINGS[name].handlers.timeout.toMilliseconds()).toBeLessThan(INTEGRATION_TIMEOUT_MS);
  },
);
