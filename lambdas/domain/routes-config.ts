/** The config routes of the route table (routes.ts): configs in force, artifacts, versions, locks. */
import type { RouteSpec } from './routes';

export const CONFIG_ROUTES = [
  {
    method: 'GET',
    path: '/config',
    resource: 'config',
    permission: 'ViewConfig',
    queryPermissions: { deployArtifact: 'ConfigDash' },
    requiredHeaders: ['x-ouid'],
    summary: 'Active configs, or deployed configs (?deployArtifact=true)',
  },
  {
    method: 'PUT',
    path: '/config/{identifier}',
    resource: 'config',
    permission: 'ConfigDash',
    requiredHeaders: ['x-ouid'],
    summary: 'Activate a deployed config (?createArtifact=true or ?updateArtifact=true)',
  },
  {
    method: 'POST',
    path: '/config/{identifier}',
    resource: 'config',
    permission: 'ConfigDash',
    requiredHeaders: ['x-ouid'],
    summary:
      "Save the acting unit's own config (any subset of the identifier's keys) as a new deployed artifact, checked against its schema and the locks above",
  },
  {
    method: 'GET',
    path: '/config/{identifier}/versions',
    resource: 'config',
    permission: 'ConfigDash',
    requiredHeaders: ['x-ouid'],
    summary: "The versions of the acting unit's own config, newest first (paged, without content)",
  },
  {
    method: 'GET',
    path: '/config/{identifier}/versions/{number}',
    resource: 'config',
    permission: 'ConfigDash',
    requiredHeaders: ['x-ouid'],
    summary: 'One version of the acting unit’s own config, with its content',
  },
  {
    method: 'POST',
    path: '/config/{identifier}/versions/{number}/rollback',
    resource: 'config',
    permission: 'ConfigDash',
    requiredHeaders: ['x-ouid'],
    summary: 'Roll back to an earlier version: its exact content becomes a new version',
  },
  {
    method: 'GET',
    path: '/config/{identifier}/preview',
    resource: 'config',
    permission: 'ConfigDash',
    requiredHeaders: ['x-ouid'],
    summary:
      'The config in force now and after an activation (?key=&ETag=), a rollback (?version=) or a key returned to inherited (?withoutKey=), key by key',
  },
  {
    method: 'DELETE',
    path: '/config/{identifier}/keys/{key}',
    resource: 'config',
    permission: 'ConfigDash',
    requiredHeaders: ['x-ouid'],
    summary: "Return a key of the acting unit's own config to inherited, as a new version",
  },
  {
    method: 'PUT',
    path: '/config/{identifier}/locks/{key}',
    resource: 'config',
    permission: 'ConfigDash',
    requiredHeaders: ['x-ouid'],
    summary: 'Lock a key on the acting unit: the units below it cannot override it',
  },
  {
    method: 'DELETE',
    path: '/config/{identifier}/locks/{key}',
    resource: 'config',
    permission: 'ConfigDash',
    requiredHeaders: ['x-ouid'],
    summary: 'Unlock a key the acting unit locked',
  },
] as const satisfies readonly RouteSpec[];
