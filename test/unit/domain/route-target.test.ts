import { routeTargetUnit, targetSourceOf } from '../../../lambdas/domain/route-target';
import { routeKey, ROUTES } from '../../../lambdas/domain/routes';

const call = { pathParameters: { id: 'ou-2', ouid: 'ou-3' }, query: {}, actingUnitId: 'ou-1' };

describe('routeTargetUnit', () => {
  it('reads the path parameter, the query value or the acting unit, as the route says', () => {
    expect(routeTargetUnit({ method: 'GET', path: '/orgunit/{id}' }, call)).toBe('ou-2');
    expect(routeTargetUnit({ method: 'GET', path: '/orgplan/{ouid}' }, call)).toBe('ou-3');
    expect(routeTargetUnit({ method: 'GET', path: '/orgunit' }, call)).toBe('ou-1');
    expect(
      routeTargetUnit(
        { method: 'GET', path: '/orgunit' },
        { ...call, query: { parentOuId: 'ou-9' } },
      ),
    ).toBe('ou-9');
    expect(routeTargetUnit({ method: 'GET', path: '/workqueue/deleted-units' }, call)).toBe('ou-1');
    expect(routeTargetUnit({ method: 'GET', path: '/team' }, call)).toBeUndefined();
  });

  it('names only routes of the route table, each parameter one of its path', () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      for (const route of ROUTES.filter((candidate) => candidate.method === method)) {
        const source = targetSourceOf(route);
        if (source?.from === 'path') expect(route.path).toContain(`{${source.name}}`);
      }
    }
    const named = ROUTES.filter((route) => targetSourceOf(route) !== undefined).map(routeKey);
    expect(named).toEqual(
      expect.arrayContaining(['GET /orgunit', 'GET /orgplan/{ouid}', 'POST /orgunit/{id}/restore']),
    );
    expect(named).not.toContain('POST /orgunit');
    expect(named).not.toContain('GET /team');
  });
});
