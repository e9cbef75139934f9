import { type FormEvent, useEffect, useState } from 'react';

import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';

import type { UserProfile } from '../../api/userprofile';
import { ConflictAlert } from '../../common/form/ConflictAlert';
import { FormActions } from '../../common/form/FormActions';
import { UnsavedChangesGuard } from '../../common/form/UnsavedChangesGuard';
import { InfoLink } from '../../common/shell/InfoLink';
import { accountStrings } from '../../strings/account';
import { USER_FIELD_MAX_LENGTH } from '../../common/form/field-limits';
import {
  detailsChange,
  type DetailsFailure,
  detailsFormError,
  type DetailsValues,
  initialDetailsValues,
} from './profile-details-form';
import { useSaveProfileDetails } from './use-save-profile-details';

const text = accountStrings.myProfile;

interface EditProfileFormProps {
  profile: UserProfile;
  /** The profile view's path: Cancel's link. */
  viewHref: string;
  /** Back to the profile view (after Cancel or a save). */
  onDone: () => void;
  /** Reads the profile again (after a conflict); the form starts over from it. */
  onReload: () => void;
}

/** The signed-in user's name and phone, sent with the version they were read at. */
export function EditProfileForm({ profile, viewHref, onDone, onReload }: EditProfileFormProps) {
  const save = useSaveProfileDetails();
  const [values, setValues] = useState<DetailsValues>(() => initialDetailsValues(profile));
  const [invalid, setInvalid] = useState<DetailsFailure>();
  const [conflict, setConflict] = useState(false);
  const [saving, setSaving] = useState(false);
  const initial = initialDetailsValues(profile);
  const changed = values.name !== initial.name || values.phone !== initial.phone;
  // Cancel drops the changes on purpose: the guard stands down before edit mode is left.
  const [discarding, setDiscarding] = useState(false);
  useEffect(() => {
    if (discarding) onDone();
  }, [discarding, onDone]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const failure = detailsFormError(values);
    setInvalid(failure);
    if (failure) return;
    setSaving(true);
    const outcome = await save(detailsChange(profile, values));
    if (outcome === 'saved') {
      onDone();
      return;
    }
    setSaving(false);
    setConflict(outcome === 'conflict');
  }

  const errorOf = (field: DetailsFailure['field']) =>
    invalid?.field === field ? invalid.message : undefined;
  const readOnly = (label: string, value: string) => (
    <FormField label={label} description={text.readOnlyHint}>
      <Input value={value} readOnly ariaLabel={label} />
    </FormField>
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Form
        header={
          <Header variant="h1" info={<InfoLink topic="myProfile" />}>
            {text.editHeading}
          </Header>
        }
        actions={
          <FormActions
            cancelHref={viewHref}
            cancelText={text.cancel}
            submitText={text.save}
            onCancel={() => setDiscarding(true)}
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
              <FormField label={text.name} errorText={errorOf('name')}>
                <Input
                  value={values.name}
                  autoFocus
                  autoComplete="name"
                  disabled={saving}
                  nativeInputAttributes={{ maxLength: USER_FIELD_MAX_LENGTH.name }}
                  onChange={({ detail }) => setValues((now) => ({ ...now, name: detail.value }))}
                />
              </FormField>
              {readOnly(text.username, profile.username)}
              {readOnly(text.email, profile.email)}
              <FormField
                label={text.phone}
                description={text.phoneHint}
                errorText={errorOf('phone')}
              >
                <Input
                  value={values.phone}
                  type="text"
                  inputMode="tel"
                  autoComplete="tel"
                  disabled={saving}
                  nativeInputAttributes={{ maxLength: USER_FIELD_MAX_LENGTH.phone }}
                  onChange={({ detail }) => setValues((now) => ({ ...now, phone: detail.value }))}
                />
              </FormField>
            </SpaceBetween>
          </Container>
        </SpaceBetween>
      </Form>
      <UnsavedChangesGuard dirty={changed && !saving && !discarding} />
    </form>
  );
}
