/** The platform's SYSTEM unit: where system admins work and the shipped configs are active. */
import { orgunitRecord } from '../../lambdas/domain/record-builders';
import { PLATFORM_UNIT_ID } from '../../lambdas/domain/units';
import type { Step } from './steps';
import { putIfMissing } from './put-if-missing';
import { BOOTSTRAP_ACTOR, type BootstrapTarget } from './target';

export const SYSTEM_UNIT_ID = PLATFORM_UNIT_ID;

export const SYSTEM_UNIT = {
  id: SYSTEM_UNIT_ID,
  name: 'Platform System',
  type: 'SYSTEM',
  ouidChain: SYSTEM_UNIT_ID,
  description: 'Platform operators',
} as const;

/** A SYSTEM unit is a top unit (no parent), so it holds no sibling-name or tenant-name item. */
export async function ensureSystemUnit(target: BootstrapTarget, at: string): Promise<Step> {
  const created = await putIfMissing(
    target,
    orgunitRecord({
      identifier: SYSTEM_UNIT.id,
      ouidChain: SYSTEM_UNIT.ouidChain,
      type: SYSTEM_UNIT.type,
      name: SYSTEM_UNIT.name,
      description: SYSTEM_UNIT.description,
      emailId: '',
      mobile: '',
      markedForDeletion: false,
      createdBy: BOOTSTRAP_ACTOR,
      createdDate: at,
      lastModifiedDate: at,
      version: 1,
    }),
  );
  return {
    outcome: created ? 'created' : 'unchanged',
    subject: `SYSTEM unit ${SYSTEM_UNIT.id} (${SYSTEM_UNIT.name})`,
  };
}
