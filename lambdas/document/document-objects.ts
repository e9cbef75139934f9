/**
 * The stored images behind documents, in the documents bucket: what S3 says an uploaded object is
 * (HeadObject, which IAM grants as s3:GetObject), its first bytes (a ranged GetObject), and
 * removing one.
 */
import { documentsBucket } from '../shared/buckets';
import { s3 } from '../shared/s3-client';

export interface StoredObject {
  contentType: string;
  size: number;
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

/** The object's real type and size, or undefined when nothing was uploaded at that key. */
export async function storedObject(key: string): Promise<StoredObject | undefined> {
  const { sdk, client } = await s3();
  try {
    const head = await client.send(
      new sdk.HeadObjectCommand({ Bucket: documentsBucket(), Key: key }),
    );
    return { contentType: head.ContentType ?? '', size: head.ContentLength ?? 0 };
  } catch (error) {
    if (statusOf(error) === 404) return undefined;
    throw error;
  }
}

/** The object's first `count` bytes (fewer when it is shorter). */
export async function firstBytes(key: string, count: number): Promise<Uint8Array> {
  const { sdk, client } = await s3();
  const answer = await client.send(
    new sdk.GetObjectCommand({
      Bucket: documentsBucket(),
      Key: key,
      Range: `bytes=0-${count - 1}`,
    }),
  );
  const bytes = (await answer.Body?.transformToByteArray()) ?? new Uint8Array(0);
  // A server that ignores the range sends the whole object: only the head is looked at.
  return bytes.subarray(0, count);
}

/** Removes the object; removing one that is already gone succeeds (S3 answers 204 either way). */
export async function removeObject(key: string): Promise<void> {
  const { sdk, client } = await s3();
  await client.send(new sdk.DeleteObjectCommand({ Bucket: documentsBucket(), Key: key }));
}
