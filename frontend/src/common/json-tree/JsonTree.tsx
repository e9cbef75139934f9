import { useState } from 'react';

import Box from '@cloudscape-design/components/box';
import TreeView from '@cloudscape-design/components/tree-view';

import type { TreeNode } from './tree-nodes';

/** Spec §9: the tree viewer is at most 500 px wide. */
const TREE_MAX_WIDTH_PX = 500;

export interface JsonTreeProps {
  nodes: readonly TreeNode[];
  ariaLabel: string;
  /** Nodes expanded at first; the user opens and closes the rest. */
  initiallyExpanded?: readonly string[];
  /** The toggle's label; the tree view appends the node's label ('Expand ou-sales'). */
  expandLabel: string;
  collapseLabel: string;
}

/** An expandable tree (Cloudscape TreeView, keyboard accessible) of labelled nodes with values. */
export function JsonTree({
  nodes,
  ariaLabel,
  initiallyExpanded = [],
  expandLabel,
  collapseLabel,
}: JsonTreeProps) {
  const [expanded, setExpanded] = useState<readonly string[]>(initiallyExpanded);
  return (
    <div style={{ maxWidth: TREE_MAX_WIDTH_PX }}>
      <TreeView<TreeNode>
        items={nodes}
        ariaLabel={ariaLabel}
        connectorLines="vertical"
        getItemId={(node) => node.id}
        getItemChildren={(node) => (node.children.length > 0 ? node.children : undefined)}
        renderItem={(node) => ({
          content: node.label,
          secondaryContent:
            node.value === undefined ? undefined : <Box variant="code">{node.value}</Box>,
          announcementLabel: node.label,
        })}
        expandedItems={expanded}
        onItemToggle={({ detail }) =>
          setExpanded((current) =>
            detail.expanded ? [...current, detail.id] : current.filter((id) => id !== detail.id),
          )
        }
        i18nStrings={{
          expandButtonLabel: () => expandLabel,
          collapseButtonLabel: () => collapseLabel,
        }}
      />
    </div>
  );
}
