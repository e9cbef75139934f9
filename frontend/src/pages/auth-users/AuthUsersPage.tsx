import { useCollection } from '@cloudscape-design/collection-hooks';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';

import { useAllUserProfiles } from '../../api/userprofile-admin';
import { unitPath } from '../../app/unit-routes';
import { useActiveUnitContext } from '../../common/shell/active-unit-context';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { useOnFollow } from '../../common/use-on-follow';
import { strings } from '../../strings';
import { authUserColumns } from './columns';

const text = strings.authUsers;
const PAGE_SIZE = 20;

/** `/{ouid}/authusers` (system admins on SYSTEM units): every sign-up user. */
export default function AuthUsersPage() {
  const { ouid = '', can } = useActiveUnitContext();
  const onFollow = useOnFollow();
  const { data, isLoading, error } = useAllUserProfiles(ouid);
  useUnitBreadcrumbs([text.heading]);

  const { items, actions, collectionProps, filterProps, filteredItemsCount, paginationProps } =
    useCollection(data ?? [], {
      filtering: {
        fields: ['name', 'username', 'email', 'phone_number'],
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

  const filtered = filterProps.filteringText !== '';
  return (
    <Table
      {...collectionProps}
      variant="full-page"
      items={items}
      trackBy="username"
      loading={isLoading}
      loadingText={text.loading}
      columnDefinitions={authUserColumns(ouid, onFollow, can('EditUser'))}
      header={
        <Header
          variant="awsui-h1-sticky"
          counter={data ? `(${data.length})` : undefined}
          description={text.description}
          actions={
            can('CreateUser') && (
              <Button variant="primary" href={unitPath(ouid, 'createUser')} onFollow={onFollow}>
                {text.signUpNewUser}
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
            countText={filtered ? text.matches(filteredItemsCount ?? 0) : undefined}
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
      pagination={<Pagination {...paginationProps} ariaLabels={text.paginationAriaLabels} />}
    />
  );
}
