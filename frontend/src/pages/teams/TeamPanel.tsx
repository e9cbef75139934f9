import { useState } from 'react';

import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';

import type { TeamRole } from '@domain/permissions';
import type { TeamMemberView } from '@domain/schemas/team';

import { failureMessage } from '../../api/api-error';
import type { ApiResource } from '../../api/use-api';
import type { TeamDetail } from '../../api/team';
import { useShell } from '../../common/shell/shell-context';
import { formatDate } from '../../common/format-date';
import { LoadFailureAlert } from '../../common/LoadFailureAlert';
import { teamsStrings } from '../../strings/teams';
import { AddMemberForm, roleOptions } from './AddMemberForm';

const text = teamsStrings.panel;

export interface MemberChanges {
  setMember: (teamId: string, username: string, role: TeamRole) => Promise<unknown>;
  removeMember: (teamId: string, username: string) => Promise<unknown>;
}

/** The split panel of the selected team: its members with their team roles, and their changes. */
export function TeamPanel(props: {
  ouid: string;
  detail: ApiResource<TeamDetail>;
  canManage: boolean;
  changes: MemberChanges;
}) {
  const { detail, canManage, changes } = props;
  const { notify } = useShell();
  const [busy, setBusy] = useState<string>();
  const team = detail.data;

  if (detail.error && !team) {
    return (
      <LoadFailureAlert header={text.loadFailed} error={detail.error} onRetry={detail.retry} />
    );
  }

  const run = async (key: string, change: () => Promise<unknown>, success: string) => {
    setBusy(key);
    try {
      await change();
      notify('success', success);
    } catch (caught) {
      notify('error', failureMessage(caught, text.changeFailed));
    } finally {
      setBusy(undefined);
    }
  };

  const roleCell = (member: TeamMemberView) =>
    canManage && team ? (
      <Select
        ariaLabel={text.roleLabel(member.username)}
        selectedOption={roleOptions.find((option) => option.value === member.role) ?? null}
        disabled={busy !== undefined}
        onChange={({ detail: { selectedOption } }) => {
          const role = selectedOption.value as TeamRole;
          void run(
            member.username,
            () => changes.setMember(team.teamId, member.username, role),
            text.roleChanged(member.username, text.roles[role]),
          );
        }}
        options={roleOptions}
      />
    ) : (
      text.roles[member.role]
    );

  return (
    <SpaceBetween size="l">
      {team?.callerRole && <Box>{text.yourRole(text.roles[team.callerRole])}</Box>}
      <Table
        variant="embedded"
        items={team?.members ?? []}
        loading={!team && detail.isLoading}
        loadingText={text.loading}
        trackBy="username"
        header={
          <Header variant="h3" counter={team ? `(${team.members.length})` : undefined}>
            {text.membersHeading}
          </Header>
        }
        empty={<Box textAlign="center">{text.noMembers}</Box>}
        columnDefinitions={[
          { id: 'username', header: text.username, cell: (member) => member.username },
          { id: 'role', header: text.role, cell: roleCell },
          { id: 'joined', header: text.joined, cell: (member) => formatDate(member.createdDate) },
          ...(canManage && team
            ? [
                {
                  id: 'remove',
                  header: text.remove,
                  cell: (member: TeamMemberView) => (
                    <Button
                      variant="inline-link"
                      ariaLabel={text.removeLabel(member.username)}
                      disabled={busy !== undefined}
                      onClick={() =>
                        void run(
                          member.username,
                          () => changes.removeMember(team.teamId, member.username),
                          text.removed(member.username),
                        )
                      }
                    >
                      {text.remove}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      {canManage && team && (
        <SpaceBetween size="xs">
          <Header variant="h3">{text.addHeading}</Header>
          <AddMemberForm
            ouid={props.ouid}
            members={new Set(team.members.map((member) => member.username.toLowerCase()))}
            busy={busy === '+add'}
            onAdd={(username, role) =>
              void run(
                '+add',
                () => changes.setMember(team.teamId, username, role),
                text.added(username),
              )
            }
          />
        </SpaceBetween>
      )}
    </SpaceBetween>
  );
}
