import Box from '@cloudscape-design/components/box';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';

import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { commonStrings } from '../../strings/common';

/** Screens the spec names without describing (spec §2, "Other routes seen"): said plainly, not faked. */
export default function NotAvailablePage({ title }: { title: string }) {
  useUnitBreadcrumbs([title]);
  return (
    <ContentLayout header={<Header variant="h1">{title}</Header>}>
      <Box variant="p">{commonStrings.notAvailable.description}</Box>
    </ContentLayout>
  );
}
