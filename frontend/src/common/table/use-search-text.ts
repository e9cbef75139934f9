import { useEffect, useState } from 'react';

/** How long typing must pause before the text is searched for. */
export const SEARCH_DELAY_MS = 300;

/** The text as the server searches it: words single-spaced, at most `maxLength`; blank is none. */
export function searchTextOf(text: string, maxLength: number): string | undefined {
  const normal = text.trim().split(/\s+/).join(' ').slice(0, maxLength).trim();
  return normal || undefined;
}

export interface SearchText {
  /** What the search box shows. */
  filteringText: string;
  setFilteringText: (text: string) => void;
  /** What to search for: the box's text once typing paused; undefined (at once) when blank. */
  search: string | undefined;
}

/** A search box's text and, debounced, the search it asks the server for. */
export function useSearchText(maxLength: number): SearchText {
  const [filteringText, setText] = useState('');
  const [search, setSearch] = useState<string>();

  useEffect(() => {
    const next = searchTextOf(filteringText, maxLength);
    if (next === undefined) return;
    const timer = setTimeout(() => setSearch(next), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filteringText, maxLength]);

  const setFilteringText = (text: string) => {
    setText(text);
    if (searchTextOf(text, maxLength) === undefined) setSearch(undefined);
  };
  return { filteringText, setFilteringText, search };
}
