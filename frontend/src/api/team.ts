/** Teams of the active unit: the paged list, one team with its members, and their changes. */
import { useCallback, useMemo } from 'react';
import * as z from 'zod/mini';

import type { CoreConfig } from '@domain/config-schema';
import type { TeamRole } from '@domain/permissions';
import {
  type TeamDetail,
  teamDetailSchema,
  teamMemberViewSchema,
  type TeamView,
  teamViewSchema,
} from '@domain/schemas/team';

import { withPublishFlag } from './entity-rules';
import { useApi, type ApiResource } from './use-api';
import { useApiCall, useInvalidate } from './use-api-call';
import { useServerPages, type ServerPages } from './use-server-pages';

export const TEAM_PATH = '/team';

export type { TeamDetail, TeamView };

const teamPageSchema = z.object({
  items: z.array(teamViewSchema),
  nextToken: z.optional(z.string()),
});
const teamAnswerSchema = z.object({ data: teamViewSchema });
const memberAnswerSchema = z.object({ data: teamMemberViewSchema });
const deletedSchema = z.object({ data: z.object({ deleted: z.boolean() }) });

export function teamPath(teamId: string): string {
  return `${TEAM_PATH}/${encodeURIComponent(teamId)}`;
}

function memberPath(teamId: string, username: string): string {
  return `${teamPath(teamId)}/member/${encodeURIComponent(username)}`;
}

/** The unit's teams in name order, a page at a time. */
export function useTeamPages(ouid: string, limit: number): ServerPages<TeamView> {
  return useServerPages({ path: TEAM_PATH, limit }, ouid, teamPageSchema);
}

/** One team with its members; `teamId` undefined reads nothing. */
export function useTeam(ouid: string, teamId: string | undefined): ApiResource<TeamDetail> {
  const { data, isLoading, error, retry } = useApi(
    teamId ? teamPath(teamId) : undefined,
    ouid,
    teamDetailSchema,
  );
  // Stable while nothing changed: the page puts it in its split panel's content.
  return useMemo(
    () => ({ data: data?.data, isLoading, error, retry }),
    [data, isLoading, error, retry],
  );
}

/** The team calls of the unit; each reloads the cached team reads afterwards. */
export function useTeamChanges(ouid: string, core: CoreConfig | undefined) {
  const call = useApiCall();
  const invalidate = useInvalidate();
  const after = useCallback(
    async <T>(answer: Promise<T>): Promise<T> => {
      const result = await answer;
      void invalidate(TEAM_PATH);
      return result;
    },
    [invalidate],
  );
  const create = useCallback(
    (name: string) =>
      after(
        call({
          path: withPublishFlag(TEAM_PATH, core, 'team', 'C'),
          ouid,
          method: 'POST',
          body: { name },
          schema: teamAnswerSchema,
        }),
      ),
    [after, call, core, ouid],
  );
  const rename = useCallback(
    (team: TeamView, name: string) =>
      after(
        call({
          path: withPublishFlag(teamPath(team.teamId), core, 'team', 'C'),
          ouid,
          method: 'PUT',
          body: { name, version: team.version },
          schema: teamAnswerSchema,
        }),
      ),
    [after, call, core, ouid],
  );
  const remove = useCallback(
    (team: TeamView) =>
      after(
        call({
          path: withPublishFlag(teamPath(team.teamId), core, 'team', 'D'),
          ouid,
          method: 'DELETE',
          schema: deletedSchema,
        }),
      ),
    [after, call, core, ouid],
  );
  const setMember = useCallback(
    (teamId: string, username: string, role: TeamRole) =>
      after(
        call({
          path: withPublishFlag(memberPath(teamId, username), core, 'team', 'C'),
          ouid,
          method: 'PUT',
          body: { role },
          schema: memberAnswerSchema,
        }),
      ),
    [after, call, core, ouid],
  );
  const removeMember = useCallback(
    (teamId: string, username: string) =>
      after(
        call({
          path: withPublishFlag(memberPath(teamId, username), core, 'team', 'D'),
          ouid,
          method: 'DELETE',
          schema: deletedSchema,
        }),
      ),
    [after, call, core, ouid],
  );
  return useMemo(
    () => ({ create, rename, remove, setMember, removeMember }),
    [create, rename, remove, setMember, removeMember],
  );
}
