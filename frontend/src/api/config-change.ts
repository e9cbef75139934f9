/**
 * The write a reviewed config change sends (issue 38): activating a deployed artifact (`PUT`,
 * create when the unit has no config of its own yet, else update of that version), rolling back
 * to an earlier version (`POST …/rollback`) or returning a key to inherited (`DELETE …/keys/{key}`).
 * Each carries the version the review compared against, so a change made meanwhile is a 409. All
 * are config changes (entity rule action C), not deletions.
 */
import * as z from 'zod/mini';

import type { CoreConfig } from '@domain/config-schema';

import type { ConfigPreview, ReviewSource } from './config-preview';
import { configItemPath } from './config-preview';
import { withPublishFlag } from './entity-rules';

/** The server's limit on a version's note. */
export const CHANGE_NOTE_LIMIT = 500;

export interface ConfigChangeRequest {
  method: 'PUT' | 'POST' | 'DELETE';
  path: string;
  body: Record<string, unknown>;
}

/** Every config write answers `{ data }` with the version now in force. */
export const configChangeResponseSchema = z.object({
  data: z.object({ version: z.optional(z.int()) }),
});

export function configChangeRequest(
  identifier: string,
  source: ReviewSource,
  preview: ConfigPreview,
  note: string,
  core: CoreConfig | undefined,
): ConfigChangeRequest {
  const target = configItemPath(identifier);
  const trimmed = note.trim();
  const withNote = (body: Record<string, unknown>) => (trimmed ? { ...body, note: trimmed } : body);
  const version = preview.currentVersion;
  if (source.kind === 'artifact') {
    const create = version === 0;
    const path = `${target}?${create ? 'createArtifact' : 'updateArtifact'}=true`;
    const body = { key: source.key, identifier, ETag: source.eTag };
    return {
      method: 'PUT',
      path: withPublishFlag(path, core, 'config', 'C'),
      body: withNote(create ? body : { ...body, version }),
    };
  }
  if (source.kind === 'version') {
    return {
      method: 'POST',
      path: withPublishFlag(`${target}/versions/${source.number}/rollback`, core, 'config', 'C'),
      body: withNote({ version }),
    };
  }
  return {
    method: 'DELETE',
    path: withPublishFlag(`${target}/keys/${encodeURIComponent(source.key)}`, core, 'config', 'C'),
    body: withNote({ version }),
  };
}
