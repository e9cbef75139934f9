import { useMemo } from 'react';

import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';

import type { ActiveConfig } from '../../api/config';
import { JsonText } from '../../common/json-tree/JsonText';
import { JsonTree } from '../../common/json-tree/JsonTree';
import { branchIds, jsonTreeNodes } from '../../common/json-tree/tree-nodes';
import { configDashStrings } from '../../strings/config-dash';

const text = configDashStrings.configDash;

/** The split panel's content for a selected active config: key, JSON, tree and Close. */
export function ActiveConfigPanel({
  config,
  onClose,
}: {
  config: ActiveConfig;
  onClose: () => void;
}) {
  const nodes = useMemo(() => jsonTreeNodes(config.config), [config.config]);
  return (
    <SpaceBetween size="l">
      <KeyValuePairs
        columns={2}
        items={[
          { label: text.key, value: config.key },
          {
            label: text.fromUnit,
            value: config.inherited ? text.inherited(config.ouid) : config.ouid,
          },
        ]}
      />
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
      <Box float="right">
        <Button onClick={onClose}>{text.close}</Button>
      </Box>
    </SpaceBetween>
  );
}
