/**
 * What keeps a retained environment (one whose data outlives its stack, i.e. prod) from being safe
 * on day one, named by the setting that fixes it. Synth warns about each (a CDK warning
 * annotation, so `cdk deploy --strict` refuses) and the compliance report lists them; a synth
 * without --strict still succeeds, so a fresh clone can synthesize the shipped settings.
 */
import { Annotations, type Stack } from 'aws-cdk-lib';

import { type EnvironmentSettings, isRetained } from './settings';

export interface DeployBlocker {
  /** The settings path to fill in lib/settings.ts, e.g. `identity.email`. */
  setting: string;
  /** What goes wrong while it is unset. */
  problem: string;
}

/** Prefix of the warnings' ids (`orgconsole:deploy-blocker:identity.email`). */
export const DEPLOY_BLOCKER_ID = 'orgconsole:deploy-blocker';

export function deployBlockersOf(settings: EnvironmentSettings): DeployBlocker[] {
  if (!isRetained(settings)) return [];
  const blockers: DeployBlocker[] = [];
  if (!settings.identity.email) {
    blockers.push({
      setting: 'identity.email',
      problem:
        'Cognito sends its e-mails itself (about 50 a day per account): sign-ups, resends and password resets can use them up, and invitations stop. Name a verified SES identity.',
    });
  }
  if (!settings.monitoring.alarmEmail) {
    blockers.push({
      setting: 'monitoring.alarmEmail',
      problem:
        'Neither alarm topic (in the environment’s region and in us-east-1) has a subscription: alarms reach nobody.',
    });
  }
  if (!settings.website.domain) {
    blockers.push({
      setting: 'website.domain',
      problem:
        'The console is served on *.cloudfront.net with CloudFront’s default certificate, which accepts TLS 1.0; a custom domain with its us-east-1 certificate gets TLSv1.2_2021.',
    });
  }
  return blockers;
}

export function warnOfDeployBlockers(stack: Stack, blockers: readonly DeployBlocker[]): void {
  for (const { setting, problem } of blockers) {
    Annotations.of(stack).addWarningV2(
      `${DEPLOY_BLOCKER_ID}:${setting}`,
      `Deploy blocker: set ${setting} in lib/settings.ts (${stack.stackName}). ${problem}`,
    );
  }
}
