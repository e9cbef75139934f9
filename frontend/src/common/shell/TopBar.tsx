import { useNavigate } from 'react-router-dom';

import TopNavigation, {
  type TopNavigationProps,
} from '@cloudscape-design/components/top-navigation';

import { useSignedInSession, useSession } from '../../session/session-context';
import { strings } from '../../strings';
import { unitHomePath } from '../redirect';
import { useOnFollow } from '../use-on-follow';
import { useUnitLabels } from './use-unit-labels';

const LOGOUT_ID = 'logout';
const PROFILE_ID = 'my-profile';

/** Product title, the org selector (only the user's units) and the account menu. */
export function TopBar({ activeOuid }: { activeOuid: string | undefined }) {
  const navigate = useNavigate();
  const onFollow = useOnFollow();
  const { logout } = useSession();
  const { username, units } = useSignedInSession();
  const labels = useUnitLabels(units);
  const profileOuid = activeOuid ?? units[0];

  const orgSelector: TopNavigationProps.MenuDropdownUtility = {
    type: 'menu-dropdown',
    text: activeOuid ? (labels[activeOuid] ?? activeOuid) : strings.shell.orgSelectorDescription,
    ariaLabel: strings.shell.orgSelectorAriaLabel,
    title: strings.shell.orgSelectorDescription,
    iconName: 'folder',
    items: units.map((ouid) => ({
      id: ouid,
      text: labels[ouid] ?? ouid,
      href: unitHomePath(ouid),
    })),
    onItemFollow: (event) => {
      event.preventDefault();
      navigate(unitHomePath(event.detail.id));
    },
  };
  const accountMenu: TopNavigationProps.MenuDropdownUtility = {
    type: 'menu-dropdown',
    text: username,
    ariaLabel: strings.shell.accountMenuAriaLabel,
    iconName: 'user-profile',
    items: [
      ...(profileOuid ? [{ id: PROFILE_ID, text: strings.shell.myProfile }] : []),
      { id: LOGOUT_ID, text: strings.shell.logout },
    ],
    onItemClick: (event) => {
      if (event.detail.id === LOGOUT_ID) void logout();
      if (event.detail.id === PROFILE_ID && profileOuid) {
        navigate(`/${encodeURIComponent(profileOuid)}/my-profile`);
      }
    },
  };

  return (
    <TopNavigation
      identity={{
        title: strings.product.title,
        href: activeOuid ? unitHomePath(activeOuid) : '/',
        onFollow,
      }}
      utilities={[orgSelector, accountMenu]}
      i18nStrings={{
        overflowMenuTriggerText: strings.shell.overflowMenuTriggerText,
        overflowMenuTitleText: strings.shell.overflowMenuTitleText,
        overflowMenuBackIconAriaLabel: strings.shell.overflowMenuBack,
        overflowMenuDismissIconAriaLabel: strings.shell.overflowMenuDismiss,
      }}
    />
  );
}
