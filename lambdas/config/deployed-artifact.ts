/**
 * Reads exactly the deployed object the caller saw (key + ETag) and checks it is a valid config.
 * S3 answers 412 to a stale `If-Match`; the returned ETag is compared as well, so a store that
 * ignores the condition (s3rver) cannot slip a newer object through either.
 */
import { configSchemaFor } from '../domain/config-schema';
import { CONFIG_LIMITS } from '../domain/schemas/config';
import { BadRequestError, ConflictError } from '../shared/errors';
import { configBucket } from '../shared/buckets';
import { s3 } from '../shared/s3-client';
import { CONFIG_MESSAGES } from './messages';

export interface DeployedArtifact {
  key: string;
  eTag: string;
  config: unknown;
}

const unquoted = (eTag: string) => eTag.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
const quoted = (eTag: string) => `"${unquoted(eTag)}"`;

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

async function readObject(key: string, eTag: string): Promise<{ text: string; eTag: string }> {
  const { sdk, client } = await s3();
  try {
    const object = await client.send(
      new sdk.GetObjectCommand({ Bucket: configBucket(), Key: key, IfMatch: quoted(eTag) }),
    );
    if ((object.ContentLength ?? 0) > CONFIG_LIMITS.artifactBytes) {
      (object.Body as { destroy?: () => void } | undefined)?.destroy?.();
      throw new BadRequestError(CONFIG_MESSAGES.artifactTooLarge(CONFIG_LIMITS.artifactBytes));
    }
    const text = (await object.Body?.transformToString('utf8')) ?? '';
    return { text, eTag: object.ETag ?? '' };
  } catch (error) {
    // 412: the ETag is stale; 404: the object is gone. Either way the caller's list is out of date.
    const status = statusOf(error);
    if (status === 412 || status === 404) throw new ConflictError(CONFIG_MESSAGES.deployedChanged);
    // Any other refusal of the key or ETag by S3 is the caller's input, not a server fault.
    if (status !== undefined && status >= 400 && status < 500 && status !== 403) {
      throw new BadRequestError(CONFIG_MESSAGES.deployedUnreadable);
    }
    throw error;
  }
}

function parseConfig(identifier: string, text: string): unknown {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BadRequestError(CONFIG_MESSAGES.artifactNotJson);
  }
  const result = configSchemaFor(identifier).safeParse(json);
  if (!result.success) {
    const detail = result.error.issues
      .map((issue) => `${issue.path.join('.') || '(config)'}: ${issue.message}`)
      .join('; ');
    throw new BadRequestError(CONFIG_MESSAGES.artifactInvalid(detail));
  }
  return result.data;
}

export async function readDeployedArtifact(
  identifier: string,
  key: string,
  eTag: string,
): Promise<DeployedArtifact> {
  const object = await readObject(key, eTag);
  if (unquoted(object.eTag) !== unquoted(eTag)) {
    throw new ConflictError(CONFIG_MESSAGES.deployedChanged);
  }
  return { key, eTag: quoted(object.eTag), config: parseConfig(identifier, object.text) };
}
