/**
 * Adds the platform to a CDK app, checked by cdk-nag: per requested environment its PlatformStack
 * and, in us-east-1, its EdgeMonitoringStack (the alarm on the console's CloudFront distribution,
 * whose metrics exist only there), deployed after it.
 */
import { Aspects, type App, NestedStack, type Stack } from 'aws-cdk-lib';
import {
  AwsSolutionsChecks,
  NagReportFormat,
  NIST80053R5Checks,
  ServerlessChecks,
  type INagLogger,
  type NagPackProps,
} from 'cdk-nag';

import { EdgeMonitoringStack, edgeMonitoringStackName } from './edge-monitoring-stack';
import { PlatformStack } from './platform-stack';
import {
  CLOUDFRONT_METRICS_REGION,
  ENVIRONMENT_NAMES,
  type EnvironmentName,
  type EnvironmentSettings,
  ownsAccountResources,
  SETTINGS,
  settingsFor,
} from './settings';

export interface PlatformOptions {
  environments: readonly EnvironmentName[];
  consoleAssetPath: string;
  /**
   * For environments whose settings name no account; defaults to CDK_DEFAULT_ACCOUNT. Without one
   * the stacks stay account-agnostic.
   */
  account?: string;
  /** Write cdk-nag's JSON/CSV reports into the app's outdir (default true). */
  nagReports?: boolean;
  /** Further receivers of every cdk-nag result (the compliance report's recorder). */
  nagLoggers?: INagLogger[];
  /** Settings to use instead of lib/settings.ts's, per environment (tests of filled settings). */
  settings?: Partial<Record<EnvironmentName, EnvironmentSettings>>;
}

/** One environment's stacks. */
export interface PlatformEnvironment {
  settings: EnvironmentSettings;
  /** Everything of the environment, in its region. */
  stack: PlatformStack;
  /** The alarm on the console's distribution, in us-east-1; deployed after `stack`. */
  edgeMonitoring: EdgeMonitoringStack;
}

/** An environment's stacks in deploy order (its compliance report covers them all). */
export function stacksOf(environment: PlatformEnvironment): Stack[] {
  return [environment.stack, environment.edgeMonitoring];
}

/** Every template of an environment: its stacks', each followed by its nested stacks'. */
export function templateStacksOf(environment: PlatformEnvironment): Stack[] {
  return stacksOf(environment).flatMap((stack) => [stack, ...nestedStacksOf(stack)]);
}

/** A stack's nested stacks, in the order they were added. */
export function nestedStacksOf(stack: Stack): NestedStack[] {
  return stack.node
    .findAll()
    .filter((c): c is NestedStack => c instanceof NestedStack && c.nestedStackParent === stack);
}

/** Names of the cdk-nag packs, as they prefix rule ids and report file names. */
export const NAG_PACK_NAMES = ['AwsSolutions', 'NIST.800.53.R5', 'Serverless'] as const;

export function addComplianceChecks(
  app: App,
  reports = true,
  additionalLoggers: INagLogger[] = [],
): void {
  const props: NagPackProps = {
    verbose: true,
    reports,
    reportFormats: [NagReportFormat.JSON, NagReportFormat.CSV],
    additionalLoggers,
  };
  Aspects.of(app).add(new AwsSolutionsChecks(props));
  Aspects.of(app).add(new NIST80053R5Checks(props));
  Aspects.of(app).add(new ServerlessChecks(props));
}

export function addPlatform(app: App, options: PlatformOptions): PlatformEnvironment[] {
  const environments = options.environments.map((name) => {
    const settings = options.settings?.[name] ?? settingsFor(name);
    const account = settings.account ?? options.account ?? process.env.CDK_DEFAULT_ACCOUNT;
    const stack = new PlatformStack(app, settings.stackName, {
      settings,
      consoleAssetPath: options.consoleAssetPath,
      ownsAccountResources: ownsAccountResources(name, { ...SETTINGS, ...options.settings }),
      env: { region: settings.region, ...(account ? { account } : {}) },
      terminationProtection: settings.stateful.terminationProtection,
      description: `OrgConsole platform (${settings.name})`,
    });
    // Same account as the environment's stack (set or not): Fn::GetStackOutput reads the
    // distribution's id from it without a role.
    const edgeMonitoring = new EdgeMonitoringStack(app, edgeMonitoringStackName(settings), {
      settings,
      distribution: stack.website.distribution,
      env: { region: CLOUDFRONT_METRICS_REGION, ...(account ? { account } : {}) },
      terminationProtection: settings.stateful.terminationProtection,
      description: `OrgConsole alarms on the console's CloudFront distribution (${settings.name})`,
    });
    return { settings, stack, edgeMonitoring };
  });
  addComplianceChecks(app, options.nagReports ?? true, options.nagLoggers);
  return environments;
}

/** `-c env=<name>` selects one environment, `-c env=all` every one; unset means `default`. */
export function environmentsFromContext(value: unknown): readonly EnvironmentName[] {
  if (value === undefined) return ['default'];
  if (value === 'all') return ENVIRONMENT_NAMES;
  return [settingsFor(String(value)).name];
}
