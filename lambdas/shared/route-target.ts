/**
 * An operation's `targetUnit`: the unit the route table's target source names (domain/route-target.ts,
 * which the access explainer reads too), with it and `x-ouid` checked as unit ids (400 otherwise).
 */
import { routeTargetUnit, targetSourceOf } from '../domain/route-target';
import type { OperationInput } from './operation';
import { checkedUnitId } from './unit-ids';

export function routeTarget(input: OperationInput): string | undefined {
  checkedUnitId(input.actingUnitId, 'x-ouid');
  const name = targetSourceOf(input.route)?.name ?? 'target';
  return checkedUnitId(routeTargetUnit(input.route, input), name);
}
