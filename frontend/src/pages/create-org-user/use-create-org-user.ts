import { useNavigate } from 'react-router-dom';

import { failureMessage } from '../../api/api-error';
import { type AppRole, createAppUser } from '../../api/appuser';
import { createOrgUser, type NewOrgUser, ORGUSER_PATH } from '../../api/orguser';
import { useApiCall, useInvalidate } from '../../api/use-api-call';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { useShell } from '../../common/shell/shell-context';
import { unitPath } from '../../common/unit-routes';
import { usernameToPath } from '../../common/username-path';
import { usersStrings } from '../../strings/users';

const text = usersStrings.createOrgUser;

/** A person without an account: invited by e-mail, or with the admin's temporary password. */
export interface NewPerson {
  name: string;
  email: string;
  /** E.164, or '' when none was given. */
  phone: string;
  temporaryPassword?: string;
}

export interface OrgUserDraft {
  username: string;
  role: string;
  appRoles: readonly AppRole[];
  /** Absent for someone who already has an account. */
  newPerson?: NewPerson;
  /** The e-mail of an existing account outside the caller's organisation (the server's proof). */
  accountEmail?: string;
}

/** A refusal of the add itself stays on the form; anything after it lands on the details page. */
export type CreateOutcome = { kind: 'done' } | { kind: 'formError'; message: string };

function requestBody({ username, role, newPerson, accountEmail }: OrgUserDraft): NewOrgUser {
  if (!newPerson) return { username, role, ...(accountEmail ? { email: accountEmail } : {}) };
  const { name, email, phone, temporaryPassword } = newPerson;
  return {
    username,
    role,
    name,
    email,
    ...(phone ? { phone_number: phone } : {}),
    invite: temporaryPassword === undefined ? {} : { temporaryPassword },
  };
}

function successMessage({ username, newPerson }: OrgUserDraft): string {
  if (!newPerson) return text.added(username);
  return newPerson.temporaryPassword === undefined
    ? text.addedInvited(username)
    : text.addedWithPassword(username);
}

/**
 * Adds a person to the unit in one pass: one POST /orguser (which invites a new person), then one
 * POST /appuser per pending application role; one message, then the person's details page.
 */
export function useCreateOrgUser() {
  const { ouid, core } = useRequiredUnit();
  const call = useApiCall();
  const invalidate = useInvalidate();
  const { notify } = useShell();
  const navigate = useNavigate();

  return async function addOrgUser(draft: OrgUserDraft): Promise<CreateOutcome> {
    let username: string;
    try {
      username = (await createOrgUser(call, ouid, core, requestBody(draft))).username;
    } catch (error) {
      return { kind: 'formError', message: failureMessage(error, text.orgUserFailed) };
    }
    let failure: string | undefined;
    for (const appRole of draft.appRoles) {
      try {
        await createAppUser(call, ouid, core, username, appRole);
      } catch (error) {
        failure = failureMessage(error, text.appUserFailed);
        break;
      }
    }
    if (failure) notify('error', failure);
    else notify('success', successMessage({ ...draft, username }));
    void invalidate(ORGUSER_PATH);
    navigate(unitPath(ouid, 'orguser', { username: usernameToPath(username) }));
    return { kind: 'done' };
  };
}
