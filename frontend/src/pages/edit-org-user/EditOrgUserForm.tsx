import { useState } from 'react';

import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';

import type { AppRole } from '../../api/appuser';
import type { OrgUserDetail } from '../../api/orguser';
import { unitPath } from '../../common/unit-routes';
import { AppRolesLoading } from '../../common/app-roles/AppRolesLoading';
import { ConflictAlert } from '../../common/form/ConflictAlert';
import { FormActions } from '../../common/form/FormActions';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { usernameToPath } from '../../common/username-path';
import { UnsavedChangesGuard } from '../../common/form/UnsavedChangesGuard';
import { InfoLink } from '../../common/shell/InfoLink';
import { lazyPart } from '../../common/lazy-part';
import { usersStrings } from '../../strings/users';
import { validateForm } from '../../validation/validate-form';
import { OrgRoleEditor } from './OrgRoleEditor';
import { nameToSend, savedAppRolesIn, unitRoleOf } from './org-user-edit';
import { OrgUserPersonFields } from './OrgUserPersonFields';
import { type UpdateOutcome, useUpdateOrgUser } from './use-update-org-user';

const text = usersStrings.editOrgUser;

// The roles' tables and selectors load after the form's first paint; the form holds their state.
const AppRolesSection = lazyPart(
  () => import('./AppRolesSection').then((module) => module.AppRolesSection),
  <AppRolesLoading heading={text.savedAppRolesHeading} />,
);

/** The editor of one member, started from the record as read (its version guards the update). */
export function EditOrgUserForm({ user, onReload }: { user: OrgUserDetail; onReload: () => void }) {
  const { ouid } = useRequiredUnit();
  const update = useUpdateOrgUser();
  const saved = savedAppRolesIn(user, ouid);
  const [name, setName] = useState(user.name);
  const [role, setRole] = useState(unitRoleOf(user, ouid));
  const [removedAppIds, setRemovedAppIds] = useState<string[]>([]);
  const [pending, setPending] = useState<AppRole[]>([]);
  const [invalid, setInvalid] = useState<{ field: 'firstname' | 'roles'; message: string }>();
  const [outcome, setOutcome] = useState<UpdateOutcome>();
  const [busy, setBusy] = useState(false);
  const changed =
    name !== user.name ||
    role !== unitRoleOf(user, ouid) ||
    removedAppIds.length > 0 ||
    pending.length > 0;

  async function submit() {
    const failure = validateForm({
      ...(user.canEditDetails ? { firstname: name } : {}),
      roles: role,
    });
    setInvalid(
      failure && (failure.field === 'firstname' || failure.field === 'roles')
        ? { field: failure.field, message: failure.message }
        : undefined,
    );
    if (failure) return;
    setBusy(true);
    const result = await update({
      username: user.username,
      name: nameToSend(user, name),
      role,
      version: user.version,
      removedAppIds,
      pendingAppRoles: pending,
    });
    setBusy(false);
    setOutcome(result);
  }

  const detailsHref = unitPath(ouid, 'orguser', { username: usernameToPath(user.username) });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Form
        header={
          <Header variant="h1" info={<InfoLink topic="editOrguser" />}>
            {text.heading}
          </Header>
        }
        actions={
          <FormActions
            cancelHref={detailsHref}
            cancelText={text.cancel}
            submitText={text.update}
            busy={busy}
          />
        }
      >
        <SpaceBetween size="l">
          {outcome === 'conflict' && (
            <ConflictAlert message={text.conflict} reloadText={text.reload} onReload={onReload} />
          )}
          <Container>
            <SpaceBetween size="m">
              <OrgUserPersonFields
                user={user}
                name={name}
                onNameChange={setName}
                nameError={invalid?.field === 'firstname' ? invalid.message : undefined}
              />
              <OrgRoleEditor
                role={role}
                onChange={setRole}
                disabled={busy}
                errorText={invalid?.field === 'roles' ? invalid.message : undefined}
              />
            </SpaceBetween>
          </Container>
          <Container>
            <AppRolesSection
              saved={saved}
              removedAppIds={removedAppIds}
              onRemovedChange={setRemovedAppIds}
              pending={pending}
              onPendingChange={setPending}
              disabled={busy}
            />
          </Container>
        </SpaceBetween>
      </Form>
      <UnsavedChangesGuard dirty={changed && !busy} />
    </form>
  );
}
