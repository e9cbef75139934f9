/**
 * Helpers of the config versions browser tests (issue 38): configs saved and activated through the
 * API as the admin, and the dashboard's keys-in-force and history tables.
 */
import type { Locator, Page } from '@playwright/test';

import { configDashStrings } from '../../frontend/src/strings/config-dash';
import type { PlatformApi } from './platform-api';

const { configDash, configInForce, configHistory } = configDashStrings;

interface Saved {
  data: { Key: string; ETag: string };
}

interface Activated {
  data: { version?: number };
}

/**
 * Saves the unit's own config (`POST /config/{identifier}`) and activates the saved artifact: a
 * create when `version` is undefined (the unit has none yet), else an update of that version.
 */
export async function saveAndActivate(
  api: PlatformApi,
  ouid: string,
  identifier: string,
  config: Record<string, unknown>,
  version?: number,
): Promise<number> {
  const path = `/config/${identifier}`;
  const saved = await api.succeeding<Saved>('POST', path, { ouid, body: { config } });
  const body = { key: saved.data.Key, identifier, ETag: saved.data.ETag };
  const activated = await api.succeeding<Activated>(
    'PUT',
    `${path}?${version === undefined ? 'createArtifact' : 'updateArtifact'}=true`,
    { ouid, body: version === undefined ? body : { ...body, version } },
  );
  return activated.data.version ?? (version ?? 0) + 1;
}

/** The keys-in-force table of the config shown on the dashboard. */
export function keysInForceTable(page: Page, identifier: string): Locator {
  return page.getByRole('table', { name: configInForce.tableAriaLabel(identifier) });
}

export function historyTable(page: Page, identifier: string): Locator {
  return page.getByRole('table', { name: configHistory.tableAriaLabel(identifier) });
}

/** The row of a table whose row header is exactly `name` (a key, a version number). */
export function rowOf(table: Locator, name: string): Locator {
  return table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name, exact: true }) });
}

export async function openTab(page: Page, tab: 'inForceTab' | 'historyTab' | 'jsonTab') {
  await page.getByRole('tab', { name: configDash[tab] }).click();
}
