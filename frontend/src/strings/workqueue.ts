import { commonStrings } from './common';
import { countOf, pluralOf } from './plural';

const { actions, fields, menu } = commonStrings;

const restore = 'Restore';
const deletedUnits = 'Deleted units';

/** A count the server may have stopped at its bound: "1 user", "12 users", "more than 50 users". */
interface BoundedCount {
  count: number;
  more: boolean;
}
const bounded = ({ count, more }: BoundedCount, one: string, many = pluralOf(one)) =>
  more ? `more than ${count} ${many}` : countOf(count, one, many);

/** The Workqueue screen's texts: deletion requests and deleted units. */
export const workqueueStrings = {
  page: {
    heading: menu.workqueue,
    description:
      'Deletion requests of the units below this one, and deleted units you can still restore.',
    requestsTab: 'Deletion requests',
    deletedTab: deletedUnits,
    platformDescription:
      'Deletion requests of every tenant. A request no admin of its tenant but the requester can decide waits for a platform administrator.',
  },
  requests: {
    heading: 'Pending deletion requests',
    tableLabel: 'Deletion requests below this unit',
    unit: 'Unit to delete',
    path: 'Place in the tree',
    requestedBy: 'Requested by',
    requestedAt: 'Requested',
    affects: 'What the deletion affects',
    decision: 'Decision',
    approve: 'Approve',
    reject: 'Reject',
    ownRequest: 'Your request: someone else decides it',
    mayApprove: 'Who may approve',
    platformAdmin: 'a platform administrator',
    /** Admins by display name, the username after it when it differs. */
    approver: (name: string | undefined, username: string) =>
      name && name !== username ? `${name} (${username})` : username,
    moreApprovers: (names: string) => `${names} and others`,
    tenant: 'Tenant',
    platformHeading: 'Pending deletion requests of every tenant',
    platformTableLabel: 'Deletion requests of every tenant',
    empty: 'No deletion requests are waiting below this unit',
    loading: 'Loading deletion requests',
    loadFailed: 'Get Deletion Requests Failed',
    approveLabel: (name: string) => `Approve deletion of ${name}`,
    rejectLabel: (name: string) => `Reject deletion of ${name}`,
    approved: (name: string) => `Unit ${name} deleted; it can be restored for 30 days`,
    rejected: (name: string) => `Deletion of ${name} rejected`,
    approveFailed: 'Deletion Approval Failed',
    rejectFailed: 'Deletion Rejection Failed',
  },
  preview: {
    loading: 'Counting…',
    failed: 'Preview unavailable',
    summary: (
      subunits: BoundedCount,
      users: BoundedCount,
      configs: BoundedCount,
      documents: BoundedCount,
    ) =>
      [
        bounded(subunits, 'subunit'),
        `${bounded(users, 'user')} losing all access`,
        bounded(configs, 'active config'),
        bounded(documents, 'document'),
      ].join(', '),
  },
  approveDialog: {
    heading: 'Approve deletion',
    question: (name: string) => `Delete unit ${name} and everything below it?`,
    detail:
      'The unit and its subunits disappear from lists, search and the org plan, and memberships there stop granting access. Admins above it can restore it for 30 days; then it is purged.',
    cancel: actions.cancel,
    confirm: 'Approve and delete',
  },
  rejectDialog: {
    heading: 'Reject deletion request',
    reasonLabel: 'Reason',
    reasonHint: 'The requester reads it in the unit’s notifications.',
    blank: 'Enter a reason',
    tooLong: (limit: number) => `The reason is at most ${limit} characters`,
    cancel: actions.cancel,
    confirm: 'Reject request',
  },
  deleted: {
    heading: deletedUnits,
    tableLabel: 'Deleted units you can restore',
    deletedBy: 'Deleted by',
    deletedAt: 'Deleted on',
    daysLeft: 'Days left to restore',
    days: (days: number) => (days === 1 ? '1 day' : `${days} days`),
    restore,
    restoreLabel: (name: string) => `Restore ${name}`,
    restored: (name: string) => `Unit ${name} restored`,
    restoreFailed: 'Restore Failed',
    empty: 'No deleted units below this unit',
    loading: 'Loading deleted units',
    loadFailed: 'Get Deleted Units Failed',
  },
  restoreDialog: {
    heading: 'Restore unit',
    question: (name: string) => `Restore unit ${name} and its subunits?`,
    detail: 'They become visible again and their memberships grant access again.',
    cancel: actions.cancel,
    confirm: restore,
  },
  name: fields.name,
} as const;
