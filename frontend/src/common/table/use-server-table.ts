import { useSearchText } from './use-search-text';
import { type TablePreferencesDefaults, useTablePreferences } from './use-table-preferences';

/**
 * The state of a list the server pages and searches: the remembered preferences, the search box,
 * and the query they make (`limit` is the preferred page size).
 */
export function useServerTable(defaults: TablePreferencesDefaults, searchMaxLength: number) {
  const [preferences, setPreferences] = useTablePreferences(defaults);
  const search = useSearchText(searchMaxLength);
  return {
    preferences,
    setPreferences,
    search,
    query: { limit: preferences.pageSize, search: search.search },
  };
}

export type ServerTableState = ReturnType<typeof useServerTable>;
