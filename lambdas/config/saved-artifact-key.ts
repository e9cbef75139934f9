/** Where a saved config goes: `{ouid}/saved/{yyyymmddThhmmssZ}-{8 hex}/{identifier}.json`. */
import { randomBytes } from 'node:crypto';

import { configArtifactPrefix } from '../domain/config-schema';

/** `2026-11-28T01:02:03.456Z` → `20261128T010203Z`. */
function compactTime(at: string): string {
  return `${at.slice(0, 19).replace(/[-:]/g, '')}Z`;
}

export function savedArtifactKey(ouid: string, identifier: string, at: string): string {
  const unique = randomBytes(4).toString('hex');
  return `${configArtifactPrefix(ouid)}saved/${compactTime(at)}-${unique}/${identifier}.json`;
}
