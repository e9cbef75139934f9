import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Spinner from '@cloudscape-design/components/spinner';

import { useFirstChildOrgunits } from '../../api/orgunit-children';
import { LoadFailureAlert } from '../../common/LoadFailureAlert';
import { unitPath } from '../../common/unit-routes';
import { unitHomePath } from '../../common/redirect';
import { useOnFollow } from '../../common/use-on-follow';
import { orgunitsStrings } from '../../strings/orgunits';

import { UNIT_HOME_GLANCE_SIZE } from '../../api/paths';

const text = orgunitsStrings.orgHome;

/** The unit's first few children (one short page), each opening that unit, and the full list. */
export function ChildrenGlance({ ouid }: { ouid: string }) {
  const onFollow = useOnFollow();
  const { data, isLoading, error, retry } = useFirstChildOrgunits(ouid, UNIT_HOME_GLANCE_SIZE);
  const listPath = unitPath(ouid, 'orgunits');

  let content;
  if (isLoading) {
    content = (
      <span role="status" aria-label={text.childrenLoading}>
        <Spinner />
      </span>
    );
  } else if (!data) {
    content = (
      <LoadFailureAlert
        header={orgunitsStrings.orgunits.loadFailed}
        error={error}
        onRetry={retry}
      />
    );
  } else if (data.items.length === 0) {
    content = <Box color="text-body-secondary">{text.noChildren}</Box>;
  } else {
    content = (
      <ul aria-label={text.childrenHeading} style={{ margin: 0, paddingInlineStart: 20 }}>
        {data.items.map((child) => (
          // Spaced so that each link keeps a 24 px target area (WCAG 2.5.8).
          <li key={child.data.identifier} style={{ paddingBlock: 4 }}>
            <Link href={unitHomePath(child.data.identifier)} onFollow={onFollow}>
              {child.data.name}
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Container
      header={
        <Header
          variant="h2"
          counter={data && !data.nextToken ? `(${data.items.length})` : undefined}
          actions={
            <Link href={listPath} onFollow={onFollow}>
              {text.viewAllChildren}
            </Link>
          }
        >
          {text.childrenHeading}
        </Header>
      }
    >
      {content}
    </Container>
  );
}
