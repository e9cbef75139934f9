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
      ['authusers', menu.authenticatedUsers],
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

/**
 * The menu for the active unit: every entry whose route the permission table (and the unit's
 * type) allows; sections left empty are dropped.
 */
export function consoleMenu(ouid: string, allows: (route: UnitRoute) => boolean): MenuEntry[] {
  const link = ([id, text]: readonly [UnitRouteName, string]): MenuLink[] =>
    allows(UNIT_ROUTES[id]) ? [{ kind: 'link', id, text, href: unitPath(ouid, id) }] : [];
  return LAYOUT.flatMap((entry): MenuEntry[] => {
    if (!('section' in entry)) return link(entry);
    const links = entry.links.flatMap(link);
    return links.length > 0
      ? [{ kind: 'section', id: entry.section, text: entry.text, links }]
      : [];
  });
}
