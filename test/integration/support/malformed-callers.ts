/**
 * The two callers of the hostile suite: the seeded system admin, who passes every authorization,
 * and the admin of ou-sales (a non-root unit). Both act on the unit the matrix sample is about,
 * so the unit admin's requests reach the operations too and input checks, not only
 * authorization, answer them.
 */
import type { HostileFixture } from './malformed-fixture';
import { actingUnitOf } from './matrix-callers';
import type { MatrixSample } from './matrix-samples';

export const HOSTILE_CALLER_NAMES = ['system admin', 'unit admin'] as const;
export type HostileCallerName = (typeof HOSTILE_CALLER_NAMES)[number];

/** The units the unit admin does not cover (siblings, the parent, the SYSTEM unit). */
const OUTSIDE_SALES = ['ou-engineering', 'ou-root', 'ou-system'] as const;

export interface HostileCaller {
  name: HostileCallerName;
  token: string;
  /** The `x-ouid` the caller sends with a sample. */
  actingUnit: (sample: MatrixSample) => string;
  /** Well-formed ids of units the caller may not act on or grant roles in. */
  foreignUnits: readonly string[];
  /**
   * Whether naming a foreign unit in `x-ouid` makes the sample's request wrong. A system admin
   * may act anywhere, so for them only reads and creates under a unit that does not exist are.
   */
  foreignActingUnitRefused: (sample: MatrixSample) => boolean;
  /** Whether the route refuses this caller whatever the input (so a 403 may come first). */
  refusedOn: (sample: MatrixSample) => boolean;
}

export function hostileCaller(name: HostileCallerName, fixture: HostileFixture): HostileCaller {
  if (name === 'system admin') {
    return {
      name,
      token: fixture.tokens.systemAdmin,
      actingUnit: actingUnitOf,
      foreignUnits: [fixture.nowhere],
      foreignActingUnitRefused: (sample) =>
        sample.route.startsWith('GET ') ||
        (sample.target === 'actingUnit' && sample.route !== 'POST /userprofile'),
      refusedOn: () => false,
    };
  }
  return {
    name,
    token: fixture.tokens.salesAdmin,
    actingUnit: () => 'ou-sales',
    foreignUnits: [...OUTSIDE_SALES, fixture.nowhere],
    foreignActingUnitRefused: () => true,
    refusedOn: (sample) => sample.unitAdminRefused === true || sample.context === 'root',
  };
}
