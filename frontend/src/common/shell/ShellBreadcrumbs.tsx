import BreadcrumbGroup, {
  type BreadcrumbGroupProps,
} from '@cloudscape-design/components/breadcrumb-group';

import { commonStrings } from '../../strings/common';

/** The breadcrumbs the current page has set (usePageBreadcrumbs). */
export function ShellBreadcrumbs({
  items,
  onFollow,
}: {
  items: readonly BreadcrumbGroupProps.Item[];
  onFollow: BreadcrumbGroupProps['onFollow'];
}) {
  return (
    <BreadcrumbGroup
      items={[...items]}
      ariaLabel={commonStrings.shell.breadcrumbsAriaLabel}
      onFollow={onFollow}
    />
  );
}
