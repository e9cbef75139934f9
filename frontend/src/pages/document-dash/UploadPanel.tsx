import { useState } from 'react';

import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { lazyPart, useIdlePreload } from '../../common/lazy-part';
import { PartLoading } from '../../common/PartLoading';
import { documentsStrings } from '../../strings/documents';
import { fileProblem } from './file-checks';
import { useUploads } from './use-uploads';

const text = documentsStrings.upload;

// The file picker loads after the page's first paint, and the progress bars, shown only once an
// upload starts, when the browser is next idle.
const ImagePicker = lazyPart(
  () => import('./ImagePicker').then((module) => module.ImagePicker),
  <PartLoading />,
);
const UploadProgress = lazyPart(
  () => import('./UploadProgress').then((module) => module.UploadProgress),
  <PartLoading />,
);

/**
 * Images chosen with the file picker or dropped on the page, checked here (type, size), then
 * uploaded one after the other with a progress bar each.
 */
export function UploadPanel() {
  const [files, setFiles] = useState<File[]>([]);
  const { uploads, busy, start } = useUploads();
  const problems = files.map(fileProblem);
  useIdlePreload(UploadProgress);

  async function upload() {
    setFiles(await start(files));
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
          <ImagePicker files={files} problems={problems} onChange={setFiles} />
        </FormField>
        {uploads.length > 0 && <UploadProgress uploads={uploads} />}
      </SpaceBetween>
    </Container>
  );
}
