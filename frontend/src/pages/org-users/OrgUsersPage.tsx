import { useMemo } from 'react';

import { useCollection } from '@cloudscape-design/collection-hooks';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';

import { useOrgUsers } from '../../api/orguser';
import { unitPath } from '../../app/unit-routes';
import { useActiveUnitContext } from '../../common/shell/active-unit-context';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { useOnFollow } from '../../common/use-on-follow';
import { strings } from '../../strings';
import { orgUserColumns } from './columns';
import { orgUserRows } from './org-user-rows';

const text = strings.orgUsers;
const PAGE_SIZE = 20;
const FILTER_FIELDS = ['name', 'username', 'email', 'phone_number', 'unitRoles'];

/** `/{ouid}/orgusers`: the members of the active unit (spec §2). */
export default function OrgUsersPage() {
  const { ouid = '', can } = useActiveUnitContext();
  const onFollow = useOnFollow();
  const { data, isLoading, error } = useOrgUsers(ouid);
  useUnitBreadcrumbs([text.heading]);
  const rows = useMemo(() => orgUserRows(data ?? [], ouid), [data, ouid]);

  const { items, actions, collectionProps, filterProps, filteredItemsCount, paginationProps } =
    useCollection(rows, {
      filtering: {
        fields: FILTER_FIELDS,
        empty: <Box textAlign="center">{text.empty}</Box>,
        noMatch: (
          <Box textAlign="center">
            <Box variant="p">{text.noMatches}</Box>
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
      trackBy="username"
      loading={isLoading}
      loadingText={text.loading}
      wrapLines
      columnDefinitions={orgUserColumns(ouid, onFollow, can('EditOrgUser'))}
      header={
        <Header
          variant="awsui-h1-sticky"
          counter={data ? `(${data.length})` : undefined}
          actions={
            can('CreateOrgUser') && (
              <Button variant="primary" href={unitPath(ouid, 'createOrgUser')} onFollow={onFollow}>
                {text.addUser}
              </Button>
            )
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
              filterProps.filteringText ? text.filterCount(filteredItemsCount ?? 0) : undefined
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
      pagination={<Pagination {...paginationProps} ariaLabels={text.pagination} />}
    />
  );
}
