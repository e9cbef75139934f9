import { useCallback, useState } from 'react';

import type { CollectionPreferencesProps } from '@cloudscape-design/components/collection-preferences';

import { readStored, writeStored } from '../browser-storage';

/** The page sizes a paged table offers unless it names its own. */
export const PAGE_SIZES: readonly number[] = [10, 20, 50, 100];
const DEFAULT_PAGE_SIZE = 20;

type ContentDisplayItem = CollectionPreferencesProps.ContentDisplayItem;

/** What a table remembers per browser: rows per page, the columns shown (in order), line wrapping. */
export interface TablePreferences {
  pageSize: number;
  wrapLines: boolean;
  contentDisplay: readonly ContentDisplayItem[];
}

export interface TablePreferencesDefaults {
  /** The table's own name: its preferences are stored under `probot.table.<id>`. */
  id: string;
  /** Every column the table has, in its default order. */
  columnIds: readonly string[];
  /** Columns that start hidden. */
  hiddenColumnIds?: readonly string[];
  /** The choices of page size; the default page size must be one of them. */
  pageSizes?: readonly number[];
  pageSize?: number;
  wrapLines?: boolean;
}

export function storageKey(tableId: string): string {
  return `probot.table.${tableId}`;
}

export function defaultPreferences(defaults: TablePreferencesDefaults): TablePreferences {
  const hidden = new Set(defaults.hiddenColumnIds ?? []);
  return {
    pageSize: defaults.pageSize ?? DEFAULT_PAGE_SIZE,
    wrapLines: defaults.wrapLines ?? false,
    contentDisplay: defaults.columnIds.map((id) => ({ id, visible: !hidden.has(id) })),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Stored preferences over the defaults. Anything unreadable falls back to the default; columns
 * that no longer exist are dropped, and new columns are added at the end with their default.
 */
export function parseStoredPreferences(
  stored: string | null,
  defaults: TablePreferencesDefaults,
): TablePreferences {
  const fallback = defaultPreferences(defaults);
  let value: unknown;
  try {
    value = stored === null ? undefined : JSON.parse(stored);
  } catch {
    return fallback;
  }
  if (!isRecord(value)) return fallback;

  const pageSizes = defaults.pageSizes ?? PAGE_SIZES;
  const pageSize = pageSizes.find((size) => size === value.pageSize) ?? fallback.pageSize;
  const wrapLines = typeof value.wrapLines === 'boolean' ? value.wrapLines : fallback.wrapLines;
  const known = new Set(defaults.columnIds);
  const seen = new Set<string>();
  const kept: ContentDisplayItem[] = [];
  for (const entry of Array.isArray(value.contentDisplay) ? value.contentDisplay : []) {
    if (!isRecord(entry) || typeof entry.id !== 'string' || typeof entry.visible !== 'boolean')
      continue;
    if (!known.has(entry.id) || seen.has(entry.id)) continue;
    seen.add(entry.id);
    kept.push({ id: entry.id, visible: entry.visible });
  }
  const added = fallback.contentDisplay.filter((item) => !seen.has(item.id));
  return { pageSize, wrapLines, contentDisplay: [...kept, ...added] };
}

/**
 * A table's preferences, remembered in this browser's localStorage under one key per table.
 * Returns the current preferences and the handler for CollectionPreferences' `onConfirm`.
 */
export function useTablePreferences(defaults: TablePreferencesDefaults) {
  const key = storageKey(defaults.id);
  const [preferences, setPreferences] = useState<TablePreferences>(() =>
    parseStoredPreferences(readStored(key), defaults),
  );

  const confirm = useCallback(
    (next: CollectionPreferencesProps.Preferences) => {
      const merged: TablePreferences = {
        pageSize: next.pageSize ?? preferences.pageSize,
        wrapLines: next.wrapLines ?? preferences.wrapLines,
        contentDisplay: next.contentDisplay ?? preferences.contentDisplay,
      };
      writeStored(key, JSON.stringify(merged));
      setPreferences(merged);
    },
    [key, preferences],
  );

  return [preferences, confirm] as const;
}
