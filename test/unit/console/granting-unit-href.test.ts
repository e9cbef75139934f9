import { grantingUnitHref } from '../../../frontend/src/pages/orgunit-details/granting-unit-href';

const TARGET_CHAIN = 'ou-root/ou-sales/ou-north';

describe('the link to the unit that grants a row', () => {
  it('opens a unit at or below the active unit acting as the active unit', () => {
    const viewer = { targetChain: TARGET_CHAIN, actingOuid: 'ou-sales', ownUnits: ['ou-sales'] };
    expect(grantingUnitHref('ou-north', viewer)).toBe('/ou-sales/orgunit/ou-north');
    expect(grantingUnitHref('ou-sales', viewer)).toBe('/ou-sales/orgunit/ou-sales');
  });

  it("opens a unit above the active unit acting as the viewer's own unit above it", () => {
    const viewer = {
      targetChain: TARGET_CHAIN,
      actingOuid: 'ou-north',
      ownUnits: ['ou-root', 'ou-other'],
    };
    expect(grantingUnitHref('ou-sales', viewer)).toBe('/ou-root/orgunit/ou-sales');
  });

  it('links no unit the viewer cannot open, nor one outside the chain', () => {
    const viewer = { targetChain: TARGET_CHAIN, actingOuid: 'ou-sales', ownUnits: ['ou-sales'] };
    expect(grantingUnitHref('ou-root', viewer)).toBeUndefined();
    expect(grantingUnitHref('ou-elsewhere', viewer)).toBeUndefined();
  });
});
