/**
 * The document a `/document/{documentId}` route names, read in the acting unit's partition while
 * the call is authorized. A document the acting unit does not hold is refused like any target
 * outside the caller's reach (the same 403 whether it exists elsewhere or not); only a system
 * admin, who may see every unit, is told it is not found.
 */
import type { DocumentRecord } from '../domain/records';
import type { AuthContext } from '../shared/authorize';
import { ForbiddenError, NotFoundError } from '../shared/errors';
import type { OperationInput } from '../shared/operation';
import { getDocument } from '../shared/repositories/documents';
import { DOCUMENT_MESSAGES } from './messages';

export function readNamedDocument({
  pathParameters,
  actingUnitId,
}: OperationInput): Promise<DocumentRecord | undefined> {
  const documentId = pathParameters.documentId;
  if (!actingUnitId || !documentId) return Promise.resolve(undefined);
  return getDocument(actingUnitId, documentId);
}

export function foundDocument(
  record: DocumentRecord | undefined,
  auth: AuthContext,
): DocumentRecord {
  if (record && auth.actingUnit && record.ouid === auth.actingUnit.id) return record;
  if (auth.systemAdmin) throw new NotFoundError(DOCUMENT_MESSAGES.notFound);
  throw new ForbiddenError();
}
