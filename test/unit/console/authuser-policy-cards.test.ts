import { policyCardItems } from '../../../frontend/src/common/policy-cards/policy-card-items';

describe('policy cards', () => {
  it('shows the system policy first, then org policies by unit', () => {
    expect(policyCardItems(['ou-sales=user', 'system=admin', 'ou-root=admin'])).toEqual([
      { policy: 'system=admin', unit: 'system', roles: ['admin'], system: true },
      { policy: 'ou-root=admin', unit: 'ou-root', roles: ['admin'], system: false },
      { policy: 'ou-sales=user', unit: 'ou-sales', roles: ['user'], system: false },
    ]);
  });

  it('keeps an unreadable policy text visible as it is', () => {
    expect(policyCardItems(['broken'])).toEqual([
      { policy: 'broken', unit: 'broken', roles: [], system: false },
    ]);
  });
});
