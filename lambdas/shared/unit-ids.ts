/**
 * Unit ids named by a request (path, query, `x-ouid`) are checked before any lookup, so a malformed
 * or oversized id is a 400 and never reaches DynamoDB as an invalid key.
 */
import { unitIdSchema } from '../domain/schemas/orgunit';
import { BadRequestError } from './errors';
import { API_MESSAGES } from './messages';

export function checkedUnitId(value: string | undefined, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (!unitIdSchema.safeParse(value).success)
    throw new BadRequestError(API_MESSAGES.invalidUnitId(name));
  return value;
}

/** The target unit id of a route, with the acting unit id (`x-ouid`) checked alongside it. */
export function checkedTarget(
  target: string | undefined,
  targetName: string,
  actingUnitId: string | undefined,
): string | undefined {
  checkedUnitId(actingUnitId, 'x-ouid');
  return checkedUnitId(target, targetName);
}
