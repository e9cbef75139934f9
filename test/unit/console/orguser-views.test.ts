import {
  appPolicyCards,
  rolePolicyCards,
} from '../../../frontend/src/pages/org-user-details/policy-cards';
import {
  appRoleChanges,
  savedAppRolesIn,
  unitRoleOf,
} from '../../../frontend/src/pages/edit-org-user/org-user-edit';
import { orgUserRows, unitRolesText } from '../../../frontend/src/pages/org-users/org-user-rows';

const user = {
  roles: ['ou-root=admin', 'ou-sales=user'],
  appRoles: [
    { ouid: 'ou-root', appId: 'ticketapp', roles: ['agent', 'manager'] },
    { ouid: 'ou-sales', appId: 'approvals', roles: ['user'] },
  ],
};

describe('org users table rows', () => {
  it("shows the roles the user's policies give on the unit", () => {
    expect(unitRolesText(user.roles, 'ou-sales')).toBe('user');
    expect(unitRolesText(['ou-root=admin,user'], 'ou-root')).toBe('admin, user');
    expect(unitRolesText(user.roles, 'ou-engineering')).toBe('');
    // Names first (issue 37): the config's display names, a role it does not name as its value.
    const names = new Map([['admin', 'Admin']]);
    expect(unitRolesText(['ou-root=admin,user'], 'ou-root', names)).toBe('Admin, user');
  });

  it('keeps the user fields and adds the unit roles', () => {
    const [row] = orgUserRows(
      [{ name: 'Ann', username: 'ann', email: 'a@x.io', phone_number: '', roles: user.roles }],
      'ou-root',
    );
    expect(row).toMatchObject({ username: 'ann', unitRoles: 'admin' });
  });
});

describe('org user details cards', () => {
  it('gives one role card per policy and one app card per application with its first role', () => {
    expect(rolePolicyCards(user)).toEqual([
      { ouid: 'ou-root', roles: 'admin' },
      { ouid: 'ou-sales', roles: 'user' },
    ]);
    expect(appPolicyCards(user).map((card) => [card.appId, card.role])).toEqual([
      ['ticketapp', 'agent'],
      ['approvals', 'user'],
    ]);
  });
});

describe('org user editor', () => {
  it("starts from the user's role and application roles in the acting unit only", () => {
    expect(unitRoleOf(user, 'ou-sales')).toBe('user');
    expect(unitRoleOf(user, 'ou-engineering')).toBe('');
    expect(savedAppRolesIn(user, 'ou-root')).toEqual([
      { appId: 'ticketapp', roles: ['agent', 'manager'] },
    ]);
  });

  it('deletes removed applications unless a new role for them replaces the old one', () => {
    const pending = [{ appId: 'ticketapp', roles: ['manager'] }];
    expect(appRoleChanges(['ticketapp', 'approvals'], pending)).toEqual({
      deletions: ['approvals'],
      creations: pending,
    });
  });
});
