import TopNavigation from '@cloudscape-design/components/top-navigation';

import { commonStrings } from '../../strings/common';
import { PageSpinner } from '../PageSpinner';
import { TopBarSlot } from './top-bar-slot';

/**
 * What a unit's page shows while the session is checked: the top bar with the product title, and
 * a spinner. The build prerenders it into the unit routes' pages (`build/route-shells.mts`), so
 * it paints once the HTML and its styles have arrived, before the console's code; the console's
 * first render then draws the same until the shell takes over.
 */
export function SignedInLoading() {
  return (
    <>
      <TopBarSlot>
        <TopNavigation
          identity={{ title: commonStrings.product.title, href: '/' }}
          i18nStrings={commonStrings.shell.overflowMenu}
        />
      </TopBarSlot>
      <PageSpinner />
    </>
  );
}
