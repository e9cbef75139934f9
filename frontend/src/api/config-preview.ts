/**
 * `GET /config/{identifier}/preview` (issue 38): what the config in force would become, key by
 * key, if a deployed artifact were activated, an earlier version rolled back to, or a key returned
 * to inherited. Nothing changes on the server until the review's action is sent.
 */
import * as z from 'zod/mini';

import type { KeyChange } from '@domain/config-diff';
import { configPreviewSchema } from '@domain/schemas/config-versions';

import { CONFIG_PATH } from './paths';
import { type ApiResource, useApi } from './use-api';

/** What a review compares: the change it would make. */
export type ReviewSource =
  | { kind: 'artifact'; key: string; eTag: string }
  | { kind: 'version'; number: number }
  | { kind: 'withoutKey'; key: string };

export type { KeyChange };

export type ConfigPreview = z.infer<typeof configPreviewSchema>;

const previewResponseSchema = z.pipe(
  z.object({ data: configPreviewSchema }),
  z.transform((body) => body.data),
);

/** `/config/{identifier}`, the path every write of one config starts from. */
export function configItemPath(identifier: string): string {
  return `${CONFIG_PATH}/${encodeURIComponent(identifier)}`;
}

export function previewPath(identifier: string, source: ReviewSource): string {
  const query: Record<string, string> =
    source.kind === 'artifact'
      ? { key: source.key, ETag: source.eTag }
      : source.kind === 'version'
        ? { version: String(source.number) }
        : { withoutKey: source.key };
  return `${configItemPath(identifier)}/preview?${new URLSearchParams(query).toString()}`;
}

/** The preview of the change; `source` undefined reads nothing (the review is closed). */
export function useConfigPreview(
  ouid: string | undefined,
  identifier: string,
  source: ReviewSource | undefined,
): ApiResource<ConfigPreview> {
  const path = source && ouid ? previewPath(identifier, source) : undefined;
  return useApi(path, ouid, previewResponseSchema);
}
