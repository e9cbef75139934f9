import { useMemo, useState } from 'react';

import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import TreeView, { type TreeViewProps } from '@cloudscape-design/components/tree-view';

import { orgunitsStrings } from '../../strings/orgunits';
import { levelRows, type PlanTreeItem } from './plan-tree-items';
import type { PlanLevels } from './use-plan-levels';

const text = orgunitsStrings.orgPlan;

/** Spec §9: the tree viewer is at most 500 px wide. */
const TREE_MAX_WIDTH_PX = 500;

export interface PlanTreeProps extends PlanLevels {
  planOuid: string;
  /** The plan's own unit's name (the active unit's). */
  planName: string;
}

/**
 * The plan as a Cloudscape TreeView (keyboard accessible), labelled by unit name with the id as
 * secondary text (issue 37: names first): the plan's unit is open, and opening a unit loads its
 * children, a page at a time.
 */
export function PlanTree({ planOuid, planName, levels, open, showMore, retry }: PlanTreeProps) {
  const [expanded, setExpanded] = useState<readonly string[]>([planOuid]);
  const names = useMemo(() => {
    const known = new Map([[planOuid, planName]]);
    for (const level of Object.values(levels)) {
      for (const unit of level.units) known.set(unit.id, unit.name);
    }
    return known;
  }, [levels, planOuid, planName]);
  const nameOf = (id: string) => names.get(id) ?? id;

  const renderItem = (item: PlanTreeItem): TreeViewProps.TreeItem => {
    switch (item.kind) {
      case 'unit': {
        const name = item.name ?? nameOf(item.id);
        return {
          content: name,
          secondaryContent: item.id,
          announcementLabel: name,
        };
      }
      case 'loading':
        return {
          content: <StatusIndicator type="loading">{text.levelLoading}</StatusIndicator>,
          announcementLabel: text.levelLoading,
        };
      case 'failed': {
        const error = levels[item.parentId]?.error;
        const message = text.levelFailed(error?.message ?? '');
        // A refusal answers the same every time: Retry only where asking again can help.
        const retryable = !error || error.isRetryable;
        return {
          content: <StatusIndicator type="error">{message}</StatusIndicator>,
          actions: retryable && (
            <Button
              variant="inline-link"
              ariaLabel={text.retryOf(nameOf(item.parentId))}
              onClick={() => retry(item.parentId)}
            >
              {text.retry}
            </Button>
          ),
          announcementLabel: message,
        };
      }
      case 'more':
        return {
          content: (
            <Button
              variant="inline-link"
              ariaLabel={text.showMoreOf(nameOf(item.parentId))}
              onClick={() => showMore(item.parentId)}
            >
              {text.showMore}
            </Button>
          ),
          announcementLabel: text.showMoreOf(nameOf(item.parentId)),
        };
      case 'empty':
        return {
          content: <Box color="text-body-secondary">{text.noSubunits}</Box>,
          announcementLabel: text.noSubunits,
        };
    }
  };

  return (
    <div style={{ maxWidth: TREE_MAX_WIDTH_PX }}>
      <TreeView<PlanTreeItem>
        items={[{ kind: 'unit', id: planOuid, name: planName }]}
        ariaLabel={text.treeAriaLabel}
        connectorLines="vertical"
        getItemId={(item) => item.id}
        getItemChildren={(item) =>
          item.kind === 'unit' ? levelRows(item.id, levels[item.id]) : undefined
        }
        renderItem={renderItem}
        expandedItems={expanded}
        onItemToggle={({ detail }) => {
          if (detail.expanded) open(detail.id);
          setExpanded((current) =>
            detail.expanded ? [...current, detail.id] : current.filter((id) => id !== detail.id),
          );
        }}
        i18nStrings={{
          expandButtonLabel: () => text.expand,
          collapseButtonLabel: () => text.collapse,
        }}
      />
    </div>
  );
}
