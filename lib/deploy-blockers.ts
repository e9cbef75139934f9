/**
 * What keeps a retained environment (one whose data outlives its stack, i.e. prod) from being safe
 * on day one, named by the setting that fixes it. Each is an error at synth, so neither `cdk synth`
 * nor `cdk deploy` goes on, unless the engineer accepts it by name with the context value
 * `-c accept-deploy-blockers=<setting>[,<setting>…]`; an accepted blocker is noted at synth and
 * listed in the compliance report. `default` has none: its data goes with it.
 */
import { Annotations, type Stack } from 'aws-cdk-lib';

import { type EnvironmentSettings, isRetained } from './settings';

/** The settings whose absence blocks a retained environment's deploy. */
export const DEPLOY_BLOCKER_SETTINGS = [
  'identity.email',
  'monitoring.alarmEmail',
  'website.domain',
] as const;
export type DeployBlockerSetting = (typeof DEPLOY_BLOCKER_SETTINGS)[number];

export interface DeployBlocker {
  /** The settings path to fill in lib/settings.ts, e.g. `identity.email`. */
  setting: DeployBlockerSetting;
  /** What goes wrong while it is unset. */
  problem: string;
  /** Named in `-c accept-deploy-blockers=…`: the engineer deploys without it, knowingly. */
  accepted: boolean;
}

/** Prefix of the annotations' ids (`orgconsole:deploy-blocker:identity.email`). */
export const DEPLOY_BLOCKER_ID = 'orgconsole:deploy-blocker';

/** The CDK context value that accepts named deploy blockers. */
export const ACCEPT_DEPLOY_BLOCKERS_CONTEXT = 'accept-deploy-blockers';

const PROBLEMS: Record<DeployBlockerSetting, string> = {
  'identity.email':
    'Cognito sends its e-mails itself (about 50 a day per account): sign-ups, resends and password resets can use them up, and invitations stop. Name a verified SES identity.',
  'monitoring.alarmEmail':
    'Neither alarm topic (in the environment’s region and in us-east-1) has a subscription: alarms reach nobody.',
  'website.domain':
    'The console is served on *.cloudfront.net with CloudFront’s default certificate, which accepts TLS 1.0; a custom domain with its us-east-1 certificate gets TLSv1.2_2021.',
};

function isUnset(settings: EnvironmentSettings, setting: DeployBlockerSetting): boolean {
  switch (setting) {
    case 'identity.email':
      return !settings.identity.email;
    case 'monitoring.alarmEmail':
      return !settings.monitoring.alarmEmail;
    case 'website.domain':
      return !settings.website.domain;
  }
}

/**
 * The settings named by the context value (a comma-separated string, as `-c` gives it, or a list
 * in cdk.json). A name that is no deploy blocker's setting is refused: a typo must not pass
 * for an acceptance.
 */
export function acceptedSettingsOf(contextValue: unknown): Set<DeployBlockerSetting> {
  if (contextValue === undefined) return new Set();
  const names = (Array.isArray(contextValue) ? contextValue : String(contextValue).split(','))
    .map((name) => String(name).trim())
    .filter(Boolean);
  for (const name of names) {
    if (!(DEPLOY_BLOCKER_SETTINGS as readonly string[]).includes(name)) {
      throw new Error(
        `-c ${ACCEPT_DEPLOY_BLOCKERS_CONTEXT}: "${name}" is not a deploy blocker; expected some of ${DEPLOY_BLOCKER_SETTINGS.join(', ')}`,
      );
    }
  }
  return new Set(names as DeployBlockerSetting[]);
}

export function deployBlockersOf(
  settings: EnvironmentSettings,
  accepted: ReadonlySet<DeployBlockerSetting> = new Set(),
): DeployBlocker[] {
  if (!isRetained(settings)) return [];
  return DEPLOY_BLOCKER_SETTINGS.filter((setting) => isUnset(settings, setting)).map((setting) => ({
    setting,
    problem: PROBLEMS[setting],
    accepted: accepted.has(setting),
  }));
}

/** An error for each blocker not accepted (synth and deploy stop), a note for each accepted. */
export function annotateDeployBlockers(stack: Stack, blockers: readonly DeployBlocker[]): void {
  for (const { setting, problem, accepted } of blockers) {
    if (accepted) {
      Annotations.of(stack).addInfo(
        `Deploy blocker accepted (-c ${ACCEPT_DEPLOY_BLOCKERS_CONTEXT}): ${setting} is unset in lib/settings.ts (${stack.stackName}). ${problem}`,
      );
    } else {
      Annotations.of(stack).addError(
        `Deploy blocker: set ${setting} in lib/settings.ts (${stack.stackName}), or accept it with -c ${ACCEPT_DEPLOY_BLOCKERS_CONTEXT}=${setting}. ${problem} [${DEPLOY_BLOCKER_ID}:${setting}]`,
      );
    }
  }
}
