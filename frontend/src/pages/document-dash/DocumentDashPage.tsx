import { useState } from 'react';

import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';

import type { DocumentView } from '../../api/document';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { InfoLink } from '../../common/shell/InfoLink';
import { lazyPart } from '../../common/lazy-part';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { documentsStrings } from '../../strings/documents';
import { DocumentsTable } from './DocumentsTable';
import { UploadPanel } from './UploadPanel';

const text = documentsStrings.dash;

// The dialogs open only from a row's action; their code loads once the page has rendered.
const PreviewModal = lazyPart(
  () => import('./PreviewModal').then((module) => module.PreviewModal),
  null,
);
const DeleteDocumentModal = lazyPart(
  () => import('./DeleteDocumentModal').then((module) => module.DeleteDocumentModal),
  null,
);

/** `/{ouid}/document-dash`: the unit's images: upload, list, preview, download, delete (admins). */
export default function DocumentDashPage() {
  const { can } = useRequiredUnit();
  const [previewed, setPreviewed] = useState<DocumentView>();
  const [deleting, setDeleting] = useState<DocumentView>();
  useUnitBreadcrumbs([text.heading]);

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={text.description} info={<InfoLink topic="documents" />}>
          {text.heading}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {can('UploadDocument') && <UploadPanel />}
        <DocumentsTable
          onPreview={setPreviewed}
          onDelete={can('DeleteDocument') ? setDeleting : undefined}
        />
      </SpaceBetween>
      <PreviewModal document={previewed} onDismiss={() => setPreviewed(undefined)} />
      <DeleteDocumentModal document={deleting} onDismiss={() => setDeleting(undefined)} />
    </ContentLayout>
  );
}
