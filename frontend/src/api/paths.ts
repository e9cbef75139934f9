/** The API paths the console reads, named once for the hooks and the pages that build them. */
import { CONFIG_LIMITS } from '@domain/schemas/config-limits';

import type { ListRequest } from './list-request';

export function orgunitPath(ouid: string): string {
  return `/orgunit/${encodeURIComponent(ouid)}`;
}

/** The caller's seen marker on the unit and how many records followed it (the bell). */
export function seenPath(ouid: string): string {
  return `${orgunitPath(ouid)}/seen`;
}

export const CONFIG_PATH = '/config';

/** `GET /config?deployArtifact=true`: the objects deployed under the unit, a page at a time. */
export const DEPLOYED_CONFIGS_PATH = '/config?deployArtifact=true';

/** The path of one page of deployed configs: the largest page the server allows, after `nextToken`. */
export function deployedPagePath(nextToken?: string): string {
  const query = new URLSearchParams({ limit: String(CONFIG_LIMITS.listPage) });
  if (nextToken !== undefined) query.set('nextToken', nextToken);
  return `${DEPLOYED_CONFIGS_PATH}&${query.toString()}`;
}

export const CHILDREN_PATH = '/orgunit';
export const ORGUSER_PATH = '/orguser';
export const USERPROFILE_PATH = '/userprofile';

/** `GET /orgunit?parentOuId=…&limit=…[&search=…]`: a page of the unit's children. */
export function childrenRequest(
  parentOuid: string,
  query: { limit: number; search?: string },
): ListRequest {
  return { path: CHILDREN_PATH, params: { parentOuId: parentOuid }, ...query };
}

/** How many children the unit home lists before pointing to the full list. */
export const UNIT_HOME_GLANCE_SIZE = 5;
