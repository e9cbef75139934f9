/** The id of a new unit (a tenant's ROOT unit or one under another): `ou-` and 16 hex digits. */
import { randomBytes } from 'node:crypto';

export function newUnitId(): string {
  return `ou-${randomBytes(8).toString('hex')}`;
}
