/** The tenant as the API shows it: its ROOT unit's fields and its counts. */
import type { OrgunitRecord } from '../domain/records';
import type { TenantView } from '../domain/schemas/tenant';

export function tenantView(
  record: OrgunitRecord,
  unitCount: number,
  userCount: number,
): TenantView {
  return {
    identifier: record.identifier,
    name: record.name,
    description: record.description,
    emailId: record.emailId,
    mobile: record.mobile,
    createdDate: record.createdDate,
    markedForDeletion: record.markedForDeletion,
    unitCount,
    userCount,
  };
}
