import { useState } from 'react';

import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Icon from '@cloudscape-design/components/icon';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';

import { failureMessage } from '../../api/api-error';
import type { ActiveConfig } from '../../api/config';
import { useSetConfigLock } from '../../api/config-locks';
import type { ReviewSource } from '../../api/config-preview';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { useShell } from '../../common/shell/shell-context';
import { configDashStrings } from '../../strings/config-dash';
import { sourceLabel } from './config-sources';
import { type InForceRow, inForceRows } from './in-force-rows';
import { valueSummary } from './value-summary';

const text = configDashStrings.configInForce;
const { key: keyHeader, source: sourceHeader } = configDashStrings.configDash;

function LockCell({ row }: { row: InForceRow }) {
  if (row.lockedAbove) {
    return (
      <Box>
        <Icon name="lock-private" /> {text.lockedOn(row.lockedAbove.name)}
      </Box>
    );
  }
  if (row.lockedHere) {
    return (
      <Box>
        <Icon name="lock-private" /> {text.lockedHere}
      </Box>
    );
  }
  return <Box color="text-status-inactive">{text.notLocked}</Box>;
}

/**
 * A config's keys in force on the unit (issue 38): a short value, where it comes from, its locks,
 * and Lock / Unlock / Return to inherited. A key the unit sets but a lock above keeps out is
 * flagged.
 */
export function InForceKeys({
  config,
  onReview,
}: {
  config: ActiveConfig;
  onReview: (source: ReviewSource) => void;
}) {
  const { ouid, core } = useRequiredUnit();
  const { notify } = useShell();
  const setLock = useSetConfigLock(ouid, core);
  const [busyKey, setBusyKey] = useState<string>();
  const rows = inForceRows(config);

  const toggleLock = async (row: InForceRow) => {
    const locking = !row.lockedHere;
    setBusyKey(row.key);
    try {
      await setLock(config.identifier, row.key, locking);
      notify('success', locking ? text.locked(row.key) : text.unlocked(row.key));
    } catch (error) {
      notify('error', failureMessage(error, locking ? text.lockFailed : text.unlockFailed));
    } finally {
      setBusyKey(undefined);
    }
  };

  return (
    <SpaceBetween size="s">
      {!config.own && config.inherited && <Box variant="p">{text.allInherited}</Box>}
      <Table<InForceRow>
        variant="embedded"
        ariaLabels={{ tableLabel: text.tableAriaLabel(config.identifier) }}
        items={rows}
        trackBy="key"
        wrapLines
        empty={<Box textAlign="center">{text.empty}</Box>}
        columnDefinitions={[
          { id: 'key', header: keyHeader, cell: (row) => row.key, isRowHeader: true },
          { id: 'value', header: text.value, cell: (row) => valueSummary(row.value) },
          {
            id: 'source',
            header: sourceHeader,
            cell: (row) => (
              <SpaceBetween size="xxxs">
                <span>{row.source ? sourceLabel(row.source, ouid) : '-'}</span>
                {row.keptOut && row.lockedAbove && (
                  <StatusIndicator type="warning">
                    {text.keptOut(row.lockedAbove.name)}
                  </StatusIndicator>
                )}
              </SpaceBetween>
            ),
          },
          { id: 'lock', header: text.lock, cell: (row) => <LockCell row={row} /> },
          {
            id: 'actions',
            header: text.actions,
            cell: (row) => (
              <SpaceBetween direction="horizontal" size="xs">
                {row.lockable && !row.lockedAbove && (
                  <Button
                    variant="inline-link"
                    ariaLabel={row.lockedHere ? text.unlockLabel(row.key) : text.lockLabel(row.key)}
                    loading={busyKey === row.key}
                    disabled={busyKey !== undefined && busyKey !== row.key}
                    onClick={() => void toggleLock(row)}
                  >
                    {row.lockedHere ? text.unlockAction : text.lock}
                  </Button>
                )}
                {row.own && (
                  <Button
                    variant="inline-link"
                    ariaLabel={text.inheritLabel(row.key)}
                    onClick={() => onReview({ kind: 'withoutKey', key: row.key })}
                  >
                    {text.inheritAction}
                  </Button>
                )}
              </SpaceBetween>
            ),
          },
        ]}
      />
    </SpaceBetween>
  );
}
