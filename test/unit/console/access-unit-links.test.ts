import { unitPageHref } from '../../../frontend/src/common/access/unit-page-href';
import { accessScopeUnits } from '../../../frontend/src/pages/org-user-details/access-scope';

describe('the units of an explanation as links and choices (issue 39 §4)', () => {
  const admin = { systemAdmin: false, ownUnits: ['ou-sales'], actingOuid: 'ou-north' };

  it("opens the viewer's own units and every unit for a system admin as themselves", () => {
    expect(unitPageHref('ou-sales', admin)).toBe('/ou-sales/orgunit/ou-sales');
    expect(unitPageHref('ou-west', { ...admin, systemAdmin: true })).toBe(
      '/ou-west/orgunit/ou-west',
    );
  });

  it('opens any other unit within the unit acted as', () => {
    expect(unitPageHref('ou-north-a', admin)).toBe('/ou-north/orgunit/ou-north-a');
    expect(unitPageHref('ou-x', { ...admin, actingOuid: undefined })).toBe('/ou-x/orgunit/ou-x');
  });

  it("offers the page's unit, the member's units, then the admin's, each once", () => {
    const member = {
      roles: ['ou-north-a=user', 'ou-north=user,viewer'],
      appRoles: [{ ouid: 'ou-north-b', appId: 'ticketapp', roles: ['agent'] }],
    };
    expect(accessScopeUnits('ou-north', member, ['ou-sales', 'ou-north'])).toEqual([
      'ou-north',
      'ou-north-a',
      'ou-north-b',
      'ou-sales',
    ]);
  });
});
