/**
 * A snapshot of everything an API call could change on the local platform: every item of the
 * table (a Scan: tests only, never in the API), every object of both buckets (key, ETag, size)
 * and the API events the SNS stand-in recorded. Two snapshots are compared whole; nothing is
 * excluded, because a refused or invalid call must not touch anything.
 */
import { existsSync, readFileSync } from 'node:fs';

import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { paginateScan } from '@aws-sdk/lib-dynamodb';

import { eventLogFile } from '../../../local/event-log';
import { LOCAL_CREDENTIALS, LOCAL_REGION, LOCAL_RESOURCES } from '../../../local/settings';
import { tableClient } from './accounts';
import type { PlatformFacts } from './platform-process';

export interface PlatformState {
  /** `PK|SK` → the item as canonical JSON. */
  items: Record<string, string>;
  /** `bucket/key` → `ETag size`. */
  objects: Record<string, string>;
  /** Lines of the SNS stand-in's event log. */
  events: number;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value instanceof Set) return [...value].map(canonical).sort();
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
    a < b ? -1 : 1,
  );
  return Object.fromEntries(entries.map(([key, inner]) => [key, canonical(inner)]));
}

async function tableItems(facts: PlatformFacts): Promise<Record<string, string>> {
  const table = tableClient(facts);
  const items: Record<string, string> = {};
  try {
    const pages = paginateScan(
      { client: table },
      { TableName: LOCAL_RESOURCES.tableName, ConsistentRead: true },
    );
    for await (const page of pages) {
      for (const item of page.Items ?? []) {
        items[`${String(item.PK)}|${String(item.SK)}`] = JSON.stringify(canonical(item));
      }
    }
  } finally {
    table.destroy();
  }
  return items;
}

export function s3Client(facts: PlatformFacts): S3Client {
  return new S3Client({
    endpoint: facts.urls.s3,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
}

async function bucketObjects(facts: PlatformFacts): Promise<Record<string, string>> {
  const s3 = s3Client(facts);
  const objects: Record<string, string> = {};
  try {
    for (const bucket of [LOCAL_RESOURCES.documentsBucket, LOCAL_RESOURCES.configBucket]) {
      let token: string | undefined;
      do {
        const page = await s3.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          objects[`${bucket}/${object.Key}`] = `${object.ETag} ${object.Size}`;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    }
  } finally {
    s3.destroy();
  }
  return objects;
}

function recordedEvents(facts: PlatformFacts): number {
  const file = eventLogFile(facts.dataDir);
  if (!existsSync(file)) return 0;
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).length;
}

export async function snapshotState(facts: PlatformFacts): Promise<PlatformState> {
  const [items, objects] = await Promise.all([tableItems(facts), bucketObjects(facts)]);
  return { items, objects, events: recordedEvents(facts) };
}

/** What changed between two snapshots, as readable lines (empty when nothing did). */
export function stateChanges(before: PlatformState, after: PlatformState): string[] {
  const changes: string[] = [];
  const compare = (kind: string, a: Record<string, string>, b: Record<string, string>) => {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (a[key] === b[key]) continue;
      if (a[key] === undefined) changes.push(`${kind} added ${key}: ${b[key]}`);
      else if (b[key] === undefined) changes.push(`${kind} removed ${key}`);
      else changes.push(`${kind} changed ${key}: ${a[key]} → ${b[key]}`);
    }
  };
  compare('item', before.items, after.items);
  compare('object', before.objects, after.objects);
  if (before.events !== after.events) {
    changes.push(`events published: ${after.events - before.events}`);
  }
  return changes;
}
