/** docs/deploying.md quotes the templates' figures (alarms, WAF rules): they must stay true. */
import fs from 'node:fs';
import path from 'node:path';

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

  test('the guide’s alarm count is the templates’', () => {
    const alarms = environments.map((built) => count(built, 'AWS::CloudWatch::Alarm'));
    expect(new Set(alarms).size).toBe(1);
    expect(GUIDE).toContain(`alarms (${alarms[0]} in each environment)`);
    expect(GUIDE).toContain(`CloudWatch alarms (${alarms[0]} per environment)`);
  });

  test('the guide’s web ACL and rule counts are the templates’', () => {
    const [acls] = environments.map((built) => count(built, 'AWS::WAFv2::WebACL'));
    expect(GUIDE).toContain(
      `WAF: ${acls} web ACLs, ${rules(byName('default'))} rules (\`default\`) / ${rules(byName('prod'))} rules (\`prod\`)`,
    );
  });
}
