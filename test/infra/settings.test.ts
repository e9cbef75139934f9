/**
 * What settings change, checked on small stacks: SES e-mail for the user pool, the alarm e-mail
 * subscription, and which environment creates the account-level resources.
 */
import { App, Duration, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';

import { AlarmTopic } from '../../lib/constructs/alarm-topic';
import { INTEGRATION_TIMEOUT_MS } from '../../local/integration-timeout';
import { Identity } from '../../lib/constructs/identity';
import {
  ENVIRONMENT_NAMES,
  type EnvironmentSettings,
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

describe('the account-level resources are created once per account and region', () => {
  const withAccounts = (accounts: Partial<Record<string, string>>) =>
    Object.fromEntries(
      ENVIRONMENT_NAMES.map((name) => [name, { ...SETTINGS[name], account: accounts[name] }]),
    ) as typeof SETTINGS;
  const owners = (all: typeof SETTINGS) =>
    ENVIRONMENT_NAMES.filter((name) => ownsAccountResources(name, all));

  test('in one account (named or not) the first environment creates them', () => {
    expect(owners(withAccounts({}))).toEqual(['default']);
    expect(owners(withAccounts({ default: ACCOUNT, prod: ACCOUNT }))).toEqual(['default']);
  });

  test('environments in their own accounts each create them', () => {
    expect(owners(withAccounts({ default: '111111111111', prod: '222222222222' }))).toEqual([
      'default',
      'prod',
    ]);
  });

  test('the settings as they are: exactly one creator per account', () => {
    const accounts = new Set(ENVIRONMENT_NAMES.map((name) => SETTINGS[name].account));
    expect(owners(SETTINGS)).toHaveLength(accounts.size);
  });
});

test('alarm thresholds are counts and a latency, never negative', () => {
  for (const name of ENVIRONMENT_NAMES) {
    const { monitoring } = SETTINGS[name];
    for (const value of [
      monitoring.lambdaErrorThreshold,
      monitoring.throttleThreshold,
      monitoring.api5xxThreshold,
      monitoring.wafBlockedThreshold,
    ]) {
      expect(value).toBeGreaterThanOrEqual(0);
    }
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
