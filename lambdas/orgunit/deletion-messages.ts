/** An audit summary with the decision's optional comment after it. */
export function withComment(summary: string, comment: string | undefined): string {
  return comment ? `${summary}. Comment: ${comment}` : summary;
}

/** Texts the deletion workflow's routes send back, and the summaries of its audit records. */
export const DELETION_MESSAGES = {
  noRequest: 'This unit has no pending deletion request',
  ownRequest:
    'You requested this deletion yourself; another admin of a unit above it must approve it',
  notAbove:
    'Only an admin acting on a unit above this one can decide on its deletion or restore it',
  notDeleted: 'This unit is not a deleted unit that can be restored',
  enclosingDeleted: 'A unit above this one is deleted too; restore that unit first',
  expired: 'This unit was deleted more than 30 days ago and can no longer be restored',
  nameTaken: (name: string) =>
    `Another unit here is now named '${name}'; rename it before restoring this unit`,
  summaries: {
    approved: (name: string, requester: string) =>
      `Approved deletion of unit '${name}' (requested by ${requester}); restorable for 30 days`,
    rejected: (name: string, reason: string) => `Rejected deletion of unit '${name}': ${reason}`,
    restored: (name: string) => `Restored unit '${name}'`,
    purged: (name: string, units: number) =>
      `Purged deleted unit '${name}' and its subtree (${units} ${units === 1 ? 'unit' : 'units'})`,
  },
} as const;
