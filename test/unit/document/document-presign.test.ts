/**
 * The document Lambda signs upload and download URLs with Signature V4 alone; this proves each URL
 * is the one `@aws-sdk/s3-request-presigner` makes for the same PutObject or GetObject,
 * credentials and instant.
 */
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

import { presignGet, presignPut } from '../../../lambdas/document/presign';

const CREDENTIALS = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret/example+key' };
const SIGNING_DATE = new Date('2026-01-02T03:04:05Z');
const REGION = 'eu-west-1';
const PUT = {
  bucket: 'documents',
  key: "ou-sales/0b7f6c1e-5d0a-4c57-9a53-2f0c1e6a9d11-My Logo (1)!'*.png",
  contentType: 'image/png',
  contentLength: 2048,
  expiresIn: 300,
};

const savedEnv = { ...process.env };
afterEach(() => {
  process.env = { ...savedEnv };
});

function useEnvironment(endpoint: string | undefined, sessionToken: string | undefined) {
  process.env.AWS_REGION = REGION;
  process.env.AWS_ACCESS_KEY_ID = CREDENTIALS.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = CREDENTIALS.secretAccessKey;
  if (sessionToken) process.env.AWS_SESSION_TOKEN = sessionToken;
  else delete process.env.AWS_SESSION_TOKEN;
  if (endpoint) process.env.AWS_ENDPOINT_URL_S3 = endpoint;
  else delete process.env.AWS_ENDPOINT_URL_S3;
}

function sdkClient(endpoint: string | undefined, sessionToken: string | undefined) {
  return new S3Client({
    region: REGION,
    ...(endpoint && { endpoint, forcePathStyle: true }),
    credentials: { ...CREDENTIALS, ...(sessionToken && { sessionToken }) },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

async function sdkPresignedUrl(endpoint: string | undefined, sessionToken: string | undefined) {
  const client = sdkClient(endpoint, sessionToken);
  const command = new PutObjectCommand({
    Bucket: PUT.bucket,
    Key: PUT.key,
    ContentType: PUT.contentType,
    ContentLength: PUT.contentLength,
  });
  return getSignedUrl(client, command, {
    expiresIn: PUT.expiresIn,
    signableHeaders: new Set(['content-type', 'content-length']),
    signingDate: SIGNING_DATE,
  });
}

describe('presignPut', () => {
  it.each([
    ['s3rver, path-style, no session token', 'http://127.0.0.1:4569', undefined],
    ['AWS, virtual-hosted, with a Lambda session token', undefined, 'session/token+='],
  ])('makes the SDK presigner’s URL for %s', async (_case, endpoint, sessionToken) => {
    useEnvironment(endpoint, sessionToken);
    const ours = await presignPut({ ...PUT, signingDate: SIGNING_DATE });
    const sdk = await sdkPresignedUrl(endpoint, sessionToken);
    expect(ours).toBe(sdk);

    const url = new URL(ours);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(url.searchParams.get('X-Amz-Content-Sha256')).toBe('UNSIGNED-PAYLOAD');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('X-Amz-Security-Token')).toBe(sessionToken ?? null);
  });

  it('signs a different URL for another declared size', async () => {
    useEnvironment(undefined, undefined);
    const signature = async (contentLength: number) =>
      new URL(
        await presignPut({ ...PUT, contentLength, signingDate: SIGNING_DATE }),
      ).searchParams.get('X-Amz-Signature');
    expect(await signature(2048)).not.toBe(await signature(2049));
  });

  it('fails without credentials in the environment', async () => {
    useEnvironment(undefined, undefined);
    delete process.env.AWS_ACCESS_KEY_ID;
    await expect(presignPut(PUT)).rejects.toThrow(/credentials/i);
  });
});

describe('presignGet', () => {
  const DISPOSITION = `attachment; filename="My Logo (1).png"; filename*=UTF-8''My%20Logo%20%281%29.png`;

  it.each([
    ['s3rver, path-style, no session token', 'http://127.0.0.1:4569', undefined, undefined],
    ['AWS, with a session token and a download name', undefined, 'session/token+=', DISPOSITION],
  ])('makes the SDK presigner’s URL for %s', async (_case, endpoint, sessionToken, disposition) => {
    useEnvironment(endpoint, sessionToken);
    const ours = await presignGet({
      bucket: PUT.bucket,
      key: PUT.key,
      expiresIn: 60,
      responseContentDisposition: disposition,
      signingDate: SIGNING_DATE,
    });
    const sdk = await getSignedUrl(
      sdkClient(endpoint, sessionToken),
      new GetObjectCommand({
        Bucket: PUT.bucket,
        Key: PUT.key,
        ...(disposition ? { ResponseContentDisposition: disposition } : {}),
      }),
      { expiresIn: 60, signingDate: SIGNING_DATE },
    );
    expect(ours).toBe(sdk);
    expect(new URL(ours).searchParams.get('X-Amz-SignedHeaders')).toBe('host');
  });
});
