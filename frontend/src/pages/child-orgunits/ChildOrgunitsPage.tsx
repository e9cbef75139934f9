import { useEffect } from 'react';

import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter from '@cloudscape-design/components/text-filter';

import { failureMessage } from '../../api/api-error';
import { useChildOrgunits } from '../../api/orgunit-children';
import { unitPath } from '../../app/unit-routes';
import { useActiveUnitContext } from '../../common/shell/active-unit-context';
import { useShell } from '../../common/shell/shell-context';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { useOnFollow } from '../../common/use-on-follow';
import { strings } from '../../strings';
import { nameMatchesSearch } from './name-search';
import { orgunitCardDefinition } from './OrgunitCard';

const text = strings.orgunits;

/** Cards per page: divides evenly into rows of 1, 2, 3 or 4. */
export const CARDS_PER_PAGE = 24;
/** Spec §9: the search box is 400 px wide. */
const SEARCH_WIDTH = 400;

/** `/{ouid}/orgunits`: the active unit's children, searched and paged in the browser. */
export default function ChildOrgunitsPage() {
  const { ouid, can } = useActiveUnitContext();
  const { notify } = useShell();
  const onFollow = useOnFollow();
  const { data, isLoading, error } = useChildOrgunits(ouid);
  useUnitBreadcrumbs([strings.menu.childOrganisations]);

  useEffect(() => {
    if (error) notify('error', failureMessage(error, text.loadFailed));
  }, [error, notify]);

  const { items, actions, collectionProps, filterProps, filteredItemsCount, paginationProps } =
    useCollection(data ?? [], {
      filtering: {
        filteringFunction: (item, filteringText) =>
          nameMatchesSearch(item.data.name, filteringText),
        empty: (
          <Box textAlign="center" color="inherit">
            {error ? failureMessage(error, text.loadFailed) : text.empty}
          </Box>
        ),
        noMatch: (
          <Box textAlign="center" color="inherit">
            <SpaceBetween size="xs">
              <b>{text.noMatch}</b>
              <Button formAction="none" onClick={() => actions.setFiltering('')}>
                {text.clearSearch}
              </Button>
            </SpaceBetween>
          </Box>
        ),
      },
      pagination: { pageSize: CARDS_PER_PAGE },
    });

  if (!ouid) return null;
  return (
    <Cards
      {...collectionProps}
      variant="full-page"
      items={items}
      loading={isLoading}
      loadingText={text.loading}
      trackBy={(item) => item.data.identifier}
      cardDefinition={orgunitCardDefinition({ ouid, canEdit: can('EditOrgunit'), onFollow })}
      cardsPerRow={[{ cards: 1 }, { minWidth: 560, cards: 2 }, { minWidth: 900, cards: 3 }]}
      header={
        <Header
          variant="awsui-h1-sticky"
          counter={data ? `(${data.length})` : undefined}
          actions={
            can('CreateOrgunit') && (
              <Button
                variant="primary"
                href={unitPath(ouid, 'registerOrgunit')}
                onFollow={onFollow}
              >
                {text.addNew}
              </Button>
            )
          }
        >
          {text.heading}
        </Header>
      }
      filter={
        <div style={{ maxWidth: SEARCH_WIDTH }}>
          <TextFilter
            {...filterProps}
            filteringPlaceholder={text.searchPlaceholder}
            filteringAriaLabel={text.searchAriaLabel}
            filteringClearAriaLabel={text.clearSearchText}
            countText={
              filterProps.filteringText
                ? strings.common.matches(filteredItemsCount ?? 0)
                : undefined
            }
          />
        </div>
      }
      pagination={<Pagination {...paginationProps} ariaLabels={strings.common.pagination} />}
    />
  );
}
