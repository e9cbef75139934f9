import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import type { TableProps } from '@cloudscape-design/components/table';

import type { DocumentView } from '../../api/document';
import { formatDate } from '../../common/format-date';
import { documentsStrings } from '../../strings/documents';
import { formatSize } from './format-size';

const text = documentsStrings.table;

export interface DocumentActions {
  onPreview: (document: DocumentView) => void;
  /** Absent when the user may not delete (members): no Manage column. */
  onDelete?: (document: DocumentView) => void;
}

export function documentColumns({
  onPreview,
  onDelete,
}: DocumentActions): TableProps.ColumnDefinition<DocumentView>[] {
  const columns: TableProps.ColumnDefinition<DocumentView>[] = [
    {
      id: 'name',
      header: text.name,
      cell: (item) => (
        <Link ariaLabel={text.preview(item.name)} onFollow={() => onPreview(item)}>
          {item.name}
        </Link>
      ),
      isRowHeader: true,
    },
    { id: 'size', header: text.size, cell: (item) => formatSize(item.size) },
    { id: 'type', header: text.type, cell: (item) => item.contentType },
    { id: 'uploadedBy', header: text.uploadedBy, cell: (item) => item.uploadedBy },
    { id: 'uploadedAt', header: text.uploadedAt, cell: (item) => formatDate(item.uploadedAt) },
  ];
  if (onDelete) {
    columns.push({
      id: 'manage',
      header: text.actionsColumn,
      cell: (item) => (
        <Button
          variant="inline-link"
          ariaLabel={text.deleteOf(item.name)}
          onClick={() => onDelete(item)}
        >
          {documentsStrings.remove.delete}
        </Button>
      ),
    });
  }
  return columns;
}
