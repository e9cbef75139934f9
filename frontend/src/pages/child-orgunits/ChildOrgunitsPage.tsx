import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import Header from '@cloudscape-design/components/header';
import TextFilter from '@cloudscape-design/components/text-filter';

import { UNIT_SEARCH_MAX_LENGTH, useChildOrgunitPages } from '../../api/orgunit-children';
import { LoadFailureAlert } from '../../common/LoadFailureAlert';
import { unitPath } from '../../common/unit-routes';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { CHILD_ORGUNITS_TABLE } from '../../common/table/list-tables';
import { ListEmptyState } from '../../common/table/ListEmptyState';
import { ServerPagination } from '../../common/table/ServerPagination';
import { TablePreferences } from '../../common/table/TablePreferences';
import { useServerTable } from '../../common/table/use-server-table';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { useOnFollow } from '../../common/use-on-follow';
import { commonStrings } from '../../strings/common';
import { orgunitsStrings } from '../../strings/orgunits';
import { orgunitCardDefinition } from './OrgunitCard';

const text = orgunitsStrings.orgunits;

const CARDS_PER_PAGE = CHILD_ORGUNITS_TABLE.pageSizes;
/** The sections a user may hide; the deletion badge and the buttons always show. */
const OPTIONAL_SECTIONS = ['email', 'mobile'];
/** Spec §9: the search box is 400 px wide. */
const SEARCH_WIDTH = 400;

/** `/{ouid}/orgunits`: the active unit's children, searched and paged by the server. */
export default function ChildOrgunitsPage() {
  const { ouid, can } = useRequiredUnit();
  const onFollow = useOnFollow();
  const { preferences, setPreferences, search, query } = useServerTable(
    {
      ...CHILD_ORGUNITS_TABLE,
      columnIds: OPTIONAL_SECTIONS,
    },
    UNIT_SEARCH_MAX_LENGTH,
  );
  const list = useChildOrgunitPages(ouid, query);
  useUnitBreadcrumbs([commonStrings.menu.childOrganisations]);
  const visibleSections = [
    ...preferences.contentDisplay.filter((item) => item.visible).map((item) => item.id),
    'deletion',
    'actions',
  ];

  // A failed load shows its alert where the cards would be (not "No OrgUinits Found"); when an
  // earlier answer is still shown, the alert goes above it.
  const failure = list.error && (
    <LoadFailureAlert header={text.loadFailed} error={list.error} onRetry={list.retry} />
  );
  if (!ouid) return null;
  return (
    <Cards
      empty={
        <ListEmptyState
          failure={list.items ? undefined : failure}
          searching={search.search !== undefined}
          texts={{ empty: text.empty, noMatch: text.noMatch, clearSearch: text.clearSearch }}
          onClearSearch={() => search.setFilteringText('')}
        />
      }
      variant="full-page"
      items={list.items ?? []}
      loading={list.isLoading}
      loadingText={text.loading}
      trackBy={(item) => item.data.identifier}
      cardDefinition={orgunitCardDefinition({ ouid, canEdit: can('EditOrgunit'), onFollow })}
      visibleSections={visibleSections}
      cardsPerRow={[{ cards: 1 }, { minWidth: 560, cards: 2 }, { minWidth: 900, cards: 3 }]}
      header={
        <Header
          variant="awsui-h1-sticky"
          counter={list.isWholeList && list.items ? `(${list.items.length})` : undefined}
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
            filteringText={search.filteringText}
            onChange={({ detail }) => search.setFilteringText(detail.filteringText)}
            filteringPlaceholder={text.searchPlaceholder}
            filteringAriaLabel={text.searchAriaLabel}
          />
          {failure && list.items && <Box margin={{ top: 's' }}>{failure}</Box>}
        </div>
      }
      pagination={<ServerPagination list={list} />}
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
