/** The hash a config version records: sha256 (hex) of its canonical JSON, so equal content hashes equal. */
import { createHash } from 'node:crypto';

import { canonicalJson } from '../domain/config-diff';

export function configHash(config: unknown): string {
  return createHash('sha256').update(canonicalJson(config)).digest('hex');
}
