/**
 * Schemas of the deletion workflow's routes (lambdas/orgunit/deletion-*.ts, workqueue.ts): the
 * workqueue lists, a request's preview, and the approve / reject / restore decisions.
 */
import * as z from 'zod/mini';

import { nextTokenField, pageQueryFields } from './paging';
import { orgunitDetailSchema, orgunitViewSchema } from './orgunit';
import { publishQuerySchema } from './publish-flag';
import type { RouteSchemaMap } from './route-schemas';

export const REJECTION_REASON_LIMIT = 500;

/** Why a request was rejected: shown to the requester in the unit's notifications. */
export const rejectionReasonSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'reason must not be blank'),
    z.maxLength(REJECTION_REASON_LIMIT, `reason is at most ${REJECTION_REASON_LIMIT} characters`),
  );

export const rejectDeletionBodySchema = z.strictObject({ reason: rejectionReasonSchema });

/** Approving and restoring take an optional comment, kept in the audit record (`{}` is fine). */
export const decisionBodySchema = z.strictObject({
  comment: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(
          REJECTION_REASON_LIMIT,
          `comment is at most ${REJECTION_REASON_LIMIT} characters`,
        ),
      ),
  ),
});

export const workqueueQuerySchema = z.object(pageQueryFields);

const boundedCountSchema = z.object({ count: z.int(), more: z.boolean() });

export const deletionPreviewSchema = z.object({
  subunits: boundedCountSchema,
  soleMemberUsers: boundedCountSchema,
  activeConfigs: boundedCountSchema,
  documents: boundedCountSchema,
});

/** An admin who may decide a request: display name first, username second. */
export const approverSchema = z.object({ username: z.string(), name: z.optional(z.string()) });

/**
 * Who may approve a request: the admins other than the requester who act on a unit above it
 * (at most APPROVERS_SHOWN, `more` when there are others), or, when there is none, a platform
 * administrator (`platform`). System admins may decide every request but their own.
 */
export const mayApproveSchema = z.object({
  admins: z.array(approverSchema),
  more: z.boolean(),
  platform: z.boolean(),
});

export const APPROVERS_SHOWN = 10;

export const deletionRequestSchema = z.object({
  identifier: z.string(),
  name: z.string(),
  parentOuId: z.string(),
  ouidChain: z.string(),
  requestedBy: z.string(),
  requestedAt: z.string(),
  /** The caller made this request: they may not approve it. */
  ownRequest: z.boolean(),
  mayApprove: mayApproveSchema,
  /** The name of the request's tenant (its ROOT unit): given in a system admin's list across tenants. */
  tenantName: z.optional(z.string()),
});

export const deletedUnitSchema = z.object({
  identifier: z.string(),
  name: z.string(),
  parentOuId: z.string(),
  ouidChain: z.string(),
  requestedBy: z.string(),
  deletedBy: z.string(),
  deletedAt: z.string(),
  purgeAfter: z.string(),
});

export type DeletionRequestView = z.infer<typeof deletionRequestSchema>;
export type MayApproveView = z.infer<typeof mayApproveSchema>;
export type DeletedUnitView = z.infer<typeof deletedUnitSchema>;
export type DeletionPreviewView = z.infer<typeof deletionPreviewSchema>;

export const workqueueRouteSchemas = {
  'GET /workqueue/deletion-requests': {
    query: workqueueQuerySchema,
    response: z.object({ items: z.array(deletionRequestSchema), nextToken: nextTokenField }),
  },
  'GET /workqueue/deleted-units': {
    query: workqueueQuerySchema,
    response: z.object({ items: z.array(deletedUnitSchema), nextToken: nextTokenField }),
  },
  'GET /orgunit/{id}/deletion': {
    response: z.object({
      data: z.object({ request: deletionRequestSchema, preview: deletionPreviewSchema }),
    }),
  },
  'POST /orgunit/{id}/deletion/approve': {
    body: decisionBodySchema,
    query: publishQuerySchema,
    response: z.object({
      data: z.object({
        deleted: deletedUnitSchema,
        /** False when the subtree was too large to flag in one request: approve again to finish. */
        complete: z.boolean(),
      }),
    }),
  },
  'POST /orgunit/{id}/deletion/reject': {
    body: rejectDeletionBodySchema,
    query: publishQuerySchema,
    response: orgunitDetailSchema,
  },
  'POST /orgunit/{id}/restore': {
    body: decisionBodySchema,
    query: publishQuerySchema,
    response: z.object({
      data: z.object({
        unit: orgunitViewSchema,
        /** False when the subtree was too large to unflag in one request: restore again to finish. */
        complete: z.boolean(),
      }),
    }),
  },
} satisfies RouteSchemaMap;
