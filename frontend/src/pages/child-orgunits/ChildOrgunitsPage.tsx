import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter from '@cloudscape-design/components/text-filter';

import { useChildOrgunits } from '../../api/orgunit-children';
import { LoadFailureAlert } from '../../common/LoadFailureAlert';
import { unitPath } from '../../common/unit-routes';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { TablePreferences } from '../../common/table/TablePreferences';
import { useTablePreferences } from '../../common/table/use-table-preferences';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { useOnFollow } from '../../common/use-on-follow';
import { commonStrings } from '../../strings/common';
import { orgunitsStrings } from '../../strings/orgunits';
import { nameMatchesSearch } from './name-search';
import { orgunitCardDefinition } from './OrgunitCard';

const text = orgunitsStrings.orgunits;

/** Cards per page: each divides evenly into rows of 1, 2, 3 or 4. */
const CARDS_PER_PAGE = [12, 24, 48, 96];
/** The sections a user may hide; the deletion badge and the buttons always show. */
const OPTIONAL_SECTIONS = ['email', 'mobile'];
/** Spec §9: the search box is 400 px wide. */
const SEARCH_WIDTH = 400;

/** `/{ouid}/orgunits`: the active unit's children, searched and paged in the browser. */
export default function ChildOrgunitsPage() {
  const { ouid, can } = useRequiredUnit();
  const onFollow = useOnFollow();
  const { data, isLoading, error, retry } = useChildOrgunits(ouid);
  useUnitBreadcrumbs([commonStrings.menu.childOrganisations]);
  const [preferences, setPreferences] = useTablePreferences({
    id: 'child-orgunits',
    columnIds: OPTIONAL_SECTIONS,
    pageSizes: CARDS_PER_PAGE,
    pageSize: CARDS_PER_PAGE[1],
  });
  const visibleSections = [
    ...preferences.contentDisplay.filter((item) => item.visible).map((item) => item.id),
    'deletion',
    'actions',
  ];

  // A failed load shows its alert where the cards would be (not "No OrgUinits Found"); when an
  // earlier answer is still shown, the alert goes above it.
  const failure = error && (
    <LoadFailureAlert header={text.loadFailed} error={error} onRetry={retry} />
  );

  const { items, actions, collectionProps, filterProps, filteredItemsCount, paginationProps } =
    useCollection(data ?? [], {
      filtering: {
        filteringFunction: (item, filteringText) =>
          nameMatchesSearch(item.data.name, filteringText),
        empty: (
          <Box textAlign="center" color="inherit">
            {text.empty}
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
      pagination: { pageSize: preferences.pageSize },
    });

  if (!ouid) return null;
  return (
    <Cards
      {...collectionProps}
      empty={failure && !data ? <Box textAlign="left">{failure}</Box> : collectionProps.empty}
      variant="full-page"
      items={items}
      loading={isLoading}
      loadingText={text.loading}
      trackBy={(item) => item.data.identifier}
      cardDefinition={orgunitCardDefinition({ ouid, canEdit: can('EditOrgunit'), onFollow })}
      visibleSections={visibleSections}
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
            countText={
              filterProps.filteringText
                ? commonStrings.common.matches(filteredItemsCount ?? 0)
                : undefined
            }
          />
          {failure && data && <Box margin={{ top: 's' }}>{failure}</Box>}
        </div>
      }
      pagination={<Pagination {...paginationProps} />}
      preferences={
        <TablePreferences
          preferences={preferences}
          onConfirm={setPreferences}
          columns={[
            { id: 'email', label: text.email },
            { id: 'mobile', label: text.mobile },
          ]}
          pageSizes={CARDS_PER_PAGE}
          wrapLines={false}
          contentTitle={text.cardContent}
        />
      }
    />
  );
}
