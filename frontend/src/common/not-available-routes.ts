import { commonStrings } from '../strings/common';
import type { UnitRouteName } from './unit-routes';

/** Routes the spec names without describing their screens (spec §2, "Other routes seen"). */
export const NOT_AVAILABLE_ROUTES: ReadonlyArray<readonly [UnitRouteName, string]> = [
  ['teams', commonStrings.menu.teams],
  ['workqueue', commonStrings.menu.workqueue],
  ['documents', commonStrings.menu.documents],
  ['notifications', commonStrings.menu.notifications],
  ['issueTracker', commonStrings.menu.issueTracker],
  ['certifications', commonStrings.menu.certifications],
  ['salesPro', commonStrings.menu.salesPro],
  ['hrm', commonStrings.menu.hrm],
  ['accounting', commonStrings.menu.accounting],
  ['approvals', commonStrings.menu.approvals],
];
