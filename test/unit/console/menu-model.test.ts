import { isAllowed } from '../../../lambdas/domain/permissions';
import { parsePolicies } from '../../../lambdas/domain/policies';
import type { UnitPlacement } from '../../../lambdas/domain/units';
import { APPLICATION_ROUTES } from '../../../frontend/src/common/application-routes';
import { type UnitRoute, unitPath } from '../../../frontend/src/common/unit-routes';
import { consoleMenu, type MenuEntry } from '../../../frontend/src/common/shell/menu-model';
import { commonStrings } from '../../../frontend/src/strings/common';

const ROOT: UnitPlacement = { id: 'ou-root', type: 'ROOT', ouidChain: 'ou-root' };
const SYSTEM: UnitPlacement = { id: 'ou-system', type: 'SYSTEM', ouidChain: 'ou-system' };
const CHILD: UnitPlacement = { id: 'ou-sales', type: 'ORGUNIT', ouidChain: 'ou-root/ou-sales' };

const ALL_APPS: ReadonlySet<string> = new Set(APPLICATION_ROUTES.map(({ appId }) => appId));

function menuFor(
  claim: string,
  unit: UnitPlacement,
  offeredApps: ReadonlySet<string> = ALL_APPS,
): MenuEntry[] {
  const policies = parsePolicies(claim);
  const allows = (route: UnitRoute) =>
    isAllowed(route.permission, policies, unit) &&
    (!route.unitType || route.unitType === unit.type);
  return consoleMenu(unit.id, allows, offeredApps);
}

function texts(entries: MenuEntry[]): string[] {
  return entries.flatMap((entry) =>
    entry.kind === 'link' ? [entry.text] : [entry.text, ...entry.links.map((link) => link.text)],
  );
}

const menu = commonStrings.menu;

describe('the console menu (spec §2 top bar)', () => {
  it('shows Organisation Plan only on a ROOT unit', () => {
    expect(texts(menuFor('ou-root=admin', ROOT))).toContain(menu.organisationPlan);
    expect(texts(menuFor('ou-root=admin', CHILD))).not.toContain(menu.organisationPlan);
    expect(texts(menuFor('system=admin', SYSTEM))).not.toContain(menu.organisationPlan);
  });

  it('lists of the applications only those the unit offers, and drops an empty section', () => {
    const offered = texts(menuFor('ou-root=user', CHILD, new Set(['ticketapp', 'salespro'])));
    expect(offered).toEqual(expect.arrayContaining([menu.issueTracker, menu.salesPro]));
    for (const other of [menu.certifications, menu.hrm, menu.accounting, menu.approvals]) {
      expect(offered).not.toContain(other);
    }
    expect(texts(menuFor('ou-root=user', CHILD, new Set()))).not.toContain(menu.applications);
  });

  it('links Authenticated Users at spec §2 route /{ouid}/users', () => {
    const section = menuFor('system=admin', SYSTEM).find(
      (entry) => entry.kind === 'section' && entry.text === menu.userManagement,
    );
    const link = section?.kind === 'section' ? section.links : [];
    expect(link.find((entry) => entry.text === menu.authenticatedUsers)?.href).toBe(
      '/ou-system/users',
    );
  });

  it('shows Authenticated Users only to system admins on a SYSTEM unit', () => {
    expect(texts(menuFor('system=admin', SYSTEM))).toContain(menu.authenticatedUsers);
    expect(texts(menuFor('system=admin', ROOT))).not.toContain(menu.authenticatedUsers);
    expect(texts(menuFor('ou-system=admin', SYSTEM))).not.toContain(menu.authenticatedUsers);
  });

  it('shows Organisations (tenants) only to system admins on a SYSTEM unit', () => {
    expect(texts(menuFor('system=admin', SYSTEM))).toContain(menu.organisations);
    expect(texts(menuFor('system=admin', ROOT))).not.toContain(menu.organisations);
    expect(texts(menuFor('ou-system=admin', SYSTEM))).not.toContain(menu.organisations);
    const orgManagement = menuFor('system=admin', SYSTEM).find(
      (entry) => entry.kind === 'section' && entry.text === menu.orgManagement,
    );
    expect(orgManagement?.kind === 'section' && orgManagement.links.map((l) => l.href)).toContain(
      '/ou-system/tenants',
    );
  });

  it('hides admin entries from a member and keeps the member entries', () => {
    const member = texts(menuFor('ou-root=user', CHILD));
    expect(member).not.toContain(menu.settings);
    expect(member).toEqual(expect.arrayContaining([menu.home, menu.childOrganisations]));
    expect(texts(menuFor('ou-root=admin', CHILD))).toContain(menu.settings);
  });

  it('shows nothing on a unit the user holds no policy for', () => {
    expect(menuFor('ou-engineering=admin', CHILD)).toEqual([]);
  });

  it('keeps the spec order and links every entry below the unit', () => {
    const entries = menuFor('ou-root=admin', ROOT);
    expect(entries.map((entry) => entry.text)).toEqual([
      menu.home,
      menu.orgManagement,
      menu.userManagement,
      menu.teams,
      menu.workqueue,
      menu.documents,
      menu.applications,
      menu.settings,
    ]);
    const hrefs = entries.flatMap((entry) =>
      entry.kind === 'link' ? [entry.href] : entry.links.map((link) => link.href),
    );
    expect(hrefs.every((href) => href.startsWith('/ou-root/'))).toBe(true);
    expect(hrefs).toContain('/ou-root/config-dash');
  });
});

describe('unitPath', () => {
  it('fills and encodes route parameters', () => {
    expect(unitPath('ou-root', 'orgunit', { id: 'ou-sales' })).toBe('/ou-root/orgunit/ou-sales');
    expect(unitPath('ou-root', 'orguser', { username: 'a b/c' })).toBe(
      '/ou-root/orguser/a%20b%2Fc',
    );
    expect(unitPath('ou-root', 'home')).toBe('/ou-root/');
  });

  it('refuses a missing parameter', () => {
    expect(() => unitPath('ou-root', 'orgunit')).toThrow(/missing parameter id/);
  });
});
