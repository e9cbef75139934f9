import type { DeletionRequestView } from '../../api/workqueue';
import { workqueueStrings } from '../../strings/workqueue';

const text = workqueueStrings.requests;
/** "A, B and C" as the console's English texts write a list. */
const NAME_LIST = new Intl.ListFormat('en-GB', { type: 'conjunction' });

/** Who may approve a request: the other admins above the unit, or a platform administrator. */
export function MayApproveCell({ mayApprove }: Pick<DeletionRequestView, 'mayApprove'>) {
  if (mayApprove.platform) return <span>{text.platformAdmin}</span>;
  const names = NAME_LIST.format(
    mayApprove.admins.map((admin) => text.approver(admin.name, admin.username)),
  );
  return <span>{mayApprove.more ? text.moreApprovers(names) : names}</span>;
}
