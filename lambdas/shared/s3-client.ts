/**
 * The S3 client, created once per Lambda container, each call bounded by the time budget it runs
 * in (aws-call-bounds.ts). Locally the standard `AWS_ENDPOINT_URL_S3` variable points the
 * unchanged client at s3rver (path-style, since that endpoint is an IP).
 */
import { timeBoundClient } from './aws-call-bounds';
import { DEFAULT_REGION } from './dynamo-client';
import { lazy } from './lazy';

/** The S3 SDK and client, loaded on first use (most config requests never touch S3). */
export const s3 = lazy(async () => {
  const sdk = await import('@aws-sdk/client-s3');
  const client = timeBoundClient(
    (bounds) =>
      new sdk.S3Client({
        region: process.env.AWS_REGION ?? DEFAULT_REGION,
        forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3),
        // A pre-signed PUT must not carry a checksum of an empty body; checksums only where S3 needs them.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        ...bounds,
      }),
  );
  return { sdk, client };
});
