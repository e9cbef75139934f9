import SideNavigation from '@cloudscape-design/components/side-navigation';

import { strings } from '../../strings';
import { unitHomePath } from '../redirect';
import { useOnFollow } from '../use-on-follow';

export function Navigation({
  activeOuid,
  activeHref,
}: {
  activeOuid: string | undefined;
  activeHref: string;
}) {
  const onFollow = useOnFollow();
  const home = activeOuid ? unitHomePath(activeOuid) : '/';
  return (
    <SideNavigation
      header={{ text: strings.shell.navigationHeader, href: home }}
      activeHref={activeHref}
      items={[{ type: 'link', text: strings.shell.home, href: home }]}
      onFollow={onFollow}
    />
  );
}
