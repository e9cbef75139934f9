import { useNavigate } from 'react-router-dom';

import { failureMessage } from '../../api/api-error';
import { type AppRole, createAppUser } from '../../api/appuser';
import { createOrgUser, ORGUSER_PATH } from '../../api/orguser';
import { useApiCall, useInvalidate } from '../../api/use-api-call';
import { useUserProfileMutations } from '../../api/userprofile-admin-mutations';
import { unitPath } from '../../common/unit-routes';
import { signUpWithProfile } from '../../common/account-form/sign-up-with-profile';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { useShell } from '../../common/shell/shell-context';
import { usersStrings } from '../../strings/users';

const text = usersStrings.createOrgUser;

export interface OrgUserDraft {
  name: string;
  username: string;
  email: string;
  /** E.164, or '' when none was given. */
  phone: string;
  role: string;
  appRoles: readonly AppRole[];
}

/** What happened, for the form: done (start again), failed (left the page) or a form error. */
export type CreateOutcome =
  { kind: 'done' } | { kind: 'left' } | { kind: 'formError'; message: string };

/**
 * Spec §4 "Create org user": an existing username joins the unit with its role; a new one is
 * signed up, gets its profile, then joins. Then one POST /appuser per pending application.
 * Success returns to a cleared form (/{ouid}/create-org-user); a failed call goes to the users.
 */
export function useCreateOrgUser() {
  const { ouid, core } = useRequiredUnit();
  const call = useApiCall();
  const { create: createProfile } = useUserProfileMutations(ouid, core);
  const invalidate = useInvalidate();
  const { notify } = useShell();
  const navigate = useNavigate();

  function leaveAfter(error: unknown, fixedText: string): CreateOutcome {
    notify('error', failureMessage(error, fixedText));
    void invalidate(ORGUSER_PATH);
    navigate(unitPath(ouid, 'orgusers'));
    return { kind: 'left' };
  }

  async function joinUnit(draft: OrgUserDraft): Promise<CreateOutcome> {
    const phone_number = draft.phone || undefined;
    const { name, username, email, role } = draft;
    try {
      await createOrgUser(call, ouid, core, { name, username, email, phone_number, role });
    } catch (error) {
      return leaveAfter(error, text.orgUserFailed);
    }
    notify('success', text.orgUserCreated);
    for (const appRole of draft.appRoles) {
      try {
        await createAppUser(call, ouid, core, username, appRole);
      } catch (error) {
        return leaveAfter(error, text.appUserFailed);
      }
      notify('success', text.appUserCreated);
    }
    void invalidate(ORGUSER_PATH);
    navigate(unitPath(ouid, 'createOrgUser'));
    return { kind: 'done' };
  }

  async function addExistingUser(draft: OrgUserDraft): Promise<CreateOutcome> {
    return joinUnit(draft);
  }

  async function createNewUser(draft: OrgUserDraft, password: string): Promise<CreateOutcome> {
    const { name, username, email, phone } = draft;
    const outcome = await signUpWithProfile(createProfile, {
      name,
      username,
      email,
      password,
      ...(phone ? { phone_number: phone } : {}),
    });
    if (!outcome.ok && outcome.step === 'provider') {
      return { kind: 'formError', message: outcome.message };
    }
    if (!outcome.ok) return leaveAfter(outcome.error, text.userFailed);
    notify('success', text.userCreated);
    return joinUnit(draft);
  }

  return { addExistingUser, createNewUser };
}
