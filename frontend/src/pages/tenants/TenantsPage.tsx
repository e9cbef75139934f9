import { useCollection } from '@cloudscape-design/collection-hooks';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';

import { useAllTenants } from '../../api/tenant';
import { unitPath } from '../../app/unit-routes';
import { useActiveUnitContext } from '../../common/shell/active-unit-context';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { useOnFollow } from '../../common/use-on-follow';
import { strings } from '../../strings';
import { tenantColumns } from './columns';

const text = strings.tenants;
const PAGE_SIZE = 20;

/** `/{ouid}/tenants` (system admins, SYSTEM units): every tenant with its counts; create one. */
export default function TenantsPage() {
  const { ouid = '' } = useActiveUnitContext();
  const onFollow = useOnFollow();
  const { data, isLoading, error } = useAllTenants(ouid);
  useUnitBreadcrumbs([text.heading]);
  const { items, actions, collectionProps, filterProps, filteredItemsCount, paginationProps } =
    useCollection(data ?? [], {
      filtering: {
        fields: ['name', 'identifier'],
        empty: <Box textAlign="center">{text.empty}</Box>,
        noMatch: (
          <Box textAlign="center">
            <Box variant="p">{text.noMatch}</Box>
            <Button onClick={() => actions.setFiltering('')}>{text.clearFilter}</Button>
          </Box>
        ),
      },
      sorting: { defaultState: { sortingColumn: { sortingField: 'name' } } },
      pagination: { pageSize: PAGE_SIZE },
    });

  return (
    <Table
      {...collectionProps}
      variant="full-page"
      items={items}
      trackBy="identifier"
      loading={isLoading}
      loadingText={text.loading}
      columnDefinitions={tenantColumns(onFollow)}
      header={
        <Header
          variant="awsui-h1-sticky"
          counter={data ? `(${data.length})` : undefined}
          description={text.description}
          actions={
            <Button variant="primary" href={unitPath(ouid, 'createTenant')} onFollow={onFollow}>
              {text.create}
            </Button>
          }
        >
          {text.heading}
        </Header>
      }
      filter={
        <>
          <TextFilter
            {...filterProps}
            filteringPlaceholder={text.filterPlaceholder}
            filteringAriaLabel={text.filterAriaLabel}
            countText={
              filterProps.filteringText
                ? strings.common.matches(filteredItemsCount ?? 0)
                : undefined
            }
          />
          {error && (
            <Box margin={{ top: 's' }}>
              <Alert type="error" header={text.loadFailed}>
                {error.message}
              </Alert>
            </Box>
          )}
        </>
      }
      pagination={<Pagination {...paginationProps} ariaLabels={strings.common.pagination} />}
    />
  );
}
