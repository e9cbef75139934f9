/**
 * Reads exactly the deployed object the caller saw (key + ETag) and parses its JSON; whether it is
 * a valid own config of the unit is own-config-check.ts's question. S3 answers 412 to a stale
 * `If-Match`; the returned ETag is compared as well, so a store that ignores the condition
 * (s3rver) cannot slip a newer object through either.
 */
import { CONFIG_LIMITS } from '../domain/schemas/config';
import { BadRequestError, ConflictError } from '../shared/errors';
import { configBucket } from '../shared/buckets';
import { s3 } from '../shared/s3-client';
import { CONFIG_MESSAGES } from './messages';

export interface DeployedArtifact {
  key: string;
  eTag: string;
  /** The parsed JSON, not yet checked against any schema. */
  config: unknown;
  /** The note it was saved with (save-config.ts), if any. */
  note?: string;
}

/** The object metadata that carries a saved config's note (URI-encoded: metadata is ASCII). */
export const NOTE_METADATA = 'note';

const unquoted = (eTag: string) => eTag.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
const quoted = (eTag: string) => `"${unquoted(eTag)}"`;

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

interface ObjectRead {
  text: string;
  eTag: string;
  metadata: Record<string, string>;
}

async function readObject(key: string, eTag: string): Promise<ObjectRead> {
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
    return { text, eTag: object.ETag ?? '', metadata: object.Metadata ?? {} };
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

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequestError(CONFIG_MESSAGES.artifactNotJson);
  }
}

function noteOf(metadata: Record<string, string>): string | undefined {
  const encoded = metadata[NOTE_METADATA];
  if (!encoded) return undefined;
  try {
    return decodeURIComponent(encoded).slice(0, CONFIG_LIMITS.note);
  } catch {
    return undefined;
  }
}

export async function readDeployedArtifact(key: string, eTag: string): Promise<DeployedArtifact> {
  const object = await readObject(key, eTag);
  if (unquoted(object.eTag) !== unquoted(eTag)) {
    throw new ConflictError(CONFIG_MESSAGES.deployedChanged);
  }
  const note = noteOf(object.metadata);
  return {
    key,
    eTag: quoted(object.eTag),
    config: parseJson(object.text),
    ...(note ? { note } : {}),
  };
}
