import type { ReactNode } from 'react';

import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';

export interface ListEmptyStateProps {
  /** The load failure's alert, when the list did not load: it takes the place of the rows. */
  failure: ReactNode;
  /** Whether a search is applied: nothing matched it, rather than the list being empty. */
  searching: boolean;
  texts: { empty: string; noMatch: string; clearSearch: string };
  onClearSearch: () => void;
}

/** What a server-paged list shows without items: its load failure, "no match", or "empty". */
export function ListEmptyState({ failure, searching, texts, onClearSearch }: ListEmptyStateProps) {
  if (failure) return <Box textAlign="left">{failure}</Box>;
  if (!searching) {
    return (
      <Box textAlign="center" color="inherit">
        {texts.empty}
      </Box>
    );
  }
  return (
    <Box textAlign="center" color="inherit">
      <SpaceBetween size="xs">
        <b>{texts.noMatch}</b>
        <Button formAction="none" onClick={onClearSearch}>
          {texts.clearSearch}
        </Button>
      </SpaceBetween>
    </Box>
  );
}
