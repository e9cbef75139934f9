import AppLayout from '@cloudscape-design/components/app-layout';
import BreadcrumbGroup from '@cloudscape-design/components/breadcrumb-group';
import SideNavigation from '@cloudscape-design/components/side-navigation';
import TopNavigation from '@cloudscape-design/components/top-navigation';
import { signOut } from 'aws-amplify/auth';
import { Outlet, useLoaderData, useLocation, useNavigate } from 'react-router-dom';

import type { SignedInUser } from './router';

const PAGE_TITLES: Record<string, string> = { '/table': 'Items', '/form': 'Create item' };

/** The signed-in pages' frame: top bar, side navigation, breadcrumbs. */
export function Shell() {
  const { username } = useLoaderData<SignedInUser>();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const follow = (event: CustomEvent<{ href?: string; external?: boolean }>) => {
    if (event.detail.external || !event.detail.href) return;
    event.preventDefault();
    void navigate(event.detail.href);
  };

  const onUserMenu = async (event: CustomEvent<{ id: string }>) => {
    if (event.detail.id !== 'sign-out') return;
    await signOut();
    void navigate('/login');
  };

  return (
    <>
      <div id="top-nav">
        <TopNavigation
          identity={{ href: '/', title: 'Reference console', onFollow: follow }}
          utilities={[
            {
              type: 'menu-dropdown',
              text: username,
              iconName: 'user-profile',
              items: [{ id: 'sign-out', text: 'Sign out' }],
              onItemClick: (event) => void onUserMenu(event),
            },
          ]}
        />
      </div>
      <AppLayout
        headerSelector="#top-nav"
        toolsHide
        ariaLabels={{
          navigation: 'Side navigation',
          navigationClose: 'Close side navigation',
          navigationToggle: 'Open side navigation',
        }}
        navigation={
          <SideNavigation
            header={{ href: '/', text: 'Console' }}
            activeHref={pathname}
            onFollow={follow}
            items={[
              { type: 'link', text: 'Items', href: '/table' },
              { type: 'link', text: 'Create item', href: '/form' },
            ]}
          />
        }
        breadcrumbs={
          <BreadcrumbGroup
            ariaLabel="Breadcrumbs"
            onFollow={follow}
            items={[
              { text: 'Console', href: '/' },
              { text: PAGE_TITLES[pathname] ?? '', href: pathname },
            ]}
          />
        }
        content={<Outlet />}
      />
    </>
  );
}
