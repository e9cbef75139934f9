/**
 * Invariants of both environments. The stacks are built once here (bundling skipped, fixture
 * console) and every group of assertions runs against them.
 */
import { App, Stack } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import * as s3 from 'aws-cdk-lib/aws-s3';

import { addComplianceChecks } from '../../lib/platform-app';
import { describeApi } from './invariants/api';
import { describeApiFirewall } from './invariants/api-firewall';
import { describeCompliance } from './invariants/compliance';
import { describeDocsFigures } from './invariants/docs-figures';
import { describeEdgeMonitoring } from './invariants/edge-monitoring';
import { describeEnvironments } from './invariants/environments';
import { describeFunctions } from './invariants/functions';
import { describeGrants } from './invariants/grants';
import { describeIdentity } from './invariants/identity';
import { describeLimits } from './invariants/limits';
import { describeMonitoring } from './invariants/monitoring';
import { describeRedeploy } from './invariants/redeploy';
import { describeStorage } from './invariants/storage';
import { describeWebsite } from './invariants/website';
import { describeWildcards } from './invariants/wildcards';
import { buildPlatform } from './platform-fixture';

describe.each(buildPlatform())('environment $name', (built) => {
  describe('functions', () => describeFunctions(built));
  describe('storage', () => describeStorage(built));
  describe('identity', () => describeIdentity(built));
  describe('api', () => describeApi(built));
  describe('api firewall', () => describeApiFirewall(built));
  describe('website', () => describeWebsite(built));
  describe('monitoring', () => describeMonitoring(built));
  describe('CloudFront monitoring (us-east-1)', () => describeEdgeMonitoring(built));
  describe('redeploy', () => describeRedeploy(built));
  describe('grants', () => describeGrants(built));
  describe('wildcards', () => describeWildcards(built));
  describe('compliance', () => describeCompliance(built));
  describe('limits', () => describeLimits(built));
});

describe('both environments in one account', () => describeEnvironments(buildPlatform()));

describe('the deploying guide', () => describeDocsFigures(buildPlatform()));

test('the compliance checks do report findings (a bare bucket fails them)', () => {
  const app = new App();
  const stack = new Stack(app, 'Bare');
  new s3.Bucket(stack, 'Bucket');
  addComplianceChecks(app, false);
  const errors = Annotations.fromStack(stack).findError(
    '*',
    Match.stringLikeRegexp('AwsSolutions-S1'),
  );
  expect(errors.length).toBeGreaterThan(0);
});
