import { useState } from 'react';

import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Tabs from '@cloudscape-design/components/tabs';

import type { ActiveConfig } from '../../api/config';
import type { ReviewSource } from '../../api/config-preview';
import { lazyPart, useIdlePreload } from '../../common/lazy-part';
import { configDashStrings } from '../../strings/config-dash';
import { ConfigHistory } from './ConfigHistory';
import { InForceKeys } from './InForceKeys';

const text = configDashStrings.configDash;

/** The JSON tab's text and tree: loaded once asked for (or when the browser is idle). */
const ConfigJson = lazyPart(() => import('./ConfigJson').then((module) => module.ConfigJson));

type TabId = 'keys' | 'history' | 'json';

/** One config in force on the unit: its keys with sources and locks, its history, its JSON. */
export function ConfigDetails({
  config,
  onReview,
}: {
  config: ActiveConfig;
  onReview: (source: ReviewSource) => void;
}) {
  useIdlePreload(ConfigJson);
  const [tab, setTab] = useState<TabId>('keys');
  return (
    <Container
      header={
        <Header
          variant="h2"
          description={config.own?.key ? text.detailsDescription(config.own.key) : undefined}
        >
          {config.identifier}
        </Header>
      }
    >
      <Tabs
        activeTabId={tab}
        onChange={({ detail }) => setTab(detail.activeTabId as TabId)}
        tabs={[
          {
            id: 'keys',
            label: text.inForceTab,
            content: <InForceKeys config={config} onReview={onReview} />,
          },
          {
            id: 'history',
            label: text.historyTab,
            content: <ConfigHistory identifier={config.identifier} onReview={onReview} />,
          },
          { id: 'json', label: text.jsonTab, content: <ConfigJson config={config} /> },
        ]}
      />
    </Container>
  );
}
