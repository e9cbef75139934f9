import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';

import { DOCUMENT_PATH, documentPageSchema, type DocumentView } from '../../api/document';
import { useServerPages } from '../../api/use-server-pages';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { LoadFailureAlert } from '../../common/LoadFailureAlert';
import { ServerPagination } from '../../common/table/ServerPagination';
import { documentsStrings } from '../../strings/documents';
import { type DocumentActions, documentColumns } from './columns';

const text = documentsStrings.table;
const PAGE_SIZE = 20;
const REQUEST = { path: DOCUMENT_PATH, limit: PAGE_SIZE };

/** The unit's documents, newest first, a page at a time as the server pages them. */
export function DocumentsTable(actions: DocumentActions) {
  const { ouid } = useRequiredUnit();
  const list = useServerPages<DocumentView>(REQUEST, ouid, documentPageSchema);
  const failure = list.error && (
    <LoadFailureAlert header={text.loadFailed} error={list.error} onRetry={list.retry} />
  );
  return (
    <Table
      variant="container"
      header={
        <Header
          variant="h2"
          counter={list.isWholeList ? `(${list.items?.length ?? 0})` : undefined}
        >
          {text.heading}
        </Header>
      }
      items={list.items ?? []}
      trackBy="id"
      loading={list.isLoading}
      loadingText={text.loading}
      columnDefinitions={documentColumns(actions)}
      firstIndex={(list.pagination.currentPageIndex - 1) * PAGE_SIZE + 1}
      empty={
        failure && !list.items ? (
          <Box textAlign="left">{failure}</Box>
        ) : (
          <Box textAlign="center" color="inherit">
            {text.empty}
          </Box>
        )
      }
      filter={failure && list.items ? failure : undefined}
      pagination={<ServerPagination list={list} />}
    />
  );
}
