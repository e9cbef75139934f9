import CollectionPreferences from '@cloudscape-design/components/collection-preferences';

import { commonStrings } from '../../strings/common';
import type { TablePreferencesProps } from './TablePreferences';
import { PAGE_SIZES } from './use-table-preferences';

const text = commonStrings.tablePreferences;

/**
 * The gear button of a table (Cloudscape CollectionPreferences): page size, which columns show and
 * in what order, and line wrapping. Its own labels come from the Cloudscape I18nProvider.
 */
export default function CollectionPreferencesPanel({
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
