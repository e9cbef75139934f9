/** Adds the platform to a CDK app: one PlatformStack per requested environment, checked by cdk-nag. */
import { Aspects, type App } from 'aws-cdk-lib';
import {
  AwsSolutionsChecks,
  NagReportFormat,
  NIST80053R5Checks,
  ServerlessChecks,
  type INagLogger,
  type NagPackProps,
} from 'cdk-nag';

import { PlatformStack } from './platform-stack';
import {
  ENVIRONMENT_NAMES,
  type EnvironmentName,
  ownsAccountResources,
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

export function addPlatform(app: App, options: PlatformOptions): PlatformStack[] {
  const stacks = options.environments.map((name) => {
    const settings = settingsFor(name);
    const account = settings.account ?? options.account ?? process.env.CDK_DEFAULT_ACCOUNT;
    return new PlatformStack(app, settings.stackName, {
      settings,
      consoleAssetPath: options.consoleAssetPath,
      ownsAccountResources: ownsAccountResources(name),
      env: { region: settings.region, ...(account ? { account } : {}) },
      terminationProtection: settings.stateful.terminationProtection,
      description: `OrgConsole platform (${settings.name})`,
    });
  });
  addComplianceChecks(app, options.nagReports ?? true, options.nagLoggers);
  return stacks;
}

/** `-c env=<name>` selects one environment, `-c env=all` every one; unset means `default`. */
export function environmentsFromContext(value: unknown): readonly EnvironmentName[] {
  if (value === undefined) return ['default'];
  if (value === 'all') return ENVIRONMENT_NAMES;
  return [settingsFor(String(value)).name];
}
