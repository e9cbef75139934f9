/**
 * The stored images behind documents, in the documents bucket: what S3 says an uploaded object is
 * (HeadObject, which IAM grants as s3:GetObject), and removing one.
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

/** Removes the object; removing one that is already gone succeeds (S3 answers 204 either way). */
export async function removeObject(key: string): Promise<void> {
  const { sdk, client } = await s3();
  await client.send(new sdk.DeleteObjectCommand({ Bucket: documentsBucket(), Key: key }));
}
