import { DEFAULT_ORG_ROLES } from '@domain/config-schema';

import type { ActiveConfig } from '../../../frontend/src/api/config';
import {
  addPendingAppRole,
  applicationOptions,
  appRoleOptions,
} from '../../../frontend/src/common/app-roles/app-role-rules';

function activeConfig(identifier: string, config: unknown): ActiveConfig {
  return {
    identifier,
    key: `ou-root/${identifier}.json`,
    eTag: 'etag',
    config,
    ouid: 'ou-root',
    inherited: false,
    createdBy: 'admin',
    createdDate: '2026-01-01T00:00:00.000Z',
    version: 1,
  };
}

const ticketapp = activeConfig('ticketapp', {
  roles: [
    { value: 'agent', name: 'Agent' },
    { value: 'manager', name: 'Manager' },
  ],
});

describe('application role choices', () => {
  it('lists the core config applications, none without a core config', () => {
    const core = {
      roles: [{ value: 'admin', name: 'Admin' }],
      applications: [{ id: 'ticketapp', name: 'Issue Tracker' }],
      entityRules: [],
    };
    expect(applicationOptions(core)).toEqual([{ id: 'ticketapp', name: 'Issue Tracker' }]);
    expect(applicationOptions(undefined)).toEqual([]);
  });

  it("offers the application's configured roles", () => {
    expect(appRoleOptions([ticketapp], 'ticketapp').map((role) => role.value)).toEqual([
      'agent',
      'manager',
    ]);
  });

  it('falls back to admin and user, as the server does, without a (valid) config', () => {
    const defaults = DEFAULT_ORG_ROLES.map((role) => ({ ...role }));
    expect(appRoleOptions([ticketapp], 'courseapp')).toEqual(defaults);
    expect(appRoleOptions([activeConfig('courseapp', { roles: [] })], 'courseapp')).toEqual(
      defaults,
    );
    expect(appRoleOptions(undefined, 'courseapp')).toEqual(defaults);
  });
});

describe('addPendingAppRole (spec §5)', () => {
  it('adds one entry per application with the chosen role', () => {
    const result = addPendingAppRole([], { appId: 'ticketapp', role: 'agent' });
    expect(result).toEqual({ pending: [{ appId: 'ticketapp', roles: ['agent'] }] });
  });

  it('refuses a choice without application or role', () => {
    expect(addPendingAppRole([], { appId: undefined, role: 'agent' })).toEqual({
      refused: 'noneSelected',
    });
    expect(addPendingAppRole([], { appId: 'ticketapp', role: undefined })).toEqual({
      refused: 'noneSelected',
    });
  });

  it('refuses an application already pending, whatever the role', () => {
    const pending = [{ appId: 'ticketapp', roles: ['agent'] }];
    expect(addPendingAppRole(pending, { appId: 'ticketapp', role: 'manager' })).toEqual({
      refused: 'alreadyPending',
    });
  });

  it('refuses an application the user already holds (edit screen)', () => {
    expect(addPendingAppRole([], { appId: 'approvals', role: 'user' }, ['approvals'])).toEqual({
      refused: 'alreadySaved',
    });
  });
});
