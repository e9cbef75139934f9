import { whyOfPath } from '../../../frontend/src/common/access/why-of-path';

describe("the no-permission page's question from the refused address (issue 39 §4)", () => {
  it("reads a unit screen's permission, unit and unit type", () => {
    expect(whyOfPath('/ou-sales/config-dash')).toEqual({
      permission: 'ConfigDash',
      unit: 'ou-sales',
    });
    expect(whyOfPath('/ou-sales/orgplan?x=1')).toEqual({
      permission: 'OrgPlan',
      unit: 'ou-sales',
      unitType: 'ROOT',
    });
    expect(whyOfPath('/ou-sales/edit-orgunit/ou-north')).toEqual({
      permission: 'EditOrgunit',
      unit: 'ou-sales',
    });
    expect(whyOfPath('/ou-sales/')).toEqual({ permission: 'OrgHome', unit: 'ou-sales' });
  });

  it('asks nothing for an address that is no unit screen', () => {
    expect(whyOfPath('/user-home')).toBeUndefined();
    expect(whyOfPath('/')).toBeUndefined();
    expect(whyOfPath('/ou-sales/my-profile')).toBeUndefined();
    expect(whyOfPath('/ou-sales/no-such-screen')).toBeUndefined();
  });
});
