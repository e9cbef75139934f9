import { useState } from 'react';

import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { documentsStrings } from '../../strings/documents';
import { ACCEPTED_TYPES, fileProblem, MAX_BYTES_TEXT } from './file-checks';
import { formatSize } from './format-size';
import { useUploads } from './use-uploads';

const text = documentsStrings.upload;

const I18N = {
  uploadButtonText: () => text.chooseFiles,
  dropzoneText: () => text.dropFiles,
  removeFileAriaLabel: text.removeFile,
  limitShowFewer: text.showFewer,
  limitShowMore: text.showMore,
  errorIconAriaLabel: text.errorIcon,
  warningIconAriaLabel: text.warningIcon,
  formatFileSize: formatSize,
};

/**
 * Images chosen with the file picker or dropped on the page, checked here (type, size), then
 * uploaded one after the other with a progress bar each.
 */
export function UploadPanel() {
  const [files, setFiles] = useState<File[]>([]);
  const { uploads, busy, start } = useUploads();
  const problems = files.map(fileProblem);

  async function upload() {
    await start(files);
    setFiles([]);
  }

  return (
    <Container
      header={
        <Header
          variant="h2"
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button disabled={busy || files.length === 0} onClick={() => setFiles([])}>
                {text.clear}
              </Button>
              <Button
                variant="primary"
                loading={busy}
                disabled={files.length === 0}
                onClick={() => void upload()}
              >
                {text.start}
              </Button>
            </SpaceBetween>
          }
        >
          {text.heading}
        </Header>
      }
    >
      <SpaceBetween size="m">
        <FormField label={text.label}>
          <FileUpload
            multiple
            accept={ACCEPTED_TYPES}
            value={files}
            onChange={({ detail }) => setFiles(detail.value)}
            fileErrors={problems}
            showFileSize
            showFileThumbnail
            constraintText={text.constraint(MAX_BYTES_TEXT)}
            i18nStrings={I18N}
          />
        </FormField>
        {uploads.length > 0 && (
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
        )}
      </SpaceBetween>
    </Container>
  );
}
