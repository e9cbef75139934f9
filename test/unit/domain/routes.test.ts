import { matchPath } from '../../../lambdas/domain/route-paths';
import {
  findRoute,
  permissionFor,
  RESOURCES,
  routeKey,
  ROUTES,
  routesOf,
} from '../../../lambdas/domain/routes';

describe('matchPath', () => {
  it('extracts and decodes path parameters', () => {
    expect(matchPath('/orgunit/{id}', '/orgunit/ou%2F1')).toEqual({ id: 'ou/1' });
    expect(matchPath('/orgunit', '/orgunit/')).toEqual({});
  });

  it.each([
    ['/orgunit/{id}', '/orgunit'],
    ['/orgunit/{id}', '/orgunit/ou-1/extra'],
    ['/orgunit/{id}', '/orgplan/ou-1'],
  ])('does not match %s against %s', (template, concrete) => {
    expect(matchPath(template, concrete)).toBeUndefined();
  });
});

describe('permissionFor', () => {
  const userprofileList = findRoute('GET', '/userprofile')!;
  const configList = findRoute('GET', '/config')!;

  it('uses the route permission without query', () => {
    expect(permissionFor(userprofileList, null)).toBe('ListUsers');
    expect(permissionFor(configList, { deployArtifact: 'false' })).toBe('ViewConfig');
    expect(permissionFor(configList, { deployArtifact: '' })).toBe('ViewConfig');
  });

  it('switches permission when the query parameter is present', () => {
    expect(permissionFor(userprofileList, { checkUserName: 'alice' })).toBe('CreateOrgUser');
    expect(permissionFor(configList, { deployArtifact: 'true' })).toBe('ConfigDash');
  });
});

describe('route table', () => {
  it('has one route per method and path', () => {
    const keys = ROUTES.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every resource at least one route', () => {
    for (const resource of RESOURCES) expect(routesOf(resource).length).toBeGreaterThan(0);
  });

  it('finds routes by method and template only', () => {
    expect(findRoute('GET', '/orgunit/{id}')?.permission).toBe('ViewOrgunit');
    expect(findRoute('PATCH', '/orgunit/{id}')).toBeUndefined();
    expect(findRoute('GET', '/orgunit/ou-1')).toBeUndefined();
  });
});
