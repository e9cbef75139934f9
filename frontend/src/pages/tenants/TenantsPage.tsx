import Button from '@cloudscape-design/components/button';

import { useAllTenants } from '../../api/tenant';
import { unitPath } from '../../common/unit-routes';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { CollectionTable } from '../../common/table/CollectionTable';
import { useOnFollow } from '../../common/use-on-follow';
import { tenantsStrings } from '../../strings/tenants';
import { tenantColumns } from './columns';

const text = tenantsStrings.tenants;

/** `/{ouid}/tenants` (system admins, SYSTEM units): every tenant with its counts; create one. */
export default function TenantsPage() {
  const { ouid } = useRequiredUnit();
  const onFollow = useOnFollow();
  const { data, isLoading, error, retry } = useAllTenants(ouid);
  useUnitBreadcrumbs([text.heading]);
  return (
    <CollectionTable
      preferencesId="tenants"
      heading={text.heading}
      description={text.description}
      actions={
        <Button variant="primary" href={unitPath(ouid, 'createTenant')} onFollow={onFollow}>
          {text.create}
        </Button>
      }
      items={data}
      isLoading={isLoading}
      error={error}
      onRetry={retry}
      texts={{
        loading: text.loading,
        empty: text.empty,
        noMatch: text.noMatch,
        clearFilter: text.clearFilter,
        filterPlaceholder: text.filterPlaceholder,
        filterAriaLabel: text.filterAriaLabel,
        loadFailed: text.loadFailed,
      }}
      columns={tenantColumns(onFollow)}
      trackBy="identifier"
      filterFields={['name', 'identifier']}
      defaultSortField="name"
    />
  );
}
