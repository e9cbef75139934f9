import { useMemo } from 'react';

import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';

import type { ActiveConfig } from '../../api/config';
import { JsonText } from '../../common/json-tree/JsonText';
import { JsonTree } from '../../common/json-tree/JsonTree';
import { branchIds, jsonTreeNodes } from '../../common/json-tree/tree-nodes';
import { configDashStrings } from '../../strings/config-dash';

const text = configDashStrings.configDash;

/** The config in force as JSON and as a tree (the details' JSON tab). */
export function ConfigJson({ config }: { config: ActiveConfig }) {
  const nodes = useMemo(() => jsonTreeNodes(config.config), [config.config]);
  return (
    <SpaceBetween size="l">
      <SpaceBetween size="xs">
        <Header variant="h3">{text.jsonHeading}</Header>
        <JsonText value={config.config} ariaLabel={text.jsonAriaLabel(config.identifier)} />
      </SpaceBetween>
      <SpaceBetween size="xs">
        <Header variant="h3">{text.treeHeading}</Header>
        <JsonTree
          key={config.identifier}
          nodes={nodes}
          ariaLabel={text.treeAriaLabel(config.identifier)}
          initiallyExpanded={branchIds(nodes)}
          expandLabel={text.expand}
          collapseLabel={text.collapse}
        />
      </SpaceBetween>
    </SpaceBetween>
  );
}
