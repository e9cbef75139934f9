import { matchPath } from 'react-router-dom';

import { commonStrings } from '../strings/common';
import { UNIT_ROUTES, type UnitRouteName } from './unit-routes';

/** One application's console route (spec §2) and the application id its config and roles use. */
export interface ApplicationRoute {
  route: UnitRouteName;
  /** The identifier of the application's config and of its app policies (`{ouid}:{appId}=…`). */
  appId: string;
  /** The menu's name of the application, also the page's heading. */
  title: string;
}

/** The applications of spec §1 that have a console route: the one table of route → application. */
export const APPLICATION_ROUTES: readonly ApplicationRoute[] = [
  { route: 'issueTracker', appId: 'ticketapp', title: commonStrings.menu.issueTracker },
  { route: 'certifications', appId: 'courseapp', title: commonStrings.menu.certifications },
  { route: 'salesPro', appId: 'salespro', title: commonStrings.menu.salesPro },
  { route: 'hrm', appId: 'hrmapp', title: commonStrings.menu.hrm },
  { route: 'accounting', appId: 'accounting', title: commonStrings.menu.accounting },
  { route: 'approvals', appId: 'approvals', title: commonStrings.menu.approvals },
];

/** The application whose route shows this browser path (`/{ouid}/apps/ticketapp` → ticketapp). */
export function applicationRouteOf(pathname: string): ApplicationRoute | undefined {
  return APPLICATION_ROUTES.find(
    ({ route }) => matchPath(`/:ouid/${UNIT_ROUTES[route].path}`, pathname) !== null,
  );
}
