/**
 * POST /document: registers an image uploaded through a signed URL as a document of the acting
 * unit. The key must be one the upload route makes under that unit's prefix; the size and type
 * recorded are the ones S3 reports for the stored object, never the caller's, and its first bytes
 * must be those of that type (a mismatch is removed and refused). One object is one
 * document: its id is the random id its key starts with, written once.
 */
import type { DocumentRecord } from '../domain/records';
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_KEY_PATTERN,
  DOCUMENT_LIMITS,
  type DocumentContentType,
} from '../domain/schemas/document';
import { publishQuerySchema } from '../domain/schemas/publish-flag';
import { commitChange } from '../shared/change';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  PayloadTooLargeError,
} from '../shared/errors';
import { publishRequested } from '../shared/events';
import { created, type RouteOperation } from '../shared/operation';
import { documentRecord, toDocumentView } from '../domain/document-record';
import { parseQuery } from '../shared/request-query';
import { getDocument, putNewDocument } from '../shared/repositories/documents';
import { contentMatchesType, SNIFF_BYTES } from './content-sniff';
import { firstBytes, removeObject, storedObject } from './document-objects';
import { DOCUMENT_MESSAGES } from './messages';
import { EXTENSIONS } from './signed-upload-url';

/** The unit and document id a well-formed key names (the schema has checked its shape). */
function partsOf(key: string): { ouid: string; id: string; extension: string } {
  const match = DOCUMENT_KEY_PATTERN.exec(key);
  if (!match) throw new BadRequestError(DOCUMENT_MESSAGES.notUploaded);
  return { ouid: match[1] as string, id: match[2] as string, extension: match[4] as string };
}

const isContentType = (type: string): type is DocumentContentType =>
  (DOCUMENT_CONTENT_TYPES as readonly string[]).includes(type);

/**
 * The signed upload fixed the declared type, not the bytes: an object whose first bytes are not
 * those of its type is removed and refused, unless a document already holds it (then it stays, and
 * the registration is refused as a second one would be).
 */
async function refuseMismatchedContent(
  ouid: string,
  id: string,
  key: string,
  contentType: DocumentContentType,
): Promise<void> {
  if (contentMatchesType(await firstBytes(key, SNIFF_BYTES), contentType)) return;
  if (await getDocument(ouid, id)) throw new ConflictError(DOCUMENT_MESSAGES.alreadyRegistered);
  await removeObject(key);
  throw new BadRequestError(DOCUMENT_MESSAGES.contentMismatch(contentType));
}

export const registerDocumentOperation: RouteOperation<'POST /document'> = {
  run: async ({ body, query, auth, username, log }) => {
    parseQuery(query, publishQuerySchema);
    // Only a system admin reaches here without a stored unit; a document needs a real one.
    if (!auth.actingUnit) throw new ForbiddenError();
    const ouid = auth.actingUnit.id;
    const parts = partsOf(body.key);
    // An object of another unit is refused like any other target outside the caller's reach.
    if (parts.ouid !== ouid) throw new ForbiddenError();

    const object = await storedObject(body.key);
    if (!object) throw new BadRequestError(DOCUMENT_MESSAGES.notUploaded);
    if (!isContentType(object.contentType) || EXTENSIONS[object.contentType] !== parts.extension) {
      throw new BadRequestError(DOCUMENT_MESSAGES.notAnImage);
    }
    if (object.size > DOCUMENT_LIMITS.maxBytes) {
      throw new PayloadTooLargeError(DOCUMENT_MESSAGES.tooLarge(DOCUMENT_LIMITS.maxBytes));
    }
    await refuseMismatchedContent(ouid, parts.id, body.key, object.contentType);

    const record: DocumentRecord = documentRecord({
      id: parts.id,
      ouid,
      key: body.key,
      name: body.name,
      contentType: object.contentType,
      size: object.size,
      uploadedBy: username,
      uploadedAt: new Date().toISOString(),
    });
    const answer = created({ data: toDocumentView(record) });
    await commitChange(
      [putNewDocument(record, DOCUMENT_MESSAGES.alreadyRegistered)],
      {
        entity: 'document',
        action: 'create',
        id: record.id,
        ouid,
        actor: username,
        summary: DOCUMENT_MESSAGES.summaries.registered(record.name),
      },
      { publish: publishRequested(query), log, answer },
    );
    return answer;
  },
};
