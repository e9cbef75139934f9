/**
 * s3rver as a child process, with the platform's buckets and their CORS configuration; pre-signed
 * URLs are verified as S3 verifies them (s3rver-main.cjs).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { S3Client } from '@aws-sdk/client-s3';

import { answersHttp, type ManagedProcess, spawnManaged, waitUntilReady } from './child-process';
import type { LogLine } from './log';
import { LOCAL_CREDENTIALS, LOCAL_RESOURCES, type LocalSettings, localUrl } from './settings';

export function s3Client(settings: LocalSettings): S3Client {
  return new S3Client({
    endpoint: localUrl(settings, 's3'),
    region: settings.region,
    credentials: LOCAL_CREDENTIALS,
    forcePathStyle: true,
    // Without this, streamed bodies are stored with their chunk framing inside.
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
}

function corsXml(origin: string): string {
  return `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>${origin}</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>600</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>
`;
}

export async function startS3(
  settings: LocalSettings,
  consoleOrigin: string,
  log: LogLine,
): Promise<ManagedProcess> {
  const directory = path.join(settings.dataDir, 's3');
  mkdirSync(directory, { recursive: true });
  const corsFile = path.join(settings.dataDir, 's3-cors.xml');
  writeFileSync(corsFile, corsXml(consoleOrigin));
  const buckets = [LOCAL_RESOURCES.documentsBucket, LOCAL_RESOURCES.configBucket];
  const s3 = spawnManaged(
    's3rver',
    process.execPath,
    [
      // s3rver's own start, plus the Signature V4 check of pre-signed URLs it lacks.
      path.join(__dirname, 's3rver-main.cjs'),
      '--directory',
      directory,
      '--address',
      settings.host,
      '--port',
      String(settings.ports.s3),
      '--silent',
      '--no-vhost-buckets',
      ...buckets.flatMap((bucket) => ['--configure-bucket', bucket, corsFile]),
    ],
    // Without the legacy provider, paged listings fail on Node 17+.
    { env: { ...process.env, NODE_OPTIONS: '--openssl-legacy-provider' } },
    log,
  );
  await waitUntilReady(s3, () => answersHttp(`${localUrl(settings, 's3')}/`));
  return s3;
}
