import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';

import { useChildOrgunits } from '../../api/orgunit-children';
import { LoadFailureAlert } from '../../common/LoadFailureAlert';
import { unitPath } from '../../common/unit-routes';
import { unitHomePath } from '../../common/redirect';
import { useOnFollow } from '../../common/use-on-follow';
import { orgunitsStrings } from '../../strings/orgunits';

import { GLANCE_SIZE } from './children-glance';

const text = orgunitsStrings.orgHome;

/** The unit's first few children, each opening that unit, and the way to the full list. */
export function ChildrenGlance({ ouid }: { ouid: string }) {
  const onFollow = useOnFollow();
  const { data, isLoading, error, retry } = useChildOrgunits(ouid);
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
  } else if (data.length === 0) {
    content = <Box color="text-body-secondary">{text.noChildren}</Box>;
  } else {
    const rest = data.length - GLANCE_SIZE;
    content = (
      <SpaceBetween size="xs">
        <ul aria-label={text.childrenHeading} style={{ margin: 0, paddingInlineStart: 20 }}>
          {data.slice(0, GLANCE_SIZE).map((child) => (
            // Spaced so that each link keeps a 24 px target area (WCAG 2.5.8).
            <li key={child.data.identifier} style={{ paddingBlock: 4 }}>
              <Link href={unitHomePath(child.data.identifier)} onFollow={onFollow}>
                {child.data.name}
              </Link>
            </li>
          ))}
        </ul>
        {rest > 0 && <Box color="text-body-secondary">{text.moreChildren(rest)}</Box>}
      </SpaceBetween>
    );
  }

  return (
    <Container
      header={
        <Header
          variant="h2"
          counter={data ? `(${data.length})` : undefined}
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
