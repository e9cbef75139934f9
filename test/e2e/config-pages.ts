/**
 * Helpers of the org plan and config dashboard tests: a fresh unit of their own (through the API,
 * as the admin) and deployed config artifacts put straight into the local S3 stand-in.
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { Page } from '@playwright/test';

import { configArtifactKey } from '../../lambdas/domain/config-schema';
import { s3Client } from '../../local/s3';
import { LOCAL_RESOURCES, loadLocalSettings } from '../../local/settings';
import { PlatformApi } from './platform-api';

/** The platform of playwright.config.ts runs with LOCAL_PORT_OFFSET=E2E_PORT_OFFSET (200). */
const E2E_SETTINGS = loadLocalSettings({ LOCAL_PORT_OFFSET: process.env.E2E_PORT_OFFSET ?? '200' });

/** A new unit below the seeded ROOT unit, registered by the admin with `POST /orgunit`. */
export async function createUnitBelowRoot(page: Page, name: string): Promise<string> {
  const api = await PlatformApi.signIn(page);
  const unit = await api.createUnit(name, undefined, 'Config dashboard browser test');
  return unit.data.identifier;
}

/** Puts (or overwrites) an object in the config bucket, as a deployment would. */
export async function deployConfigAt(key: string, config: unknown): Promise<string> {
  const s3 = s3Client(E2E_SETTINGS);
  try {
    await s3.send(
      new PutObjectCommand({
        Bucket: LOCAL_RESOURCES.configBucket,
        Key: key,
        Body: `${JSON.stringify(config, null, 2)}\n`,
        ContentType: 'application/json',
      }),
    );
  } finally {
    s3.destroy();
  }
  return key;
}

/** Deploys `{ouid}/{identifier}.json`, the key a unit's config normally has. */
export function deployConfig(ouid: string, identifier: string, config: unknown): Promise<string> {
  return deployConfigAt(configArtifactKey(ouid, identifier), config);
}
