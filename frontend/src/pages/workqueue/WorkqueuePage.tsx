import { useState } from 'react';

import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';

import { failureMessage } from '../../api/api-error';
import {
  type DeletedUnitView,
  type DeletionRequestView,
  useDeletedUnitPages,
  useDeletionRequestPages,
  useWorkqueueChanges,
} from '../../api/workqueue';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { lazyPart, useIdlePreload } from '../../common/lazy-part';
import { useShell } from '../../common/shell/shell-context';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { workqueueStrings } from '../../strings/workqueue';
import { DeletedUnitsTable } from './DeletedUnitsTable';
import { RequestsTable } from './RequestsTable';

const text = workqueueStrings;
const PAGE_SIZE = 20;

// The dialogs open only from a row's action; their code loads when the browser is next idle.
const ConfirmDeleteModal = lazyPart(
  () => import('../../common/form/ConfirmDeleteModal').then((module) => module.ConfirmDeleteModal),
  null,
);
const RejectModal = lazyPart(
  () => import('./RejectModal').then((module) => module.RejectModal),
  null,
);

type Dialog =
  | { kind: 'approve'; request: DeletionRequestView }
  | { kind: 'reject'; request: DeletionRequestView }
  | { kind: 'restore'; unit: DeletedUnitView };

/**
 * `/{ouid}/org-workqueue-dash` (Workqueue, admins): deletion requests of the units below the
 * active unit with what each would affect, approved or rejected here, and the deleted units an
 * admin above them can restore within 30 days. Each request says who may approve it; on the
 * SYSTEM unit a system admin sees every tenant's requests. The server decides again who may do what.
 */
export default function WorkqueuePage() {
  const { ouid } = useRequiredUnit();
  useUnitBreadcrumbs([text.page.heading]);
  return <Workqueue key={ouid} />;
}

function Workqueue() {
  const { ouid, core, unit } = useRequiredUnit();
  // On the SYSTEM unit a system admin's list holds every tenant's requests.
  const everyTenant = unit.data.type === 'SYSTEM';
  const { notify } = useShell();
  const requests = useDeletionRequestPages(ouid, PAGE_SIZE);
  const deleted = useDeletedUnitPages(ouid, PAGE_SIZE);
  const changes = useWorkqueueChanges(ouid, core);
  const [dialog, setDialog] = useState<Dialog>();
  const [busy, setBusy] = useState(false);
  const close = () => setDialog(undefined);
  useIdlePreload(ConfirmDeleteModal, RejectModal);

  const confirm = async (send: () => Promise<void>, done: string, failed: string) => {
    setBusy(true);
    try {
      await send();
      notify('success', done);
      close();
    } catch (caught) {
      notify('error', failureMessage(caught, failed));
      close();
    } finally {
      setBusy(false);
    }
  };

  return (
    <SpaceBetween size="m">
      <Header
        variant="h1"
        description={everyTenant ? text.page.platformDescription : text.page.description}
      >
        {text.page.heading}
      </Header>
      <Tabs
        tabs={[
          {
            id: 'requests',
            label: text.page.requestsTab,
            content: (
              <RequestsTable
                ouid={ouid}
                everyTenant={everyTenant}
                list={requests}
                onApprove={(request) => setDialog({ kind: 'approve', request })}
                onReject={(request) => setDialog({ kind: 'reject', request })}
              />
            ),
          },
          {
            id: 'deleted',
            label: text.page.deletedTab,
            content: (
              <DeletedUnitsTable
                list={deleted}
                onRestore={(unit) => setDialog({ kind: 'restore', unit })}
              />
            ),
          },
        ]}
      />
      {dialog?.kind === 'approve' && (
        <ConfirmDeleteModal
          heading={text.approveDialog.heading}
          cancelText={text.approveDialog.cancel}
          deleteText={text.approveDialog.confirm}
          busy={busy}
          onCancel={close}
          onConfirm={() =>
            void confirm(
              () => changes.approve(dialog.request.identifier),
              text.requests.approved(dialog.request.name),
              text.requests.approveFailed,
            )
          }
        >
          <Box variant="p">{text.approveDialog.question(dialog.request.name)}</Box>
          <Box variant="p" color="text-body-secondary">
            {text.approveDialog.detail}
          </Box>
        </ConfirmDeleteModal>
      )}
      {dialog?.kind === 'reject' && (
        <RejectModal
          name={dialog.request.name}
          failedText={text.requests.rejectFailed}
          onSubmit={async (reason) => {
            await changes.reject(dialog.request.identifier, reason);
            notify('success', text.requests.rejected(dialog.request.name));
          }}
          onClose={close}
        />
      )}
      {dialog?.kind === 'restore' && (
        <ConfirmDeleteModal
          heading={text.restoreDialog.heading}
          cancelText={text.restoreDialog.cancel}
          deleteText={text.restoreDialog.confirm}
          busy={busy}
          onCancel={close}
          onConfirm={() =>
            void confirm(
              () => changes.restore(dialog.unit.identifier),
              text.deleted.restored(dialog.unit.name),
              text.deleted.restoreFailed,
            )
          }
        >
          <Box variant="p">{text.restoreDialog.question(dialog.unit.name)}</Box>
          <Box variant="p" color="text-body-secondary">
            {text.restoreDialog.detail}
          </Box>
        </ConfirmDeleteModal>
      )}
    </SpaceBetween>
  );
}
