import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';

import { ACCESS_SEARCH_LIMIT } from '@domain/schemas/access';

import { failureMessage } from '../../api/api-error';
import { useUnitPeoplePages } from '../../api/unit-access';
import { LoadFailureAlert } from '../../common/LoadFailureAlert';
import { ListEmptyState } from '../../common/table/ListEmptyState';
import { ServerPagination } from '../../common/table/ServerPagination';
import { useSearchText } from '../../common/table/use-search-text';
import { useOnFollow } from '../../common/use-on-follow';
import { useSession } from '../../session/session-context';
import { whoHasAccessStrings } from '../../strings/who-has-access';
import { grantingUnitHref } from './granting-unit-href';
import { type AccessExportState, useAccessExport } from './use-access-export';
import { whoHasAccessColumns } from './who-has-access-columns';

const text = whoHasAccessStrings;
const PAGE_SIZE = 20;

export interface WhoHasAccessProps {
  /** The active unit the page acts as. */
  ouid: string;
  unit: { id: string; ouidChain: string };
}

function ExportStatus({ state }: { state: AccessExportState }) {
  switch (state.phase) {
    case 'running':
      return <Box color="text-status-inactive">{text.exporting(state.rows)}</Box>;
    case 'saved':
      return state.cutAfterPages === undefined ? (
        <Alert type="success">{text.exported(state.rows)}</Alert>
      ) : (
        <Alert type="warning">{text.exportCut(state.cutAfterPages, state.rows)}</Alert>
      );
    case 'failed':
      return <Alert type="error">{failureMessage(state.error, text.exportFailed)}</Alert>;
    default:
      return null;
  }
}

/**
 * A unit page's "Who has access" (issue 39 §2): the people whose roles cover the unit, its own
 * members first, a page at a time as the server pages them, searched by the server, and the
 * list (as searched) exported as CSV. The page shows it only to admins covering the unit.
 */
export function WhoHasAccess({ ouid, unit }: WhoHasAccessProps) {
  const onFollow = useOnFollow();
  const { session } = useSession();
  const search = useSearchText(ACCESS_SEARCH_LIMIT);
  const list = useUnitPeoplePages(ouid, unit.id, { limit: PAGE_SIZE, search: search.search });
  const exporter = useAccessExport(ouid, unit.id, search.search, text.csv.fileName(unit.id));
  const viewer = { targetChain: unit.ouidChain, actingOuid: ouid, ownUnits: session?.units ?? [] };
  const columns = whoHasAccessColumns({
    unitHref: (unitId) => grantingUnitHref(unitId, viewer),
    onFollow,
  });
  const failure = list.error && (
    <LoadFailureAlert header={text.loadFailed} error={list.error} onRetry={list.retry} />
  );
  const exporting = exporter.state.phase === 'running';

  return (
    <Table
      variant="container"
      header={
        <Header
          variant="h2"
          description={text.description}
          counter={list.isWholeList && list.items ? `(${list.items.length})` : undefined}
          actions={
            <Button
              iconName="download"
              onClick={exporter.start}
              loading={exporting}
              disabled={exporting}
            >
              {text.exportCsv}
            </Button>
          }
        >
          {text.heading}
        </Header>
      }
      items={list.items ?? []}
      trackBy={(row) => `${row.unitId}/${row.username}`}
      loading={list.isLoading}
      loadingText={text.loading}
      columnDefinitions={columns}
      firstIndex={(list.pagination.currentPageIndex - 1) * PAGE_SIZE + 1}
      empty={
        <ListEmptyState
          failure={list.items ? undefined : failure}
          searching={search.search !== undefined}
          texts={{ empty: text.empty, noMatch: text.noMatch, clearSearch: text.clearSearch }}
          onClearSearch={() => search.setFilteringText('')}
        />
      }
      filter={
        <SpaceBetween size="s">
          <TextFilter
            filteringText={search.filteringText}
            onChange={({ detail }) => search.setFilteringText(detail.filteringText)}
            filteringPlaceholder={text.searchPlaceholder}
            filteringAriaLabel={text.searchAriaLabel}
          />
          {failure && list.items ? failure : null}
          <ExportStatus state={exporter.state} />
        </SpaceBetween>
      }
      pagination={<ServerPagination list={list} />}
    />
  );
}
