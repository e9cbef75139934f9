/**
 * Uploads a shipped config to the config-artifacts bucket under a unit's prefix and makes it the
 * unit's active config, version 1 with its version record (so its history has a start), as
 * `PUT /config/{identifier}?createArtifact=true` would. An object already
 * in the bucket is kept, even when the repo's copy has changed since: newer configs are deployed
 * and activated through the console, never overwritten here.
 */

import { GetObjectCommand, NoSuchKey, PutObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';

import { configHash } from '../../lambdas/shared/config-hash';
import { configArtifactKey, configSchemaFor } from '../../lambdas/domain/config-schema';
import { keys } from '../../lambdas/domain/data-keys';
import type { ActiveConfigRecord, ConfigVersionRecord } from '../../lambdas/domain/records';
import { putIfMissing } from './put-if-missing';
import type { ShippedConfig } from './shipped-configs';
import type { Step } from './steps';
import { BOOTSTRAP_ACTOR, BootstrapError, type BootstrapTarget } from './target';

export interface Artifact {
  eTag: string;
  config: unknown;
  step: Step;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const quoted = (eTag: string) => `"${eTag.replace(/^W\//, '').replace(/^"|"$/g, '')}"`;

async function storedArtifact(
  target: BootstrapTarget,
  key: string,
): Promise<{ eTag: string; body: string } | undefined> {
  try {
    const object = await target.s3.send(
      new GetObjectCommand({ Bucket: target.configBucket, Key: key }),
    );
    const body = (await object.Body?.transformToString('utf8')) ?? '';
    if (!object.ETag) throw new BootstrapError(`s3://${target.configBucket}/${key} has no ETag`);
    return { eTag: quoted(object.ETag), body };
  } catch (error) {
    if (error instanceof NoSuchKey) return undefined;
    throw error;
  }
}

/** The artifact as the bucket holds it (uploaded from `shipped` when it was missing). */
export async function ensureArtifact(
  target: BootstrapTarget,
  key: string,
  shipped: ShippedConfig,
): Promise<Artifact> {
  const subject = `config artifact s3://${target.configBucket}/${key}`;
  const stored = await storedArtifact(target, key);
  if (stored) {
    const parsed = configSchemaFor(shipped.identifier).safeParse(parseJson(stored.body));
    if (!parsed.success) throw new BootstrapError(`${subject} is not a valid config`);
    const note = stored.body === shipped.body ? undefined : 'differs from the repo copy; kept';
    return {
      eTag: stored.eTag,
      config: parsed.data,
      step: { outcome: 'unchanged', subject, note },
    };
  }
  const put = await target.s3.send(
    new PutObjectCommand({
      Bucket: target.configBucket,
      Key: key,
      Body: shipped.body,
      ContentType: 'application/json',
      // A concurrent run may have uploaded it meanwhile: S3 then refuses rather than replaces.
      IfNoneMatch: '*',
    }),
  );
  if (!put.ETag) throw new BootstrapError(`${subject} was stored without an ETag`);
  return { eTag: quoted(put.ETag), config: shipped.config, step: { outcome: 'created', subject } };
}

/** The unit's active record when it is still at version 1 (no activation since the bootstrap's). */
async function storedFirstVersion(
  target: BootstrapTarget,
  ouid: string,
  identifier: string,
): Promise<ActiveConfigRecord | undefined> {
  const { Item } = await target.documents.send(
    new GetCommand({ TableName: target.tableName, Key: keys.activeConfig(ouid, identifier) }),
  );
  const record = Item as ActiveConfigRecord | undefined;
  return record?.version === 1 ? record : undefined;
}

/** Version 1 of a unit's config, as activated from the artifact (written once, like the record). */
function firstVersion(record: ActiveConfigRecord): ConfigVersionRecord {
  return {
    ...keys.configVersion(record.ouid, record.identifier, 1),
    entity: 'configversion',
    ouid: record.ouid,
    identifier: record.identifier,
    number: 1,
    kind: 'activated',
    config: record.config,
    hash: record.hash ?? configHash(record.config),
    key: record.key,
    eTag: record.eTag,
    by: record.createdBy,
    at: record.createdDate,
  };
}

/** The artifact in the bucket, then the unit's active config record pointing at it. */
export async function ensureActiveConfig(
  target: BootstrapTarget,
  ouid: string,
  shipped: ShippedConfig,
  at: string,
  createdBy: string = BOOTSTRAP_ACTOR,
): Promise<Step[]> {
  const { identifier } = shipped;
  const key = configArtifactKey(ouid, identifier);
  const artifact = await ensureArtifact(target, key, shipped);
  const record: ActiveConfigRecord = {
    ...keys.activeConfig(ouid, identifier),
    entity: 'config',
    ouid,
    identifier,
    key,
    eTag: artifact.eTag,
    config: artifact.config,
    createdBy,
    createdDate: at,
    version: 1,
    hash: configHash(artifact.config),
  };
  const created = await putIfMissing(target, record);
  const first = created ? record : await storedFirstVersion(target, ouid, identifier);
  // Version 1 beside a record still at version 1 (one activated since has its own history).
  const versioned = first !== undefined && (await putIfMissing(target, firstVersion(first)));
  return [
    artifact.step,
    {
      outcome: created ? 'created' : 'unchanged',
      subject: `active config ${identifier} on ${ouid}`,
    },
    {
      outcome: versioned ? 'created' : 'unchanged',
      subject: `config version 1 of ${identifier} on ${ouid}`,
    },
  ];
}
