/**
 * cdk-nag (AwsSolutions, NIST 800-53 R5, Serverless): nothing left unacknowledged. The only
 * warnings a synth may print are the deploy blockers of a retained environment, each naming the
 * setting to fill.
 */
import { Annotations, Match } from 'aws-cdk-lib/assertions';

import { DEPLOY_BLOCKER_ID } from '../../../lib/deploy-blockers';
import { nestedStacksOf } from '../../../lib/platform-app';
import type { BuiltEnvironment } from '../platform-fixture';

const ANY = Match.stringLikeRegexp('.*');

/** The settings the shipped prod still lacks (lib/settings.ts). */
const SHIPPED_PROD_BLOCKERS = ['identity.email', 'monitoring.alarmEmail', 'website.domain'];

function warningsOf({ stack }: BuiltEnvironment): string[] {
  return Annotations.fromStack(stack)
    .findWarning('*', ANY)
    .map((finding) => String(finding.entry.data));
}

export function describeCompliance(built: BuiltEnvironment): void {
  const { name, stack, template } = built;

  test('no unacknowledged error or warning from the three cdk-nag packs (or CDK itself)', () => {
    const findings = [stack, ...nestedStacksOf(stack)]
      .map((each) => Annotations.fromStack(each))
      .flatMap((annotations) => [
        ...annotations.findError('*', ANY),
        ...annotations.findWarning('*', ANY),
      ])
      .map((finding) => String(finding.entry.data))
      .filter((message) => !message.includes(`[ack: ${DEPLOY_BLOCKER_ID}:`))
      .map((message) => message.split('\n')[0]);
    expect(findings).toEqual([]);
  });

  test(`the deploy blockers warned of are ${name === 'prod' ? 'the three unset settings of the shipped prod' : 'none'}`, () => {
    const blockers = warningsOf(built).flatMap(
      (message) => new RegExp(`\\[ack: ${DEPLOY_BLOCKER_ID}:([\\w.]+)\\]`).exec(message)?.[1] ?? [],
    );
    expect(blockers.sort()).toEqual(name === 'prod' ? SHIPPED_PROD_BLOCKERS : []);
    expect(stack.deployBlockers.map((b) => b.setting).sort()).toEqual(blockers.sort());
    for (const message of warningsOf(built)) {
      expect(message).toMatch(
        /^Deploy blocker: set [\w.]+ in lib\/settings\.ts \(OrgConsole-prod\)/,
      );
    }
  });

  test('every acknowledgement names a rule and gives a reason a reviewer can check', () => {
    const metadata = Object.values(
      template.toJSON().Resources as Record<
        string,
        { Metadata?: { cdk_nag?: { rules_to_suppress: { id: string; reason: string }[] } } }
      >,
    ).flatMap((resource) => resource.Metadata?.cdk_nag?.rules_to_suppress ?? []);
    expect(metadata.length).toBeGreaterThan(0);
    for (const acknowledgement of metadata) {
      expect(acknowledgement.id).toMatch(
        /^(AwsSolutions|NIST\.800\.53\.R5|Serverless)-[A-Za-z0-9]+$/,
      );
      expect(acknowledgement.reason.length).toBeGreaterThan(40);
    }
  });
}
