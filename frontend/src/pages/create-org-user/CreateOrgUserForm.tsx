import { useState } from 'react';

import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';

import type { AppRole } from '../../api/appuser';
import { orgRoleOptions } from '../../api/config';
import { AppRolesLoading } from '../../common/app-roles/AppRolesLoading';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { hasChanges } from '../../common/form/use-unsaved-changes-guard';
import { UnsavedChangesGuard } from '../../common/form/UnsavedChangesGuard';
import { InfoLink } from '../../common/shell/InfoLink';
import { lazyPart } from '../../common/lazy-part';
import { commonStrings } from '../../strings/common';
import { usersStrings } from '../../strings/users';
import { USER_FIELD_MAX_LENGTH } from '../../common/form/field-limits';
import {
  type FieldError,
  normalisedPhone,
  orgUserFormError,
  usernameError,
} from './org-user-form-rules';
import { type PasswordValues, UsernameAnswer } from './UsernameAnswer';
import { useCreateOrgUser } from './use-create-org-user';
import { useUsernameCheck } from '../../common/use-username-check';

const text = usersStrings.createOrgUser;

// The roles' table and selectors load after the form's first paint; the form holds their state.
const AppRolesAdder = lazyPart(
  () => import('../../common/app-roles/AppRolesAdder').then((module) => module.AppRolesAdder),
  <AppRolesLoading heading={text.appRoles.heading} />,
);

interface ProfileValues {
  name: string;
  phone: string;
  email: string;
  role: string;
  username: string;
}

const EMPTY_PROFILE: ProfileValues = {
  name: '',
  phone: text.phonePrefix,
  email: '',
  role: '',
  username: '',
};

/** The "Add users to your organisation" form; `onDone` starts a fresh one for the next user. */
export function CreateOrgUserForm({ onDone }: { onDone: () => void }) {
  const { ouid, core } = useRequiredUnit();
  const [values, setValues] = useState(EMPTY_PROFILE);
  const [passwords, setPasswords] = useState<PasswordValues>({ password: '', confirm: '' });
  const [appRoles, setAppRoles] = useState<AppRole[]>([]);
  const [fieldError, setFieldError] = useState<FieldError>();
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const username = useUsernameCheck(ouid);
  const changed =
    hasChanges(values, EMPTY_PROFILE) ||
    passwords.password !== '' ||
    passwords.confirm !== '' ||
    appRoles.length > 0;
  const { addExistingUser, createNewUser } = useCreateOrgUser();

  const roleOptions = orgRoleOptions(core).map(({ value, name }) => ({ value, label: name }));
  const selectedRole = roleOptions.find((option) => option.value === values.role) ?? null;
  const errorOf = (field: FieldError['field']) =>
    fieldError?.field === field ? fieldError.message : undefined;

  function change(field: keyof ProfileValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'username') username.reset();
  }

  function checkUsername() {
    const name = values.username.trim();
    const invalid = name === '' ? commonStrings.validation.allFieldsRequired : usernameError(name);
    setFieldError(invalid ? { field: 'username', message: invalid } : undefined);
    if (!invalid) void username.run(name);
  }

  async function confirm(exists: boolean) {
    const failure = orgUserFormError({ ...values, ...(exists ? {} : passwords) });
    setFieldError(failure);
    setFormError(undefined);
    if (failure) return;
    const draft = {
      name: values.name.trim(),
      username: values.username.trim(),
      email: values.email.trim(),
      phone: normalisedPhone(values.phone),
      role: values.role,
      appRoles,
    };
    setBusy(true);
    const outcome = exists
      ? await addExistingUser(draft)
      : await createNewUser(draft, passwords.password);
    setBusy(false);
    if (outcome.kind === 'formError') setFormError(outcome.message);
    if (outcome.kind === 'done') onDone();
  }

  const check = username.check;
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <Form
        header={
          <Header variant="h1" info={<InfoLink topic="createOrgUser" />}>
            {text.heading}
          </Header>
        }
        errorText={formError}
      >
        <SpaceBetween size="l">
          <Container>
            <SpaceBetween size="m">
              <FormField label={text.name} errorText={errorOf('name')}>
                <Input
                  value={values.name}
                  autoComplete="off"
                  nativeInputAttributes={{ maxLength: USER_FIELD_MAX_LENGTH.name }}
                  onChange={({ detail }) => change('name', detail.value)}
                />
              </FormField>
              <FormField label={text.phone} errorText={errorOf('phone')}>
                <Input
                  type="text"
                  inputMode="tel"
                  value={values.phone}
                  autoComplete="off"
                  nativeInputAttributes={{ maxLength: USER_FIELD_MAX_LENGTH.phone }}
                  onChange={({ detail }) => change('phone', detail.value)}
                />
              </FormField>
              <FormField label={text.email} errorText={errorOf('email')}>
                <Input
                  type="email"
                  value={values.email}
                  autoComplete="off"
                  nativeInputAttributes={{ maxLength: USER_FIELD_MAX_LENGTH.email }}
                  onChange={({ detail }) => change('email', detail.value)}
                />
              </FormField>
              <FormField
                label={text.orgRole}
                info={<InfoLink topic="orgRoles" />}
                errorText={errorOf('role')}
              >
                <Select
                  selectedOption={selectedRole}
                  options={roleOptions}
                  placeholder={text.orgRolePlaceholder}
                  onChange={({ detail }) => change('role', detail.selectedOption.value ?? '')}
                />
              </FormField>
              <FormField
                label={text.username}
                errorText={
                  errorOf('username') ?? (check.state === 'failed' ? check.message : undefined)
                }
                secondaryControl={
                  <Button
                    formAction="none"
                    loading={check.state === 'checking'}
                    onClick={checkUsername}
                  >
                    {text.check}
                  </Button>
                }
              >
                <Input
                  value={values.username}
                  autoComplete="off"
                  nativeInputAttributes={{ maxLength: USER_FIELD_MAX_LENGTH.username }}
                  onChange={({ detail }) => change('username', detail.value)}
                  onKeyDown={({ detail }) => {
                    if (detail.key === 'Enter') checkUsername();
                  }}
                />
              </FormField>
              {check.state === 'checked' && (
                <UsernameAnswer
                  username={check.username}
                  exists={check.exists}
                  passwords={passwords}
                  onPasswordsChange={setPasswords}
                  fieldError={fieldError}
                  busy={busy}
                  onConfirm={() => void confirm(check.exists)}
                  onCancel={username.reset}
                />
              )}
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
