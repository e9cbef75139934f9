/** `GET /access/explain`: why a person may or may not, from the decision that authorizes calls. */
import type { PermissionName } from '@domain/permissions';
import {
  explainAnswerSchema,
  type ExplainAnswer,
  type ExplainReason,
  type ExplainResult,
} from '@domain/schemas/access';

import { useApi, type ApiResource } from './use-api';

export const ACCESS_EXPLAIN_PATH = '/access/explain';

export type AccessReason = ExplainReason;
export type AccessResult = ExplainResult;
export type AccessExplanation = ExplainAnswer;

export interface ExplainQuery {
  /** Absent: the signed-in person themselves. */
  username?: string;
  unit: string;
  /** Absent: every named permission. */
  permission?: PermissionName;
}

export function accessExplainPath({ username, unit, permission }: ExplainQuery): string {
  const query = new URLSearchParams();
  if (username !== undefined) query.set('username', username);
  query.set('unit', unit);
  if (permission !== undefined) query.set('permission', permission);
  return `${ACCESS_EXPLAIN_PATH}?${query.toString()}`;
}

/**
 * The explanation of one person's access on a unit; `query` undefined asks nothing yet. No acting
 * unit is sent: the question names its unit, which the asker may not cover (their own "Why?").
 */
export function useAccessExplain(query: ExplainQuery | undefined): ApiResource<AccessExplanation> {
  const resource = useApi(
    query ? accessExplainPath(query) : undefined,
    undefined,
    explainAnswerSchema,
  );
  return { ...resource, data: resource.data?.data };
}
