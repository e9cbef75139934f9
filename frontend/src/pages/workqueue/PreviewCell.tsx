import StatusIndicator from '@cloudscape-design/components/status-indicator';

import { useDeletionPreview } from '../../api/workqueue';
import { workqueueStrings } from '../../strings/workqueue';

const text = workqueueStrings.preview;

/** The bounded counts of what approving one request would remove, loaded for its row. */
export function PreviewCell({ ouid, id }: { ouid: string; id: string }) {
  const preview = useDeletionPreview(ouid, id);
  if (preview.error) return <StatusIndicator type="warning">{text.failed}</StatusIndicator>;
  const counts = preview.data;
  if (!counts) return <StatusIndicator type="loading">{text.loading}</StatusIndicator>;
  return (
    <span>
      {text.summary(
        counts.subunits,
        counts.soleMemberUsers,
        counts.activeConfigs,
        counts.documents,
      )}
    </span>
  );
}
