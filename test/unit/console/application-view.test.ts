import type { CoreConfig } from '@domain/config-schema';

import type { ActiveConfig } from '../../../frontend/src/api/config';
import { applicationRouteOf } from '../../../frontend/src/common/application-routes';
import {
  applicationView,
  heldAppRoles,
} from '../../../frontend/src/pages/application/application-view';

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

const core: CoreConfig = {
  roles: [{ value: 'admin', name: 'Admin' }],
  applications: [
    { id: 'ticketapp', name: 'Issue Tracker', launchUrl: 'https://tickets.example.com/' },
    {
      id: 'salespro',
      name: 'Sales Pro',
      status: 'pending',
      launchUrl: 'https://sales.example.com/',
    },
  ],
  entityRules: [],
};
const configs = [
  activeConfig('core', core),
  activeConfig('ticketapp', {
    roles: [
      { value: 'agent', name: 'Agent' },
      { value: 'manager', name: 'Manager' },
    ],
  }),
];
const sales = { id: 'ou-sales', type: 'ORGUNIT' as const, ouidChain: 'ou-root/ou-sales' };

describe('the roles a user holds in an application on a unit', () => {
  const policies = [
    { ouid: 'ou-root', appId: 'ticketapp', roles: ['agent'] },
    { ouid: 'ou-sales', appId: 'ticketapp', roles: ['manager', 'agent'] },
    { ouid: 'ou-sales-south', appId: 'ticketapp', roles: ['ticketadmin'] },
    { ouid: 'ou-other', appId: 'ticketapp', roles: ['ticketadmin'] },
    { ouid: 'ou-sales', appId: 'courseapp', roles: ['user'] },
  ];

  it('are those on the unit and the units above it, not below it nor elsewhere, each once', () => {
    expect(heldAppRoles(policies, 'ticketapp', sales)).toEqual(['agent', 'manager']);
    expect(heldAppRoles(policies, 'courseapp', sales)).toEqual(['user']);
    expect(heldAppRoles(policies, 'approvals', sales)).toEqual([]);
    expect(heldAppRoles(policies, 'ticketapp', undefined)).toEqual([]);
  });
});

describe("an application's screen", () => {
  const facts = { placement: sales, core, configs };

  it("names the roles by the application's config and offers the launch link", () => {
    const appPolicies = [{ ouid: 'ou-root', appId: 'ticketapp', roles: ['manager', 'oldrole'] }];
    expect(applicationView('ticketapp', { ...facts, appPolicies })).toEqual({
      availability: 'released',
      roles: [
        { value: 'manager', name: 'Manager' },
        { value: 'oldrole', name: 'oldrole' },
      ],
      launchUrl: 'https://tickets.example.com/',
      noLaunchReasons: [],
    });
  });

  it('has no launch link without a role, nor for an application whose release is pending', () => {
    expect(applicationView('ticketapp', { ...facts, appPolicies: [] }).launchUrl).toBeUndefined();
    const pending = applicationView('salespro', {
      ...facts,
      appPolicies: [{ ouid: 'ou-sales', appId: 'salespro', roles: ['admin'] }],
    });
    expect(pending).toEqual({
      availability: 'pending',
      roles: [{ value: 'admin', name: 'Admin' }],
      launchUrl: undefined,
      noLaunchReasons: ['pending'],
    });
  });

  it('says every reason there is no launch link', () => {
    const none = { appPolicies: [] };
    expect(applicationView('ticketapp', { ...facts, ...none }).noLaunchReasons).toEqual(['noRole']);
    expect(applicationView('hrmapp', { ...facts, ...none }).noLaunchReasons).toEqual([
      'unlisted',
      'noRole',
    ]);
    const withoutUrl: CoreConfig = {
      ...core,
      applications: [{ id: 'approvals', name: 'Approvals' }],
    };
    const approver = [{ ouid: 'ou-root', appId: 'approvals', roles: ['user'] }];
    expect(
      applicationView('approvals', { ...facts, core: withoutUrl, appPolicies: approver }),
    ).toMatchObject({
      availability: 'released',
      launchUrl: undefined,
      noLaunchReasons: ['noLaunchUrl'],
    });
  });

  it('says when the core config does not list the application, or there is none', () => {
    expect(applicationView('hrmapp', { ...facts, appPolicies: [] }).availability).toBe('unlisted');
    const none = { placement: sales, core: undefined, configs: [], appPolicies: [] };
    expect(applicationView('ticketapp', none).availability).toBe('unlisted');
  });
});

describe('the application of a browser path', () => {
  it.each([
    ['/ou-root/apps/ticketapp', 'ticketapp'],
    ['/ou-root/course-dash', 'courseapp'],
    ['/ou-sales/apps/salespro', 'salespro'],
    ['/ou-root/hrmapp-dash', 'hrmapp'],
    ['/ou-root/apps/accounting', 'accounting'],
    ['/ou-root/apps/approvals', 'approvals'],
    ['/ou-root/orgusers', undefined],
    ['/ou-root/apps/ticketapp/more', undefined],
  ])('%s shows %s', (path, appId) => {
    expect(applicationRouteOf(path)?.appId).toBe(appId);
  });
});
