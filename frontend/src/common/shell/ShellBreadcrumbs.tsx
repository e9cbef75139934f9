import { useSyncExternalStore } from 'react';

import BreadcrumbGroup, {
  type BreadcrumbGroupProps,
} from '@cloudscape-design/components/breadcrumb-group';

import { commonStrings } from '../../strings/common';
import type { BreadcrumbStore } from './breadcrumb-store';

/** The breadcrumbs the current page has set (usePageBreadcrumbs), read from the shell's store. */
export function ShellBreadcrumbs({
  store,
  onFollow,
}: {
  store: BreadcrumbStore;
  onFollow: BreadcrumbGroupProps['onFollow'];
}) {
  const items = useSyncExternalStore(store.subscribe, store.get);
  return (
    <BreadcrumbGroup
      items={[...items]}
      ariaLabel={commonStrings.shell.breadcrumbsAriaLabel}
      onFollow={onFollow}
    />
  );
}
