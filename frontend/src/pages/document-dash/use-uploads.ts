import { useCallback, useState } from 'react';

import { failureMessage } from '../../api/api-error';
import { useDocumentMutations } from '../../api/document';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { useShell } from '../../common/shell/shell-context';
import { documentsStrings } from '../../strings/documents';
import { fileProblem } from './file-checks';
import { putWithProgress, StorageRefusal } from './put-with-progress';
import { registrationAnswered, rememberStoredKey, storedKeyOf } from './unregistered-uploads';

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
      let key = storedKeyOf(ouid, file);
      try {
        if (key === undefined) {
          const signed = await uploadUrl(ouid, file);
          await putWithProgress(signed.uploadURL, file, signed.contentType, (percent) =>
            update(id, { percent }),
          );
          key = signed.key;
          rememberStoredKey(ouid, file, key);
        }
        await register(ouid, key, file.name);
        registrationAnswered(ouid, file);
        update(id, { percent: 100, status: 'success' });
        return true;
      } catch (error) {
        if (key !== undefined) registrationAnswered(ouid, file, error);
        update(id, { status: 'error', message: failureOf(error) });
        return false;
      }
    },
    [ouid, register, update, uploadUrl],
  );

  /**
   * Uploads the files that pass the checks; resolves once every one has finished or failed, with
   * the files that failed (kept for another try, which reuses what the first try stored).
   */
  const start = useCallback(
    async (files: readonly File[]): Promise<File[]> => {
      const accepted = files.filter((file) => fileProblem(file) === null);
      if (accepted.length === 0) {
        notify('error', text.nothingToUpload);
        return [];
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
      const failed: File[] = [];
      for (const { file, state } of batch) {
        if (!(await uploadOne(state.id, file))) failed.push(file);
      }
      setBusy(false);
      const succeeded = batch.length - failed.length;
      if (succeeded > 0) notify('success', text.succeeded(succeeded));
      if (failed.length > 0) notify('error', text.failed);
      return failed;
    },
    [notify, uploadOne],
  );

  return { uploads, busy, start };
}
