import { chainLinks } from '../../../frontend/src/common/orgunit/chain-links';

const ancestors = [
  { id: 'ou-root', name: 'Acme Group' },
  { id: 'ou-sales', name: 'Sales' },
];
const unit = { id: 'ou-north', name: 'North' };

describe('the ouid chain as names (issue 37)', () => {
  it('links units in the acting unit as details there, and units above it as their homes', () => {
    expect(chainLinks('ou-root/ou-sales/ou-north', ancestors, unit, 'ou-sales')).toEqual([
      { id: 'ou-root', name: 'Acme Group', href: '/ou-root/' },
      { id: 'ou-sales', name: 'Sales', href: '/ou-sales/orgunit/ou-sales' },
      { id: 'ou-north', name: 'North' },
    ]);
  });

  it('shows the id of an ancestor the server did not name, unlinked', () => {
    expect(chainLinks('ou-root/ou-sales/ou-north', ancestors.slice(1), unit, 'ou-sales')).toEqual([
      { id: 'ou-root' },
      { id: 'ou-sales', name: 'Sales', href: '/ou-sales/orgunit/ou-sales' },
      { id: 'ou-north', name: 'North' },
    ]);
  });
});
