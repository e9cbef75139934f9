import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';

import type { TenantView } from '../../api/tenant';
import { unitHomePath } from '../../common/redirect';
import type { useOnFollow } from '../../common/use-on-follow';
import { commonStrings } from '../../strings/common';
import { tenantsStrings } from '../../strings/tenants';
import { formatDate } from '../../common/format-date';

const text = tenantsStrings.tenants;

/** Name (opens the tenant's home), id, created, units, users. */
export function tenantColumns(
  onFollow: ReturnType<typeof useOnFollow>,
): TableProps.ColumnDefinition<TenantView>[] {
  return [
    {
      id: 'name',
      header: text.name,
      sortingField: 'name',
      isRowHeader: true,
      cell: (tenant) => (
        <Box>
          <Link href={unitHomePath(tenant.identifier)} onFollow={onFollow}>
            {tenant.name}
          </Link>
          {tenant.markedForDeletion && (
            <Box margin={{ left: 'xs' }} display="inline-block">
              <StatusIndicator type="warning">{text.requestedForDeletion}</StatusIndicator>
            </Box>
          )}
        </Box>
      ),
    },
    {
      id: 'identifier',
      header: text.identifier,
      sortingField: 'identifier',
      cell: (tenant) => tenant.identifier,
    },
    {
      id: 'created',
      header: text.created,
      sortingField: 'createdDate',
      cell: (tenant) => formatDate(tenant.createdDate) ?? commonStrings.common.notAvailable,
    },
    { id: 'units', header: text.units, sortingField: 'unitCount', cell: (t) => t.unitCount },
    { id: 'users', header: text.users, sortingField: 'userCount', cell: (t) => t.userCount },
  ];
}
