import CollectionPreferences, {
  type CollectionPreferencesProps,
} from '@cloudscape-design/components/collection-preferences';

import { commonStrings } from '../../strings/common';
import { PAGE_SIZES, type TablePreferences as Preferences } from './use-table-preferences';

const text = commonStrings.tablePreferences;

export interface PreferenceColumn {
  id: string;
  label: string;
  /** The column that names the row: it cannot be hidden. */
  alwaysVisible?: boolean;
}

export interface TablePreferencesProps {
  preferences: Preferences;
  onConfirm: (preferences: CollectionPreferencesProps.Preferences) => void;
  columns: readonly PreferenceColumn[];
  /** The choices of page size; false for a table that is not paged. */
  pageSizes?: readonly number[] | false;
  /** Cards do not wrap lines. */
  wrapLines?: boolean;
  /** Cards have sections rather than columns. */
  contentTitle?: string;
}

/**
 * The gear button of a table (Cloudscape CollectionPreferences): page size, which columns show and
 * in what order, and line wrapping. Its own labels come from the Cloudscape I18nProvider.
 */
export function TablePreferences({
  preferences,
  onConfirm,
  columns,
  pageSizes = PAGE_SIZES,
  wrapLines = true,
  contentTitle,
}: TablePreferencesProps) {
  return (
    <CollectionPreferences
      preferences={preferences}
      onConfirm={({ detail }) => onConfirm(detail)}
      pageSizePreference={
        pageSizes
          ? { options: pageSizes.map((value) => ({ value, label: text.pageSize(value) })) }
          : undefined
      }
      wrapLinesPreference={wrapLines ? {} : undefined}
      contentDisplayPreference={{ title: contentTitle, options: columns }}
    />
  );
}

/** The preference entries of a table's columns: string headers are their labels. */
export function preferenceColumns(
  columns: readonly { id?: string; header: unknown; isRowHeader?: boolean }[],
): PreferenceColumn[] {
  return columns.flatMap((column) =>
    column.id
      ? [
          {
            id: column.id,
            label: typeof column.header === 'string' && column.header ? column.header : column.id,
            alwaysVisible: column.isRowHeader,
          },
        ]
      : [],
  );
}
