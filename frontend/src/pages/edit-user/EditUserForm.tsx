import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { ApiError, failureMessage } from '../../api/api-error';
import type { ProfileDetails } from '../../api/userprofile-admin';
import { useUserProfileMutations } from '../../api/userprofile-admin-mutations';
import { ConflictAlert } from '../../common/form/ConflictAlert';
import { FormActions } from '../../common/form/FormActions';
import { PolicyCards } from '../../common/policy-cards/PolicyCards';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { useShell } from '../../common/shell/shell-context';
import { hasChanges } from '../../common/form/use-unsaved-changes-guard';
import { UnsavedChangesGuard } from '../../common/form/UnsavedChangesGuard';
import { InfoLink } from '../../common/shell/InfoLink';
import { commonStrings } from '../../strings/common';
import { usersStrings } from '../../strings/users';
import { USER_FIELD_MAX_LENGTH } from '../../common/form/field-limits';
import { userDetailsPath } from '../../common/user-list/user-links';
import { AddPolicyForm } from './AddPolicyForm';
import { addPolicy, removePolicy } from './policy-editing';

const text = usersStrings.editUser;

interface EditUserFormProps {
  user: ProfileDetails;
  /** Reads the profile again (after a conflict); the form starts over from it. */
  onReload: () => void;
}

/** Name and the policy list of one user, sent with the version it was read at. */
export function EditUserForm({ user, onReload }: EditUserFormProps) {
  const { ouid, core } = useRequiredUnit();
  const { update } = useUserProfileMutations(ouid, core);
  const { notify } = useShell();
  const navigate = useNavigate();
  const [name, setName] = useState(user.name);
  const [policies, setPolicies] = useState<string[]>(user.policies);
  const [nameError, setNameError] = useState<string>();
  const [conflict, setConflict] = useState(false);
  const [saving, setSaving] = useState(false);
  const detailsPath = userDetailsPath(ouid, user.username);
  const changed = hasChanges({ name, policies }, { name: user.name, policies: user.policies });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') {
      setNameError(commonStrings.validation.allFieldsRequired);
      return;
    }
    setNameError(undefined);
    setSaving(true);
    try {
      await update(user.username, { name: name.trim(), policies, version: user.version });
      notify('success', text.succeeded);
      navigate(detailsPath);
    } catch (error) {
      setSaving(false);
      setConflict(error instanceof ApiError && error.isConflict);
      notify('error', failureMessage(error, text.failed));
    }
  }

  const readOnly = (label: string, value: string) => (
    <FormField label={label} description={text.readOnlyHint}>
      <Input value={value} readOnly ariaLabel={label} />
    </FormField>
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Form
        header={
          <Header variant="h1" info={<InfoLink topic="editUser" />}>
            {text.heading(user.username)}
          </Header>
        }
        actions={
          <FormActions
            cancelHref={detailsPath}
            cancelText={text.cancel}
            submitText={text.update}
            busy={saving}
            submitDisabled={conflict}
          />
        }
      >
        <SpaceBetween size="l">
          {conflict && (
            <ConflictAlert
              heading={text.conflictHeading}
              message={text.conflict}
              reloadText={text.reload}
              onReload={onReload}
            />
          )}
          <Container>
            <SpaceBetween size="m">
              <FormField label={text.name} errorText={nameError}>
                <Input
                  value={name}
                  disabled={saving}
                  nativeInputAttributes={{ maxLength: USER_FIELD_MAX_LENGTH.name }}
                  onChange={({ detail }) => setName(detail.value)}
                />
              </FormField>
              {readOnly(text.username, user.username)}
              {readOnly(text.email, user.email)}
              {readOnly(text.phone, user.phone_number)}
            </SpaceBetween>
          </Container>
          <Container
            header={
              <Header variant="h2" info={<InfoLink topic="policies" />}>
                {text.policiesHeading}
              </Header>
            }
          >
            <PolicyCards
              policies={policies}
              disabled={saving}
              onRemove={(policy) => setPolicies((current) => removePolicy(current, policy))}
            />
          </Container>
          <Container header={<Header variant="h2">{text.addPolicyHeading}</Header>}>
            <AddPolicyForm
              disabled={saving}
              onAdd={(unit, role) => {
                const result = addPolicy(policies, unit, role);
                if (!result.ok) return result.problem;
                setPolicies(result.policies);
                return undefined;
              }}
            />
          </Container>
        </SpaceBetween>
      </Form>
      <UnsavedChangesGuard dirty={changed && !saving} />
    </form>
  );
}
