import { useNavigate } from 'react-router-dom';

import { ApiError, failureMessage } from '../../api/api-error';
import { type AppRole, createAppUser, deleteAppUser } from '../../api/appuser';
import { ORGUSER_PATH, updateOrgUser } from '../../api/orguser';
import { useApiCall, useInvalidate } from '../../api/use-api-call';
import { unitPath } from '../../common/unit-routes';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { useShell } from '../../common/shell/shell-context';
import { usernameToPath } from '../../common/username-path';
import { usersStrings } from '../../strings/users';
import { appRoleChanges } from './org-user-edit';

const text = usersStrings.editOrgUser;

export interface OrgUserEdit {
  username: string;
  /** Absent when the caller may not change the name (see `nameToSend`). */
  name?: string;
  role: string;
  version: number;
  removedAppIds: readonly string[];
  pendingAppRoles: readonly AppRole[];
}

/** 'conflict': someone changed the user since it was read (409); the editor offers a reload. */
export type UpdateOutcome = 'updated' | 'conflict' | 'failed';

/**
 * 'Update': PUT /orguser/{username} (org role, and the name when the caller may change it;
 * conditional on the version read), then the removed applications (DELETE /appuser) and the
 * added ones (POST /appuser).
 */
export function useUpdateOrgUser() {
  const { ouid, core } = useRequiredUnit();
  const call = useApiCall();
  const invalidate = useInvalidate();
  const { notify } = useShell();
  const navigate = useNavigate();

  function failed(error: unknown, fixedText: string): UpdateOutcome {
    notify('error', failureMessage(error, fixedText));
    if (error instanceof ApiError && error.isConflict) return 'conflict';
    // Earlier steps may have gone through: show the user as stored now.
    void invalidate(ORGUSER_PATH);
    return 'failed';
  }

  return async function update(edit: OrgUserEdit): Promise<UpdateOutcome> {
    const { username } = edit;
    try {
      await updateOrgUser(call, ouid, core, username, {
        name: edit.name,
        role: edit.role,
        version: edit.version,
      });
    } catch (error) {
      return failed(error, text.failed);
    }
    const { deletions, creations } = appRoleChanges(edit.removedAppIds, edit.pendingAppRoles);
    for (const appId of deletions) {
      try {
        await deleteAppUser(call, ouid, core, username, appId);
      } catch (error) {
        return failed(error, text.failed);
      }
    }
    for (const appRole of creations) {
      try {
        await createAppUser(call, ouid, core, username, appRole);
      } catch (error) {
        return failed(error, usersStrings.createOrgUser.appUserFailed);
      }
      notify('success', usersStrings.createOrgUser.appUserCreated);
    }
    notify('success', text.updated);
    void invalidate(ORGUSER_PATH);
    navigate(unitPath(ouid, 'orguser', { username: usernameToPath(username) }));
    return 'updated';
  };
}
