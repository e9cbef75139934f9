import { APPLICATION_ROUTES } from '../application-routes';
import { UNIT_ROUTES, type UnitRoute, type UnitRouteName, unitPath } from '../unit-routes';
import { commonStrings } from '../../strings/common';

export interface MenuLink {
  kind: 'link';
  id: UnitRouteName;
  text: string;
  href: string;
}

export interface MenuSection {
  kind: 'section';
  id: string;
  text: string;
  links: MenuLink[];
}

export type MenuEntry = MenuLink | MenuSection;

type Layout = ReadonlyArray<
  | readonly [UnitRouteName, string]
  | { section: string; text: string; links: ReadonlyArray<readonly [UnitRouteName, string]> }
>;

const menu = commonStrings.menu;

/** The top bar menu of spec §2, in its order. */
const LAYOUT: Layout = [
  ['home', menu.home],
  {
    section: 'org-management',
    text: menu.orgManagement,
    links: [
      ['orgunits', menu.childOrganisations],
      ['orgplan', menu.organisationPlan],
      ['tenants', menu.organisations],
    ],
  },
  {
    section: 'user-management',
    text: menu.userManagement,
    links: [
      ['orgusers', menu.organisationalUsers],
      ['users', menu.authenticatedUsers],
    ],
  },
  ['teams', menu.teams],
  ['workqueue', menu.workqueue],
  ['documents', menu.documents],
  {
    section: 'applications',
    text: menu.applications,
    links: [
      ['issueTracker', menu.issueTracker],
      ['certifications', menu.certifications],
      ['salesPro', menu.salesPro],
      ['hrm', menu.hrm],
      ['accounting', menu.accounting],
      ['approvals', menu.approvals],
    ],
  },
  ['configDash', menu.settings],
];

/** The application id of each application route (`issueTracker` → `ticketapp`). */
const APP_OF_ROUTE: ReadonlyMap<UnitRouteName, string> = new Map(
  APPLICATION_ROUTES.map(({ route, appId }) => [route, appId]),
);

/**
 * The menu for the active unit: every entry whose route the permission table (and the unit's
 * type) allows, and of the applications only those the unit offers (`offeredApps`: the ids its
 * core config in force lists); sections left empty are dropped.
 */
export function consoleMenu(
  ouid: string,
  allows: (route: UnitRoute) => boolean,
  offeredApps: ReadonlySet<string>,
): MenuEntry[] {
  const offered = (id: UnitRouteName) => {
    const appId = APP_OF_ROUTE.get(id);
    return appId === undefined || offeredApps.has(appId);
  };
  const link = ([id, text]: readonly [UnitRouteName, string]): MenuLink[] =>
    allows(UNIT_ROUTES[id]) && offered(id)
      ? [{ kind: 'link', id, text, href: unitPath(ouid, id) }]
      : [];
  return LAYOUT.flatMap((entry): MenuEntry[] => {
    if (!('section' in entry)) return link(entry);
    const links = entry.links.flatMap(link);
    return links.length > 0
      ? [{ kind: 'section', id: entry.section, text: entry.text, links }]
      : [];
  });
}
