import { useState } from 'react';

import AppLayout from '@cloudscape-design/components/app-layout';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import SideNavigation from '@cloudscape-design/components/side-navigation';
import TopNavigation from '@cloudscape-design/components/top-navigation';

import { useOnFollow } from '../../common/use-on-follow';
import { strings } from '../../strings';

const text = strings.help;
const TOP_BAR_ID = 'help-top-bar';

/** `/help`: a side navigation drawer with the spec's six topics; the top bar's badges are static. */
export default function HelpPage() {
  const onFollow = useOnFollow();
  const [open, setOpen] = useState(true);
  return (
    <>
      <div id={TOP_BAR_ID}>
        <TopNavigation
          identity={{ title: strings.product.title, href: '/', onFollow }}
          utilities={[
            {
              type: 'button',
              iconName: 'envelope',
              ariaLabel: text.mailsAriaLabel,
              badge: true,
              text: text.mailsBadge,
            },
            {
              type: 'button',
              iconName: 'notification',
              ariaLabel: strings.shell.notificationsAriaLabel,
              badge: true,
              text: text.notificationsBadge,
            },
            { type: 'button', iconName: 'user-profile', ariaLabel: text.accountAriaLabel },
          ]}
          i18nStrings={{
            overflowMenuTriggerText: strings.shell.overflowMenuTriggerText,
            overflowMenuTitleText: strings.shell.overflowMenuTitleText,
          }}
        />
      </div>
      <AppLayout
        headerSelector={`#${TOP_BAR_ID}`}
        toolsHide
        navigationOpen={open}
        onNavigationChange={({ detail }) => setOpen(detail.open)}
        ariaLabels={{
          navigation: strings.shell.navigationAriaLabel,
          navigationToggle: strings.shell.openNavigation,
          navigationClose: strings.shell.closeNavigation,
        }}
        navigation={
          <SideNavigation
            header={{ text: text.drawerHeader, href: '/help' }}
            items={text.entries.map((entry) => ({
              type: 'link',
              text: entry.text,
              href: entry.href,
            }))}
            onFollow={onFollow}
          />
        }
        content={
          <Box padding="l">
            <Header variant="h1">{text.heading}</Header>
            <Box variant="p">{text.intro}</Box>
          </Box>
        }
      />
    </>
  );
}
