/**
 * The documents of a unit: its list (paged by the server, newest first), one document with its
 * signed view and download URLs, the upload URL of a new image, registering and deleting.
 */
import { useCallback } from 'react';

import type { CoreConfig } from '@domain/config-schema';
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_LIMITS,
  documentDetailsSchema,
  documentPageSchema,
  documentSchema,
  type DocumentView,
  uploadUrlSchema,
} from '@domain/schemas/document';
import * as z from 'zod/mini';

import { withPublishFlag } from './entity-rules';
import { useApi } from './use-api';
import { useApiCall, useInvalidate } from './use-api-call';

export const DOCUMENT_PATH = '/document';

export { DOCUMENT_CONTENT_TYPES, DOCUMENT_LIMITS, documentPageSchema };
export type { DocumentView };

export type DocumentDetails = z.infer<typeof documentDetailsSchema>;

const documentAnswerSchema = z.object({ data: documentSchema });

export function documentPath(id: string): string {
  return `${DOCUMENT_PATH}/${encodeURIComponent(id)}`;
}

/** One document with fresh signed URLs; `id` undefined asks for nothing. */
export function useDocumentDetails(ouid: string, id: string | undefined) {
  return useApi(id ? documentPath(id) : undefined, ouid, documentDetailsSchema);
}

/** The API calls of an upload and of a deletion; after a change the list loads again. */
export function useDocumentMutations(core: CoreConfig | undefined) {
  const call = useApiCall();
  const invalidate = useInvalidate();

  const uploadUrl = useCallback(
    (ouid: string, file: File) => {
      const query = new URLSearchParams({
        signedUrl: 'true',
        contentType: file.type,
        contentLength: String(file.size),
        fileName: file.name.slice(0, DOCUMENT_LIMITS.fileName),
      });
      return call({ path: `${DOCUMENT_PATH}?${query.toString()}`, ouid, schema: uploadUrlSchema });
    },
    [call],
  );

  const register = useCallback(
    async (ouid: string, key: string, name: string) => {
      const answer = await call({
        path: withPublishFlag(DOCUMENT_PATH, core, 'document', 'C'),
        ouid,
        method: 'POST',
        body: { key, name: name.slice(0, DOCUMENT_LIMITS.fileName) },
        schema: documentAnswerSchema,
      });
      void invalidate(DOCUMENT_PATH);
      return answer.data;
    },
    [call, core, invalidate],
  );

  const remove = useCallback(
    async (ouid: string, id: string) => {
      const answer = await call({
        path: withPublishFlag(documentPath(id), core, 'document', 'D'),
        ouid,
        method: 'DELETE',
        schema: documentAnswerSchema,
      });
      void invalidate(DOCUMENT_PATH);
      return answer.data;
    },
    [call, core, invalidate],
  );

  return { uploadUrl, register, remove };
}
