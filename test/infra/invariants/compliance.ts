/**
 * cdk-nag (AwsSolutions, NIST 800-53 R5, Serverless): nothing left unacknowledged, no warning.
 * A retained environment's deploy blockers are errors unless accepted by name (the fixture
 * accepts the shipped prod's, as a reviewer's synth would).
 */
import { Annotations, Match } from 'aws-cdk-lib/assertions';

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
    const annotations = Annotations.fromStack(stack);
    const findings = [...annotations.findError('*', ANY), ...annotations.findWarning('*', ANY)].map(
      (finding) => String(finding.entry.data).split('\n')[0],
    );
    expect(findings).toEqual([]);
    // A nested stack's findings reach only the nag loggers (lib/compliance/recorder.ts).
    expect(built.openFindings).toEqual([]);
  });

  test(`the deploy blockers are ${name === 'prod' ? 'the three unset settings of the shipped prod, each accepted by name' : 'none'}`, () => {
    const accepted = Annotations.fromStack(stack)
      .findInfo('*', Match.stringLikeRegexp('^Deploy blocker accepted'))
      .map((finding) => String(finding.entry.data));
    expect(accepted).toHaveLength(name === 'prod' ? SHIPPED_PROD_BLOCKERS.length : 0);
    expect(stack.deployBlockers.map((b) => [b.setting, b.accepted])).toEqual(
      name === 'prod' ? SHIPPED_PROD_BLOCKERS.map((setting) => [setting, true]) : [],
    );
    for (const [index, message] of accepted.entries()) {
      expect(message).toContain(`${SHIPPED_PROD_BLOCKERS[index]} is unset in lib/settings.ts`);
    }
    expect(warningsOf(built)).toEqual([]);
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
