/**
 * Bootstraps an environment: the SYSTEM unit, the shipped configs (in the config-artifacts bucket
 * and active on the SYSTEM unit) and the first system admin. Every step keeps what is already
 * there, so a second run changes nothing. `bin/bootstrap.ts` runs it against a deployed stack;
 * the local platform's seed runs it against the stand-ins on every start.
 */
import { type AdminAccount, checkAdminIdentity } from './admin-account';
import { ensureActiveConfig } from './config-artifacts';
import { checkFirstAdmin, ensureFirstAdmin, type FirstAdminOptions } from './first-admin';
import { loadShippedConfigs, type ShippedConfig } from './shipped-configs';
import type { Step } from './steps';
import { ensureSystemUnit, SYSTEM_UNIT_ID } from './system-unit';
import type { BootstrapTarget } from './target';

export interface BootstrapOptions extends FirstAdminOptions {
  /** When created items say they were created (default: now). */
  at?: string;
  /** Default: the files in `configs/`. */
  configs?: readonly ShippedConfig[];
}

export interface BootstrapResult {
  steps: Step[];
  admin: AdminAccount;
}

export async function bootstrapPlatform(
  target: BootstrapTarget,
  options: BootstrapOptions,
): Promise<BootstrapResult> {
  const at = options.at ?? new Date().toISOString();
  // Checked first: a refused admin or a broken config file stops the run before anything is written.
  checkAdminIdentity(options.admin);
  const configs = options.configs ?? loadShippedConfigs();
  const plan = await checkFirstAdmin(target, options.admin);
  const steps: Step[] = [await ensureSystemUnit(target, at)];
  for (const shipped of configs) {
    steps.push(...(await ensureActiveConfig(target, SYSTEM_UNIT_ID, shipped, at)));
  }
  const admin = await ensureFirstAdmin(target, plan, options, at);
  steps.push(...admin.steps);
  return { steps, admin: admin.account };
}
