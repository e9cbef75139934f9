/** docs/deploying.md quotes the templates' figures (alarms, WAF rules): they must stay true. */
import fs from 'node:fs';
import path from 'node:path';

import { CLOUDFRONT_METRICS_REGION, PLATFORM_REGION } from '../../../lib/settings';
import { type BuiltEnvironment, resourcesOf } from '../platform-fixture';

const GUIDE = fs.readFileSync(
  path.join(__dirname, '..', '..', '..', 'docs', 'deploying.md'),
  'utf8',
);

interface AlarmCounts {
  inRegion: number;
  atEdge: number;
  total: number;
}

export function describeDocsFigures(environments: readonly BuiltEnvironment[]): void {
  const count = (built: BuiltEnvironment, type: string) =>
    Object.keys(resourcesOf(built.template, type)).length;
  const rules = (built: BuiltEnvironment) =>
    Object.values(resourcesOf(built.template, 'AWS::WAFv2::WebACL')).reduce(
      (sum, acl) => sum + (acl.Properties?.Rules as unknown[]).length,
      0,
    );
  const byName = (name: string) => environments.find((e) => e.name === name) as BuiltEnvironment;

  test('the guide’s alarm counts are the templates’ (both stacks of each environment)', () => {
    const [defaults, prod] = ['default', 'prod'].map((name) => {
      const built = byName(name);
      const inRegion = count(built, 'AWS::CloudWatch::Alarm');
      const atEdge = Object.keys(resourcesOf(built.edge.template, 'AWS::CloudWatch::Alarm')).length;
      return { inRegion, atEdge, total: inRegion + atEdge };
    }) as [AlarmCounts, AlarmCounts];
    expect(prod.atEdge).toBe(defaults.atEdge);
    expect(GUIDE).toContain(
      `alarms (${defaults.total} in \`default\`, ${prod.total} in \`prod\`: ${defaults.inRegion} and ${prod.inRegion} in \`${PLATFORM_REGION}\`, ${defaults.atEdge} in \`${CLOUDFRONT_METRICS_REGION}\`)`,
    );
    expect(GUIDE).toContain(`CloudWatch alarms (${defaults.total} / ${prod.total})`);
  });

  test('the guide’s web ACL and rule counts are the templates’', () => {
    const [acls] = environments.map((built) => count(built, 'AWS::WAFv2::WebACL'));
    expect(GUIDE).toContain(
      `WAF: ${acls} web ACLs, ${rules(byName('default'))} rules (\`default\`) / ${rules(byName('prod'))} rules (\`prod\`)`,
    );
  });
}
