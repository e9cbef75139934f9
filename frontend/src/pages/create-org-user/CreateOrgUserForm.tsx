import { type FormEvent, useState } from 'react';

import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';

import type { AppRole } from '../../api/appuser';
import { orgRoleOptions } from '../../api/config';
import { AppRolesLoading } from '../../common/app-roles/AppRolesLoading';
import { USER_FIELD_MAX_LENGTH } from '../../common/form/field-limits';
import { FormActions } from '../../common/form/FormActions';
import { hasChanges } from '../../common/form/use-unsaved-changes-guard';
import { UnsavedChangesGuard } from '../../common/form/UnsavedChangesGuard';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { useGrantOptions } from '../../common/grant-ceiling/use-grant-options';
import { lazyPart } from '../../common/lazy-part';
import { InfoLink } from '../../common/shell/InfoLink';
import { unitPath } from '../../common/unit-routes';
import type { UsernameCheck } from '../../common/use-username-check';
import { commonStrings } from '../../strings/common';
import { usersStrings } from '../../strings/users';
import { EMPTY_NEW_PERSON } from './NewPersonFields';
import {
  existingMemberError,
  type FieldError,
  normalisedPhone,
  orgUserFormError,
} from './org-user-form-rules';
import { type OrgUserDraft, useCreateOrgUser } from './use-create-org-user';
import { useTypedUsernameCheck } from './use-typed-username-check';
import { UsernameAnswer } from './UsernameAnswer';

const text = usersStrings.createOrgUser;

// The roles' table and selectors load after the form's first paint; the form holds their state.
const AppRolesAdder = lazyPart(
  () => import('../../common/app-roles/AppRolesAdder').then((module) => module.AppRolesAdder),
  <AppRolesLoading heading={text.appRoles.heading} />,
);

/** The field error for the username itself: blank, its format, or a failed check. */
function usernameFieldError(
  username: string,
  formatError: string | undefined,
  check: UsernameCheck,
) {
  if (username.trim() === '') return commonStrings.validation.allFieldsRequired;
  if (formatError) return formatError;
  return check.state === 'failed' ? check.message : undefined;
}

/**
 * "Add users to your organisation" in one pass: the username is checked as it is typed; someone
 * with an account is shown (name, masked e-mail) and only roles are asked; a new person gets their
 * details asked and is invited. One submit, one message, then the person's details page.
 */
export function CreateOrgUserForm() {
  const { ouid, core } = useRequiredUnit();
  const [username, setUsername] = useState('');
  const [role, setRole] = useState('');
  const [newPerson, setNewPerson] = useState(EMPTY_NEW_PERSON);
  const [appRoles, setAppRoles] = useState<AppRole[]>([]);
  const [fieldError, setFieldError] = useState<FieldError>();
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { check, checkNow, formatError } = useTypedUsernameCheck(ouid, username);
  const addOrgUser = useCreateOrgUser();
  const grant = useGrantOptions();
  const listPath = unitPath(ouid, 'orgusers');
  const changed =
    username !== '' ||
    role !== '' ||
    hasChanges(newPerson, EMPTY_NEW_PERSON) ||
    appRoles.length > 0;

  const roleOptions = grant
    .orgRoles(orgRoleOptions(core))
    .map(({ value, name }) => ({ value, label: name }));
  const selectedRole = roleOptions.find((option) => option.value === role) ?? null;
  const errorOf = (field: FieldError['field']) =>
    fieldError?.field === field ? fieldError.message : undefined;

  function draftFor(answer: UsernameCheck): { draft?: OrgUserDraft; error?: FieldError } {
    const name = username.trim();
    if (answer.state !== 'checked') {
      const message = usernameFieldError(name, formatError, answer) ?? text.checkFailed;
      return { error: { field: 'username', message } };
    }
    const base = { username: name, role, appRoles };
    if (answer.exists) {
      const accountEmail = answer.person ? undefined : newPerson.email.trim();
      const error = existingMemberError(role, accountEmail);
      if (error) return { error };
      return { draft: accountEmail === undefined ? base : { ...base, accountEmail } };
    }
    const { setPassword, password, confirm } = newPerson;
    const error = orgUserFormError({
      name: newPerson.name,
      phone: newPerson.phone,
      email: newPerson.email,
      role,
      username: name,
      ...(setPassword ? { password, confirm } : {}),
    });
    if (error) return { error };
    const details = {
      name: newPerson.name.trim(),
      email: newPerson.email.trim(),
      phone: normalisedPhone(newPerson.phone),
    };
    return {
      draft: {
        ...base,
        newPerson: setPassword ? { ...details, temporaryPassword: password } : details,
      },
    };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    const blank = usernameFieldError(username, formatError, { state: 'unchecked' });
    if (blank) {
      setFieldError({ field: 'username', message: blank });
      return;
    }
    setBusy(true);
    const { draft, error } = draftFor(await checkNow());
    setFieldError(error);
    if (!draft) {
      setBusy(false);
      return;
    }
    const outcome = await addOrgUser(draft);
    setBusy(false);
    if (outcome.kind === 'formError') setFormError(outcome.message);
  }

  const usernameError =
    errorOf('username') ??
    (username.trim() === '' ? undefined : usernameFieldError(username, formatError, check));
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Form
        header={
          <Header variant="h1" info={<InfoLink topic="createOrgUser" />}>
            {text.heading}
          </Header>
        }
        errorText={formError}
        actions={
          <FormActions
            cancelHref={listPath}
            cancelText={text.cancel}
            submitText={text.submit}
            busy={busy}
          />
        }
      >
        <SpaceBetween size="l">
          <Container>
            <SpaceBetween size="l">
              <FormField
                label={text.username}
                errorText={usernameError}
                constraintText={
                  check.state === 'checking' ? (
                    <StatusIndicator type="loading">{text.checking}</StatusIndicator>
                  ) : (
                    text.usernameHint
                  )
                }
              >
                <Input
                  value={username}
                  autoFocus
                  autoComplete="off"
                  disabled={busy}
                  nativeInputAttributes={{ maxLength: USER_FIELD_MAX_LENGTH.username }}
                  onChange={({ detail }) => {
                    setUsername(detail.value);
                    if (fieldError?.field === 'username') setFieldError(undefined);
                  }}
                  onBlur={() => void checkNow()}
                />
              </FormField>
              {check.state === 'checked' && (
                <UsernameAnswer
                  username={check.username}
                  exists={check.exists}
                  person={check.person}
                  newPerson={newPerson}
                  onNewPersonChange={setNewPerson}
                  fieldError={fieldError}
                  disabled={busy}
                />
              )}
              <FormField
                label={text.orgRole}
                info={<InfoLink topic="orgRoles" />}
                errorText={errorOf('role')}
                constraintText={grant.limitedBy && text.grantCeilingHint(grant.limitedBy.name)}
              >
                <Select
                  selectedOption={selectedRole}
                  options={roleOptions}
                  placeholder={text.orgRolePlaceholder}
                  disabled={busy}
                  onChange={({ detail }) => setRole(detail.selectedOption.value ?? '')}
                />
              </FormField>
            </SpaceBetween>
          </Container>
          <Container>
            <AppRolesAdder pending={appRoles} onPendingChange={setAppRoles} disabled={busy} />
          </Container>
        </SpaceBetween>
      </Form>
      <UnsavedChangesGuard dirty={changed && !busy} />
    </form>
  );
}
