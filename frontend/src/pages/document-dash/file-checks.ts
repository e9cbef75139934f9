/**
 * What the console checks of a chosen file before asking for an upload URL: an accepted image
 * type and at most the size limit. S3 enforces both again (the URL is signed for that type and
 * size), so this only saves the user a refused upload.
 */
import { DOCUMENT_CONTENT_TYPES, DOCUMENT_LIMITS } from '../../api/document';
import { documentsStrings } from '../../strings/documents';

const text = documentsStrings.upload;

export const ACCEPTED_TYPES = DOCUMENT_CONTENT_TYPES.join(',');

/** `5,000,000`: the limit as the texts show it. */
export const MAX_BYTES_TEXT = DOCUMENT_LIMITS.maxBytes.toLocaleString('en-US');

const isAccepted = (type: string) => (DOCUMENT_CONTENT_TYPES as readonly string[]).includes(type);

/** Why the file cannot be uploaded, or null when it can. */
export function fileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!isAccepted(file.type)) return text.notAccepted;
  if (file.size > DOCUMENT_LIMITS.maxBytes) return text.tooLarge(MAX_BYTES_TEXT);
  if (file.size < 1) return text.empty;
  return null;
}
