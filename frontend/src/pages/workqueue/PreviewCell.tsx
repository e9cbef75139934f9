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
  const show = (value: { count: number; more: boolean }) => text.count(value.count, value.more);
  return (
    <span>
      {text.summary(
        show(counts.subunits),
        show(counts.soleMemberUsers),
        show(counts.activeConfigs),
        show(counts.documents),
      )}
    </span>
  );
}
