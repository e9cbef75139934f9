import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { unitHomePath } from '../../common/redirect';
import { useActiveUnitContext } from '../../common/shell/active-unit-context';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { useOnFollow } from '../../common/use-on-follow';
import { commonStrings } from '../../strings/common';

const text = commonStrings.notFound;

/** Any path the route table does not know, shown inside the shell with a way home (issue 12 §3). */
export default function NotFoundPage() {
  const { ouid } = useActiveUnitContext();
  const onFollow = useOnFollow();
  useUnitBreadcrumbs([text.heading]);
  const home = ouid ? unitHomePath(ouid) : '/user-home';
  return (
    <ContentLayout header={<Header variant="h1">{text.heading}</Header>}>
      <SpaceBetween size="m">
        <Box variant="p">{text.description}</Box>
        <Button variant="primary" href={home} onFollow={onFollow}>
          {text.home}
        </Button>
      </SpaceBetween>
    </ContentLayout>
  );
}
