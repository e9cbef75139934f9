import { useCallback, useState } from 'react';

import { failureMessage } from '../../api/api-error';
import { useDocumentMutations } from '../../api/document';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { useShell } from '../../common/shell/shell-context';
import { documentsStrings } from '../../strings/documents';
import { fileProblem } from './file-checks';
import { putWithProgress, StorageRefusal } from './put-with-progress';

const text = documentsStrings.upload;

export interface UploadState {
  id: string;
  name: string;
  percent: number;
  status: 'in-progress' | 'success' | 'error';
  message?: string;
}

function failureOf(error: unknown): string {
  if (error instanceof StorageRefusal) {
    return error.status === 0 ? text.networkFailed : text.refusedByStorage(error.status);
  }
  return failureMessage(error, text.failed);
}

/**
 * Uploads files one after the other: an upload URL for the file's type and size, the PUT through
 * it with its progress, then the registration of the stored object as a document of the unit.
 */
export function useUploads() {
  const { ouid, core } = useRequiredUnit();
  const { notify } = useShell();
  const { uploadUrl, register } = useDocumentMutations(core);
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const [busy, setBusy] = useState(false);

  const update = useCallback((id: string, change: Partial<UploadState>) => {
    setUploads((current) =>
      current.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)),
    );
  }, []);

  const uploadOne = useCallback(
    async (id: string, file: File) => {
      try {
        const signed = await uploadUrl(ouid, file);
        await putWithProgress(signed.uploadURL, file, signed.contentType, (percent) =>
          update(id, { percent }),
        );
        await register(ouid, signed.key, file.name);
        update(id, { percent: 100, status: 'success' });
        return true;
      } catch (error) {
        update(id, { status: 'error', message: failureOf(error) });
        return false;
      }
    },
    [ouid, register, update, uploadUrl],
  );

  /** Uploads the files that pass the checks; resolves once every one has finished or failed. */
  const start = useCallback(
    async (files: readonly File[]) => {
      const accepted = files.filter((file) => fileProblem(file) === null);
      if (accepted.length === 0) {
        notify('error', text.nothingToUpload);
        return;
      }
      const batch = accepted.map((file, index) => ({
        file,
        state: {
          id: `${Date.now()}-${index}`,
          name: file.name,
          percent: 0,
          status: 'in-progress' as const,
        },
      }));
      setUploads(batch.map(({ state }) => state));
      setBusy(true);
      let succeeded = 0;
      for (const { file, state } of batch) {
        if (await uploadOne(state.id, file)) succeeded += 1;
      }
      setBusy(false);
      if (succeeded > 0) notify('success', text.succeeded(succeeded));
      if (succeeded < batch.length) notify('error', text.failed);
    },
    [notify, uploadOne],
  );

  return { uploads, busy, start };
}
