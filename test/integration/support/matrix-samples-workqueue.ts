/**
 * Matrix samples of the deletion workflow's routes, aimed at the victims under ou-sales
 * (workqueue-fixture.ts): ou-sales's admin acts on ou-sales, above each victim, and did not make
 * the requests, so they may decide on them.
 */
import type { MatrixSample } from './matrix-samples';
import { workqueueUnitId } from './workqueue-fixture';

export const WORKQUEUE_SAMPLES: readonly MatrixSample[] = [
  {
    route: 'GET /workqueue/deletion-requests',
    context: 'sales',
    target: 'actingUnit',
    request: () => ({ path: '/workqueue/deletion-requests' }),
    rightful: 'salesAdmin',
  },
  {
    route: 'GET /workqueue/deleted-units',
    context: 'sales',
    target: 'actingUnit',
    request: () => ({ path: '/workqueue/deleted-units' }),
    rightful: 'salesAdmin',
  },
  {
    route: 'GET /orgunit/{id}/deletion',
    context: 'sales',
    request: (f) => ({ path: `/orgunit/${workqueueUnitId(f.prefix, 'viewed')}/deletion` }),
    rightful: 'salesAdmin',
  },
  {
    route: 'POST /orgunit/{id}/deletion/approve',
    context: 'sales',
    request: (f) => ({
      path: `/orgunit/${workqueueUnitId(f.prefix, 'approved')}/deletion/approve`,
      body: {},
    }),
    rightful: 'salesAdmin',
  },
  {
    route: 'POST /orgunit/{id}/deletion/reject',
    context: 'sales',
    request: (f) => ({
      path: `/orgunit/${workqueueUnitId(f.prefix, 'rejected')}/deletion/reject`,
      body: { reason: 'Still needed by the matrix' },
    }),
    rightful: 'salesAdmin',
  },
  {
    route: 'POST /orgunit/{id}/restore',
    context: 'sales',
    request: (f) => ({
      path: `/orgunit/${workqueueUnitId(f.prefix, 'restored')}/restore`,
      body: {},
    }),
    rightful: 'salesAdmin',
  },
];
