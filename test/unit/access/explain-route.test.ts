import { namedRoute } from '../../../lambdas/access/explain-route';
import { BadRequestError } from '../../../lambdas/shared/errors';

describe('namedRoute', () => {
  it('finds the route of a concrete path, with its parameters and query', () => {
    const named = namedRoute('GET', '/orgunit/ou-1/deletion');
    expect(named.route.path).toBe('/orgunit/{id}/deletion');
    expect(named.pathParameters).toEqual({ id: 'ou-1' });
    expect(named.permission).toBe('Workqueue');
    expect(namedRoute('GET', '/orgunit?parentOuId=ou-2').query).toEqual({ parentOuId: 'ou-2' });
  });

  it('prefers a literal segment over a parameter', () => {
    expect(namedRoute('GET', '/workqueue/deleted-units').route.path).toBe(
      '/workqueue/deleted-units',
    );
  });

  it('takes the permission the query switches to', () => {
    expect(namedRoute('GET', '/userprofile?checkUserName=ann').permission).toBe('CreateOrgUser');
    expect(namedRoute('GET', '/userprofile').permission).toBe('ListUsers');
    expect(namedRoute('GET', '/document?signedUrl=true').permission).toBe('UploadDocument');
  });

  it('refuses a path no route matches, and a malformed parameter, with 400', () => {
    expect(() => namedRoute('GET', '/nowhere')).toThrow(BadRequestError);
    expect(() => namedRoute('PATCH', '/orgunit')).toThrow(BadRequestError);
    expect(() => namedRoute('GET', '/orgunit/bad%2Fid')).toThrow(BadRequestError);
  });
});
