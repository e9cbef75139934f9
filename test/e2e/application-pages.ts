/**
 * Helpers of the application screens' browser tests: a fresh unit below ROOT with its own core
 * config (the applications of spec §1 with their release status), and an application role given
 * to the seeded admin on ROOT, which the unit inherits.
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { Page } from '@playwright/test';

import { configArtifactKey, type CoreConfig } from '../../lambdas/domain/config-schema';
import { ROOT_UNIT_ID, SEED_CORE_CONFIG } from '../../local/seed-data';
import { s3Client } from '../../local/s3';
import { LOCAL_RESOURCES, loadLocalSettings } from '../../local/settings';
import { admin } from './console-pages';
import { AdminApi } from './orguser-pages';
import { PlatformApi } from './platform-api';

/** The platform of playwright.config.ts runs with LOCAL_PORT_OFFSET=E2E_PORT_OFFSET (200). */
const E2E_SETTINGS = loadLocalSettings({ LOCAL_PORT_OFFSET: process.env.E2E_PORT_OFFSET ?? '200' });

export const TICKETAPP_LAUNCH_URL = 'https://tickets.example.com/start';

/** A core config as `configs/core.json` ships it, with a launch address for the Issue Tracker. */
export const APPS_CORE_CONFIG: CoreConfig = {
  ...SEED_CORE_CONFIG,
  applications: [
    {
      id: 'ticketapp',
      name: 'Issue Tracker',
      status: 'released',
      launchUrl: TICKETAPP_LAUNCH_URL,
    },
    { id: 'courseapp', name: 'Certifications', status: 'released' },
    { id: 'salespro', name: 'Sales Pro', status: 'pending' },
    { id: 'hrmapp', name: 'HRM', status: 'pending' },
    { id: 'accounting', name: 'Accounting', status: 'pending' },
    { id: 'approvals', name: 'Approvals', status: 'released' },
  ],
};

/** Deploys `{ouid}/core.json` and activates it on the unit, as the config dashboard would. */
async function activateCoreConfig(api: PlatformApi, ouid: string, config: CoreConfig) {
  const key = configArtifactKey(ouid, 'core');
  const s3 = s3Client(E2E_SETTINGS);
  let eTag: string;
  try {
    const put = await s3.send(
      new PutObjectCommand({
        Bucket: LOCAL_RESOURCES.configBucket,
        Key: key,
        Body: JSON.stringify(config),
        ContentType: 'application/json',
      }),
    );
    eTag = put.ETag ?? '';
  } finally {
    s3.destroy();
  }
  await api.succeeding('PUT', '/config/core?createArtifact=true', {
    ouid,
    body: { key, identifier: 'core', ETag: eTag },
  });
}

/**
 * A new unit below ROOT whose own core config lists the six applications with their statuses
 * (or the applications `config` lists).
 */
export async function createAppsUnit(
  page: Page,
  config: CoreConfig = APPS_CORE_CONFIG,
): Promise<{ id: string; name: string }> {
  const unit = await (await AdminApi.signIn(page)).createUnit('Apps');
  await activateCoreConfig(await PlatformApi.signIn(page), unit.id, config);
  return unit;
}

/** Gives the seeded admin this Issue Tracker role on ROOT; a sign-in after it carries the role. */
export async function giveAdminTicketRole(page: Page, role: string): Promise<void> {
  await (await AdminApi.signIn(page)).addAppUser(ROOT_UNIT_ID, admin.username, 'ticketapp', role);
}
