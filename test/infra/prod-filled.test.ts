/**
 * Prod with the deploy guide's three settings filled (docs/deploying.md, "Before the first
 * deploy"): an SES identity, an alarm e-mail, a custom domain with its us-east-1 certificate.
 * Synthesized as the CLI would, with the nag packs on and no blocker accepted: no error and no
 * warning in any of its stacks, nothing open; CloudFront holds TLSv1.2_2021, and the console's CSP
 * names its own documents bucket instead of the region's.
 */

import { Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';

import { ComplianceRecorder } from '../../lib/compliance/recorder';
import { openFindingsOf } from '../../lib/compliance/report';
import { writeComplianceReports } from '../../lib/compliance/write-reports';
import { addPlatform } from '../../lib/platform-app';
import { assertCertificateForCloudFront } from '../../lib/constructs/website';
import { type EnvironmentSettings, SETTINGS } from '../../lib/settings';
import { FIXTURE_CONSOLE, resourcesOf } from './platform-fixture';
import { flattenedTemplate } from './flattened-template';
import { testApp } from './test-app';

/** The three settings, filled the way the guide shows. */
export const FILLED_PROD: EnvironmentSettings = {
  ...SETTINGS.prod,
  website: {
    domain: {
      domainName: 'console.example.org',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0000-1111',
    },
  },
  identity: {
    ...SETTINGS.prod.identity,
    email: {
      fromAddress: 'no-reply@example.org',
      fromName: 'OrgConsole',
      verifiedDomain: 'example.org',
    },
  },
  monitoring: { ...SETTINGS.prod.monitoring, alarmEmail: 'platform-oncall@example.org' },
};
const app = testApp('prod-filled');
const recorder = new ComplianceRecorder();
const [prod] = addPlatform(app, {
  environments: ['prod'],
  consoleAssetPath: FIXTURE_CONSOLE,
  account: '123456789012',
  nagReports: false,
  nagLoggers: [recorder],
  settings: { prod: FILLED_PROD },
});
if (!prod) throw new Error('addPlatform made no stack for prod');
const { stack, edgeMonitoring } = prod;
const template = flattenedTemplate(stack);

test('no deploy blocker, and no error or warning in either stack', () => {
  expect(stack.deployBlockers).toEqual([]);
  for (const each of [stack, edgeMonitoring]) {
    const annotations = Annotations.fromStack(each);
    const findings = [
      ...annotations.findError('*', Match.anyValue()),
      ...annotations.findWarning('*', Match.anyValue()),
    ].map((finding) => `${each.node.path}: ${String(finding.entry.data).split('\n')[0]}`);
    expect(findings).toEqual([]);
  }
});

test('the compliance report, nested stacks included, has nothing open and no deploy blocker', () => {
  const [written] = writeComplianceReports(app.synth().directory, [prod], recorder);
  expect(written?.report.deployBlockers).toEqual([]);
  expect(openFindingsOf(written?.report.rules ?? [])).toEqual([]);
});

test('each alarm topic’s e-mail subscription keeps what it could not deliver in an encrypted queue', () => {
  for (const each of [template, Template.fromStack(edgeMonitoring)]) {
    const subscriptions = Object.values(resourcesOf(each, 'AWS::SNS::Subscription'));
    expect(subscriptions).toHaveLength(1);
    const [subscription] = subscriptions;
    expect(subscription?.Properties).toMatchObject({
      Protocol: 'email',
      Endpoint: 'platform-oncall@example.org',
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [expect.any(String), 'Arn'] } },
    });
    const queueId = (
      subscription?.Properties?.RedrivePolicy as { deadLetterTargetArn: { 'Fn::GetAtt': string[] } }
    ).deadLetterTargetArn['Fn::GetAtt'][0] as string;
    const queue = resourcesOf(each, 'AWS::SQS::Queue')[queueId];
    expect(queue?.Properties?.KmsMasterKeyId).toBeDefined();
  }
});

test('CloudFront serves the custom domain with TLSv1.2_2021 at least', () => {
  template.hasResourceProperties('AWS::CloudFront::Distribution', {
    DistributionConfig: Match.objectLike({
      Aliases: ['console.example.org'],
      ViewerCertificate: Match.objectLike({ MinimumProtocolVersion: 'TLSv1.2_2021' }),
    }),
  });
});

test('the CSP admits this environment’s documents bucket, not every bucket of the region', () => {
  const [, policy] =
    Object.entries(resourcesOf(template, 'AWS::CloudFront::ResponseHeadersPolicy')).find(([id]) =>
      id.startsWith('WebsiteSecurityHeaders'),
    ) ?? [];
  const csp = JSON.stringify(policy?.Properties);
  expect(csp).not.toContain('*.s3.');
  expect(csp).toMatch(/"Fn::GetAtt":\["StorageDocumentsBucket[0-9A-F]{8}","RegionalDomainName"\]/);
});

test('the stack names the distribution’s domain, where the custom domain’s DNS record points', () => {
  expect(template.toJSON().Outputs.ConsoleDistributionDomain.Value).toEqual({
    'Fn::GetAtt': [expect.stringMatching(/^WebsiteDistribution/), 'DomainName'],
  });
});

test('a certificate outside us-east-1 is refused at synth', () => {
  expect(() =>
    assertCertificateForCloudFront('arn:aws:acm:ap-south-1:123456789012:certificate/0000-1111'),
  ).toThrow(/must be an ACM certificate in us-east-1/);
  expect(() => assertCertificateForCloudFront('console.example.org')).toThrow(/us-east-1/);
  expect(() =>
    assertCertificateForCloudFront('arn:aws:acm:us-east-1:123456789012:certificate/0000-1111'),
  ).not.toThrow();
});

describe('during an edge secret rotation', () => {
  const rotating = testApp('rotation');
  const [environment] = addPlatform(rotating, {
    environments: ['prod'],
    consoleAssetPath: FIXTURE_CONSOLE,
    account: '123456789012',
    nagReports: false,
    settings: {
      prod: {
        ...FILLED_PROD,
        api: { ...FILLED_PROD.api, edgeSecretVersions: { current: 'v-new', previous: 'v-old' } },
      },
    },
  });
  const flat = JSON.stringify(flattenedTemplate(environment?.stack ?? new Stack()).toJSON());
  const versionsNamed = (text: string) =>
    [...text.matchAll(/:SecretString:::([\w-]*)\}\}/g)].map((match) => match[1]);

  test('the origin header and every WAF rule that trusts it name the pinned current version', () => {
    const header = /"HeaderName":"x-orgconsole-edge","HeaderValue":(\{.*?\]\]\})/.exec(flat)?.[1];
    expect(versionsNamed(header ?? '')).toEqual(['v-new']);
    const acl = JSON.stringify(
      Object.values(
        resourcesOf(flattenedTemplate(environment?.stack ?? new Stack()), 'AWS::WAFv2::WebACL'),
      ).find((each) => String(each.Properties?.Name).endsWith('-api')),
    );
    const named = versionsNamed(acl);
    expect(new Set(named)).toEqual(new Set(['v-new', 'v-old']));
    // Every reference to the secret names a version: none resolves whatever is current at deploy.
    expect(versionsNamed(flat).every((version) => version === 'v-new' || version === 'v-old')).toBe(
      true,
    );
  });
});

test('with SES named, its bounce and complaint rates alarm at the levels SES reviews an account', () => {
  const ses = Object.values(resourcesOf(template, 'AWS::CloudWatch::Alarm')).filter((alarm) =>
    String(alarm.Properties?.AlarmName).includes('-SES-'),
  );
  expect(
    ses.map((alarm) => [alarm.Properties?.MetricName, alarm.Properties?.Threshold]).sort(),
  ).toEqual([
    ['Reputation.BounceRate', 0.05],
    ['Reputation.ComplaintRate', 0.001],
  ]);
});
