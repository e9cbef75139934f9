/** The orgunit routes of the route table (routes.ts): the tree, edits, deletion workflow, feeds. */
import type { RouteSpec } from './routes';

export const ORGUNIT_ROUTES = [
  {
    method: 'GET',
    path: '/orgunit',
    resource: 'orgunit',
    permission: 'ListOrgunit',
    requiredHeaders: ['x-ouid'],
    summary: 'List child units (?parentOuId=)',
  },
  {
    method: 'POST',
    path: '/orgunit',
    resource: 'orgunit',
    permission: 'CreateOrgunit',
    requiredHeaders: ['x-ouid', 'x-ouidchain'],
    summary: 'Register a unit under the acting unit',
  },
  {
    method: 'GET',
    path: '/orgunit/{id}',
    resource: 'orgunit',
    permission: 'ViewOrgunit',
    summary: 'Orgunit details',
  },
  {
    method: 'PUT',
    path: '/orgunit/{id}',
    resource: 'orgunit',
    permission: 'EditOrgunit',
    requiredHeaders: ['x-ouid'],
    summary: 'Edit a unit',
  },
  {
    method: 'DELETE',
    path: '/orgunit/{id}',
    resource: 'orgunit',
    permission: 'DeleteOrgunit',
    requiredHeaders: ['x-ouid'],
    summary: 'Request deletion of a unit',
  },
  {
    method: 'GET',
    path: '/orgunit/{id}/deletion',
    resource: 'orgunit',
    permission: 'Workqueue',
    requiredHeaders: ['x-ouid'],
    summary:
      "A unit's pending deletion request with a preview of what the deletion affects (bounded counts)",
  },
  {
    method: 'POST',
    path: '/orgunit/{id}/deletion/approve',
    resource: 'orgunit',
    permission: 'DecideDeletion',
    requiredHeaders: ['x-ouid'],
    summary:
      'Approve a deletion request: the unit and its subtree are soft-deleted (restorable for 30 days); not by the requester',
  },
  {
    method: 'POST',
    path: '/orgunit/{id}/deletion/reject',
    resource: 'orgunit',
    permission: 'DecideDeletion',
    requiredHeaders: ['x-ouid'],
    summary: 'Reject a deletion request with a reason: the deletion mark is removed',
  },
  {
    method: 'POST',
    path: '/orgunit/{id}/restore',
    resource: 'orgunit',
    permission: 'RestoreOrgunit',
    requiredHeaders: ['x-ouid'],
    summary:
      'Restore a soft-deleted unit and its subtree within 30 days (admins above it; 409 when its name was taken meanwhile)',
  },
  {
    method: 'GET',
    path: '/workqueue/deletion-requests',
    resource: 'orgunit',
    permission: 'Workqueue',
    requiredHeaders: ['x-ouid'],
    summary:
      "Pending deletion requests of units below the acting unit, in tree order, each with who may approve it; on the SYSTEM unit a system admin gets every tenant's requests, newest first (paged)",
  },
  {
    method: 'GET',
    path: '/workqueue/deleted-units',
    resource: 'orgunit',
    permission: 'Workqueue',
    requiredHeaders: ['x-ouid'],
    summary: 'Soft-deleted units below the acting unit, which its admins may restore (paged)',
  },
  {
    method: 'GET',
    path: '/orgunit/{id}/activities',
    resource: 'orgunit',
    permission: 'ViewOrgunit',
    summary: 'Audit records of a unit, newest first (notifications; ?entity= narrows them)',
  },
  {
    method: 'GET',
    path: '/orgunit/{id}/seen',
    resource: 'orgunit',
    permission: 'ViewNotifications',
    summary: "The caller's seen marker on a unit and how many of its records followed it (capped)",
  },
  {
    method: 'PUT',
    path: '/orgunit/{id}/seen',
    resource: 'orgunit',
    permission: 'ViewNotifications',
    summary: "Move the caller's seen marker on a unit forward to a record they were shown",
  },
] as const satisfies readonly RouteSpec[];
