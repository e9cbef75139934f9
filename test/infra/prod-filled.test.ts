/**
 * A retained environment with every safety setting filled: no deploy blocker, CloudFront holds
 * TLSv1.2_2021, and the console's CSP names its own documents bucket instead of the region's.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { App } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';

import { cdkJsonContext } from '../../lib/cdk-context';
import { PlatformStack } from '../../lib/platform-stack';
import { type EnvironmentSettings, SETTINGS } from '../../lib/settings';
import { FIXTURE_CONSOLE, resourcesOf } from './platform-fixture';

const settings: EnvironmentSettings = {
  ...SETTINGS.prod,
  website: {
    domain: {
      domainName: 'console.example.org',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0000-1111',
    },
  },
  identity: { ...SETTINGS.prod.identity, email: { fromAddress: 'no-reply@example.org' } },
  monitoring: { ...SETTINGS.prod.monitoring, alarmEmail: 'oncall@example.org' },
};
const app = new App({
  context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [] },
  outdir: fs.mkdtempSync(path.join(os.tmpdir(), 'orgconsole-domain-')),
});
const stack = new PlatformStack(app, 'OrgConsole-prod', {
  settings,
  consoleAssetPath: FIXTURE_CONSOLE,
  ownsAccountResources: true,
  env: { account: '123456789012', region: settings.region },
});
const template = Template.fromStack(stack);

test('with the domain, SES and an alarm e-mail set, prod has no deploy blocker and no warning', () => {
  expect(stack.deployBlockers).toEqual([]);
  expect(Annotations.fromStack(stack).findWarning('*', Match.anyValue())).toEqual([]);
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
