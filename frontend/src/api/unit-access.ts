import { type UnitPerson, unitPeoplePageSchema } from '@domain/schemas/access';

import type { ApiRequest } from './client';
import type { ListPage } from './use-all-pages';
import { listPagePath, type ListRequest } from './list-request';
import { useServerPages, type ServerPages } from './use-server-pages';

export type { UnitPerson };

/** `GET /access/units/{id}/people`: who has access to the unit (admins covering it). */
export function unitPeoplePath(unitId: string): string {
  return `/access/units/${encodeURIComponent(unitId)}/people`;
}

export function unitPeopleRequest(
  unitId: string,
  query: { limit: number; search?: string },
): ListRequest {
  return { path: unitPeoplePath(unitId), ...query };
}

/** The people with access to `unitId`, a page at a time, acting as `ouid`. */
export function useUnitPeoplePages(
  ouid: string | undefined,
  unitId: string | undefined,
  query: { limit: number; search?: string },
): ServerPages<UnitPerson> {
  const request = unitId ? unitPeopleRequest(unitId, query) : undefined;
  return useServerPages(request, ouid, unitPeoplePageSchema);
}

type ApiCall = <T>(request: Omit<ApiRequest<T>, 'apiUrl'>) => Promise<T>;

/** One page of the list, for the export (which reads the pages one after another). */
export function fetchUnitPeoplePage(
  call: ApiCall,
  ouid: string,
  request: ListRequest,
  nextToken: string | undefined,
): Promise<ListPage<UnitPerson>> {
  return call({ path: listPagePath(request, nextToken), ouid, schema: unitPeoplePageSchema });
}
