/** cdk-nag (AwsSolutions, NIST 800-53 R5, Serverless): nothing left unacknowledged. */
import { Annotations, Match } from 'aws-cdk-lib/assertions';

import type { BuiltEnvironment } from '../platform-fixture';

const ANY = Match.stringLikeRegexp('.*');

export function describeCompliance({ stack, template }: BuiltEnvironment): void {
  test('no unacknowledged error or warning from the three cdk-nag packs (or CDK itself)', () => {
    const annotations = Annotations.fromStack(stack);
    const findings = [...annotations.findError('*', ANY), ...annotations.findWarning('*', ANY)].map(
      (finding) => `${finding.id}: ${String(finding.entry.data).split('\n')[0]}`,
    );
    expect(findings).toEqual([]);
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
