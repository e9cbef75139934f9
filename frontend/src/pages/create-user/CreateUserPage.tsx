import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { failureMessage } from '../../api/api-error';
import { unitPath } from '../../common/unit-routes';
import { FormActions } from '../../common/form/FormActions';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { useShell } from '../../common/shell/shell-context';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { hasChanges } from '../../common/form/use-unsaved-changes-guard';
import { UnsavedChangesGuard } from '../../common/form/UnsavedChangesGuard';
import { PasswordRules } from '../../common/password/PasswordRules';
import { InfoLink } from '../../common/shell/InfoLink';
import { usersStrings } from '../../strings/users';
import {
  CREATE_USER_FIELDS,
  CREATE_USER_LIMITS,
  type CreateUserFailure,
  type CreateUserField,
  checkCreateUser,
  initialCreateUserValues,
} from './create-user-form';
import { useSignUpUser } from './use-sign-up-user';

const text = usersStrings.createUser;

const FIELD_INPUTS: Record<
  CreateUserField,
  { label: string; type: InputProps.Type; autoComplete: string; hint?: string }
> = {
  name: { label: text.name, type: 'text', autoComplete: 'off' },
  username: { label: text.username, type: 'text', autoComplete: 'off' },
  email: { label: text.email, type: 'email', autoComplete: 'off' },
  phone: { label: text.phone, type: 'text', autoComplete: 'off', hint: text.phoneHint },
  password: { label: text.password, type: 'password', autoComplete: 'new-password' },
  confirmPassword: { label: text.confirmPassword, type: 'password', autoComplete: 'new-password' },
};

/** `/{ouid}/create-user` (system admins): signs a new user up, then creates the profile. */
export default function CreateUserPage() {
  const { ouid } = useRequiredUnit();
  const { notify } = useShell();
  const navigate = useNavigate();
  const signUpUser = useSignUpUser();
  const [values, setValues] = useState(initialCreateUserValues);
  const [fieldError, setFieldError] = useState<CreateUserFailure>();
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const listPath = unitPath(ouid, 'users');
  useUnitBreadcrumbs([{ text: usersStrings.authUsers.heading, href: listPath }, text.heading]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    const failure = checkCreateUser(values);
    setFieldError(failure);
    if (failure) return;
    setSubmitting(true);
    try {
      await signUpUser(values);
    } catch (error) {
      setFormError(failureMessage(error, text.failed));
      return;
    } finally {
      setSubmitting(false);
    }
    notify('success', text.succeeded);
    navigate(listPath);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Form
        header={
          <Header
            variant="h1"
            description={text.description}
            info={<InfoLink topic="createUser" />}
          >
            {text.heading}
          </Header>
        }
        errorText={formError}
        actions={
          <FormActions
            cancelHref={listPath}
            cancelText={text.cancel}
            submitText={text.submit}
            busy={submitting}
          />
        }
      >
        <Container>
          <SpaceBetween size="m">
            {CREATE_USER_FIELDS.map((field, index) => {
              const input = FIELD_INPUTS[field];
              return (
                <FormField
                  key={field}
                  label={input.label}
                  constraintText={
                    field === 'password' ? <PasswordRules password={values.password} /> : input.hint
                  }
                  errorText={fieldError?.field === field ? fieldError.message : undefined}
                >
                  <Input
                    name={field}
                    value={values[field]}
                    type={input.type}
                    autoComplete={input.autoComplete}
                    autoFocus={index === 0}
                    disabled={submitting}
                    nativeInputAttributes={{ maxLength: CREATE_USER_LIMITS[field] }}
                    onChange={({ detail }) =>
                      setValues((current) => ({ ...current, [field]: detail.value }))
                    }
                  />
                </FormField>
              );
            })}
          </SpaceBetween>
        </Container>
      </Form>
      <UnsavedChangesGuard dirty={hasChanges(values, initialCreateUserValues()) && !submitting} />
    </form>
  );
}
