/**
 * Matrix samples of the config write and history routes (issue 38). The acting unit is the
 * target: an admin of another unit sending their own x-ouid rightly acts on their own configs.
 */
import type { MatrixSample } from './matrix-samples';

const base = {
  context: 'sales',
  target: 'actingUnit',
  rightful: 'salesAdmin',
} as const;

export const CONFIG_SAMPLES: readonly MatrixSample[] = [
  {
    ...base,
    route: 'POST /config/{identifier}',
    request: (f) => ({
      path: `/config/${f.configs.saved}`,
      body: { config: { roles: [{ value: 'saved', name: 'Saved' }] }, note: 'Saved by the matrix' },
    }),
  },
  {
    ...base,
    route: 'GET /config/{identifier}/versions',
    request: (f) => ({ path: `/config/${f.configs.history}/versions`, query: { limit: '10' } }),
  },
  {
    ...base,
    route: 'GET /config/{identifier}/versions/{number}',
    request: (f) => ({ path: `/config/${f.configs.history}/versions/1` }),
  },
  {
    ...base,
    route: 'POST /config/{identifier}/versions/{number}/rollback',
    request: (f) => ({
      path: `/config/${f.configs.history}/versions/1/rollback`,
      body: { version: 2, note: 'Rolled back by the matrix' },
    }),
  },
  {
    ...base,
    route: 'GET /config/{identifier}/preview',
    request: (f) => ({ path: `/config/${f.configs.history}/preview`, query: { version: '1' } }),
  },
  {
    ...base,
    route: 'DELETE /config/{identifier}/keys/{key}',
    request: (f) => ({ path: `/config/${f.configs.inherited}/keys/roles`, body: { version: 1 } }),
  },
  {
    ...base,
    route: 'PUT /config/{identifier}/locks/{key}',
    request: (f) => ({ path: `/config/${f.configs.locked}/locks/roles`, body: {} }),
  },
  {
    ...base,
    route: 'DELETE /config/{identifier}/locks/{key}',
    request: (f) => ({ path: `/config/${f.configs.unlocked}/locks/roles` }),
  },
];
