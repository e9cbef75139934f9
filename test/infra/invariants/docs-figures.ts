/** docs/deploying.md quotes the templates' figures (alarms, WAF rules): they must stay true. */
import fs from 'node:fs';
import path from 'node:path';

import { CLOUDFRONT_METRICS_REGION, PLATFORM_REGION } from '../../../lib/settings';
import { type BuiltEnvironment, resourcesOf } from '../platform-fixture';

const GUIDE = fs.readFileSync(
  path.join(__dirname, '..', '..', '..', 'docs', 'deploying.md'),
  'utf8',
);

export function describeDocsFigures(environments: readonly BuiltEnvironment[]): void {
  const count = (built: BuiltEnvironment, type: string) =>
    Object.keys(resourcesOf(built.template, type)).length;
  const rules = (built: BuiltEnvironment) =>
    Object.values(resourcesOf(built.template, 'AWS::WAFv2::WebACL')).reduce(
      (sum, acl) => sum + (acl.Properties?.Rules as unknown[]).length,
      0,
    );
  const byName = (name: string) => environments.find((e) => e.name === name) as BuiltEnvironment;

  test('the guide’s alarm counts are the templates’ (both stacks of an environment)', () => {
    const regional = environments.map((built) => count(built, 'AWS::CloudWatch::Alarm'));
    const edge = environments.map(
      (built) => Object.keys(resourcesOf(built.edge.template, 'AWS::CloudWatch::Alarm')).length,
    );
    expect(new Set(regional).size).toBe(1);
    expect(new Set(edge).size).toBe(1);
    const [inRegion = 0, atEdge = 0] = [regional[0], edge[0]];
    expect(GUIDE).toContain(
      `alarms (${inRegion + atEdge} in each environment: ${inRegion} in \`${PLATFORM_REGION}\`, ${atEdge} in \`${CLOUDFRONT_METRICS_REGION}\`)`,
    );
    expect(GUIDE).toContain(`CloudWatch alarms (${inRegion + atEdge} per environment)`);
  });

  test('the guide’s web ACL and rule counts are the templates’', () => {
    const [acls] = environments.map((built) => count(built, 'AWS::WAFv2::WebACL'));
    expect(GUIDE).toContain(
      `WAF: ${acls} web ACLs, ${rules(byName('default'))} rules (\`default\`) / ${rules(byName('prod'))} rules (\`prod\`)`,
    );
  });
}
