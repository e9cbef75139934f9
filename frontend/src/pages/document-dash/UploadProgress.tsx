import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { documentsStrings } from '../../strings/documents';
import type { UploadState } from './use-uploads';

const text = documentsStrings.upload;

/** A progress bar for each file of the batch being uploaded, with its outcome once finished. */
export function UploadProgress({ uploads }: { uploads: readonly UploadState[] }) {
  return (
    <SpaceBetween size="s">
      {uploads.map((upload) => (
        <ProgressBar
          key={upload.id}
          label={upload.name}
          value={upload.percent}
          status={upload.status}
          resultText={upload.status === 'success' ? text.uploaded : upload.message}
          description={upload.status === 'in-progress' ? text.uploading : undefined}
        />
      ))}
    </SpaceBetween>
  );
}
