import { useCallback, useMemo, useState } from 'react';

import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { mayOnTeam } from '@domain/permissions';

import { failureMessage } from '../../api/api-error';
import { type TeamView, useTeam, useTeamChanges, useTeamPages } from '../../api/team';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { lazyPart, useIdlePreload } from '../../common/lazy-part';
import { usePageSplitPanel, useShell } from '../../common/shell/shell-context';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { useSignedInSession } from '../../session/session-context';
import { teamsStrings } from '../../strings/teams';
import { TeamsTable } from './TeamsTable';

const text = teamsStrings.teams;
const PAGE_SIZE = 50;

type Dialog = 'create' | 'rename' | 'delete';

// Shown only after an action: a selected team's members, and the dialogs.
const TeamPanel = lazyPart(() => import('./TeamPanel').then((module) => module.TeamPanel));
const TeamNameModal = lazyPart(
  () => import('./TeamNameModal').then((module) => module.TeamNameModal),
  null,
);
const DeleteTeamModal = lazyPart(
  () => import('./DeleteTeamModal').then((module) => module.DeleteTeamModal),
  null,
);

/** `/{ouid}/teams` (ListTeams): the unit's teams; the selected one's members in the split panel. */
export default function TeamsPage() {
  const { ouid } = useRequiredUnit();
  useUnitBreadcrumbs([text.heading]);
  // A selection belongs to one unit: switching units starts afresh.
  return <Teams key={ouid} />;
}

function Teams() {
  const { ouid, core, can, placement } = useRequiredUnit();
  useIdlePreload(TeamPanel, TeamNameModal, DeleteTeamModal);
  const { policies } = useSignedInSession();
  const { notify } = useShell();
  const list = useTeamPages(ouid, PAGE_SIZE);
  const changes = useTeamChanges(ouid, core);
  const [selectedId, setSelectedId] = useState<string>();
  const [dialog, setDialog] = useState<Dialog>();
  const [deleting, setDeleting] = useState(false);
  const selected = list.items?.find((team) => team.teamId === selectedId);
  const detail = useTeam(ouid, selected?.teamId);
  const callerRole = detail.data?.teamId === selected?.teamId ? detail.data?.callerRole : undefined;
  const mayEdit = selected !== undefined && mayOnTeam('EditTeam', policies, placement, callerRole);
  const mayManage = mayOnTeam('ManageTeamMembers', policies, placement, callerRole);

  const confirmDelete = async (team: TeamView) => {
    setDeleting(true);
    try {
      await changes.remove(team);
      notify('success', text.deleted(team.name));
      setSelectedId(undefined);
      setDialog(undefined);
    } catch (caught) {
      notify('error', failureMessage(caught, text.deleteFailed));
    } finally {
      setDeleting(false);
    }
  };

  const closePanel = useCallback(() => setSelectedId(undefined), []);
  const panel = useMemo(
    () =>
      selected && {
        header: teamsStrings.panel.heading(selected.name),
        content: <TeamPanel ouid={ouid} detail={detail} canManage={mayManage} changes={changes} />,
        onClose: closePanel,
      },
    [selected, ouid, detail, mayManage, changes, closePanel],
  );
  usePageSplitPanel(panel);

  const actions = (
    <SpaceBetween direction="horizontal" size="xs">
      {(can('CreateTeam') || mayEdit) && (
        <Button disabled={!mayEdit} onClick={() => setDialog('rename')}>
          {text.rename}
        </Button>
      )}
      {can('DeleteTeam') && (
        <Button disabled={!selected} onClick={() => setDialog('delete')}>
          {text.delete}
        </Button>
      )}
      {can('CreateTeam') && (
        <Button variant="primary" onClick={() => setDialog('create')}>
          {text.create}
        </Button>
      )}
    </SpaceBetween>
  );

  return (
    <>
      <TeamsTable
        list={list}
        selected={selected}
        onSelect={(team) => setSelectedId(team?.teamId)}
        actions={actions}
      />
      {dialog === 'create' && (
        <TeamNameModal
          heading={teamsStrings.form.createHeading}
          submitText={teamsStrings.form.create}
          failedText={text.createFailed}
          onSubmit={async (name) => {
            const { data } = await changes.create(name);
            notify('success', text.createdTeam(data.name));
            setSelectedId(data.teamId);
          }}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog === 'rename' && selected && (
        <TeamNameModal
          heading={teamsStrings.form.renameHeading(selected.name)}
          submitText={teamsStrings.form.save}
          initialName={selected.name}
          failedText={text.renameFailed}
          onSubmit={async (name) => {
            const { data } = await changes.rename(selected, name);
            notify('success', text.renamed(data.name));
          }}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog === 'delete' && selected && (
        <DeleteTeamModal
          name={selected.name}
          members={selected.memberCount}
          deleting={deleting}
          onCancel={() => setDialog(undefined)}
          onConfirm={() => void confirmDelete(selected)}
        />
      )}
    </>
  );
}
