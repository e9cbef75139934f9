/** What every config route reads first: the identifier of the path and the acting unit. */
import type { UnitPlacement } from '../domain/units';
import { ForbiddenError } from '../shared/errors';
import type { AuthorizedInput } from '../shared/operation';

/** The path's identifier (the router checked it against its schema). */
export function identifierOf(input: Pick<AuthorizedInput, 'pathParameters'>): string {
  return input.pathParameters.identifier ?? '';
}

/**
 * The unit whose configs the call reads or changes. Only a system admin reaches an operation
 * without a stored acting unit (x-ouid naming no unit); configs need a real unit.
 */
export function actingUnitOf(input: Pick<AuthorizedInput, 'auth'>): UnitPlacement {
  const unit = input.auth.actingUnit;
  if (!unit) throw new ForbiddenError();
  return unit;
}
