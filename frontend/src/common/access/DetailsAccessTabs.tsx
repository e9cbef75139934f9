import type { ComponentProps, ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

import Tabs from '@cloudscape-design/components/tabs';

import { accessStrings } from '../../strings/access';
import { lazyPart } from '../lazy-part';
import { PartLoading } from '../PartLoading';

/** `?tab=access` opens the Access tab (a link from elsewhere, a reload). */
const TAB_PARAM = 'tab';
const ACCESS_TAB = 'access';
const DETAILS_TAB = 'details';

const UserAccess = lazyPart(
  () => import('./UserAccess').then((module) => module.UserAccess),
  <PartLoading />,
);

/** A person's page as two tabs: their details, and their access (issue 39 §4). */
export function DetailsAccessTabs({
  details,
  access,
}: {
  details: ReactNode;
  access: ComponentProps<typeof UserAccess>;
}) {
  const [params, setParams] = useSearchParams();
  return (
    <Tabs
      activeTabId={params.get(TAB_PARAM) === ACCESS_TAB ? ACCESS_TAB : DETAILS_TAB}
      onChange={({ detail }) =>
        setParams(detail.activeTabId === ACCESS_TAB ? { [TAB_PARAM]: ACCESS_TAB } : {}, {
          replace: true,
        })
      }
      tabs={[
        { id: DETAILS_TAB, label: accessStrings.tab.details, content: details },
        { id: ACCESS_TAB, label: accessStrings.tab.access, content: <UserAccess {...access} /> },
      ]}
    />
  );
}
