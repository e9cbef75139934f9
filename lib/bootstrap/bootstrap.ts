/**
 * Bootstraps an environment: the SYSTEM unit, the shipped configs (in the config-artifacts bucket
 * and active on the SYSTEM unit), the first system admin, and the indexes of items written before
 * those indexes existed (child names, audit records' entities, the system admins' list of deletion
 * requests). Every step keeps what is already there, so a second run changes nothing. `bin/bootstrap.ts` runs it against a deployed stack;
 * the local platform's seed runs it against the stand-ins on every start.
 */
import { type AdminAccount, checkAdminIdentity } from './admin-account';
import { auditEntityIndexStep } from './audit-entity-index';
import { indexStaleChildren } from './child-name-index';
import { ensureActiveConfig } from './config-artifacts';
import { deletionRequestIndexStep } from './deletion-request-index';
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

/** Child units written before they were listed by name (data-keys.ts) join the order and search. */
async function childNameIndexStep(target: BootstrapTarget): Promise<Step> {
  const indexed = await indexStaleChildren(target);
  return {
    outcome: indexed === 0 ? 'unchanged' : 'updated',
    subject: 'name order and search of child units',
    ...(indexed === 0 ? {} : { note: `${indexed} ${indexed === 1 ? 'unit' : 'units'} indexed` }),
  };
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
  steps.push(await childNameIndexStep(target));
  steps.push(await auditEntityIndexStep(target));
  steps.push(await deletionRequestIndexStep(target));
  return { steps, admin: admin.account };
}
