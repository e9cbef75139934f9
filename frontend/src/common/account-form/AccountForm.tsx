import { type FormEvent, type ReactNode, useState } from 'react';

import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { meetsPasswordPolicy } from '@domain/password-policy';

import { hasChanges } from '../form/use-unsaved-changes-guard';
import { UnsavedChangesGuard } from '../form/UnsavedChangesGuard';
import { PageFlashbar } from '../flash/PageFlashbar';
import { type FormValues, type ValidatedField, validateForm } from '../../validation/validate-form';
import { passwordStrings } from '../../strings/password';
import { PasswordRules } from '../password/PasswordRules';
import { providerMessage } from './provider-message';

export interface AccountField {
  /** The form's own name of the field (also the input's `name`). */
  name: string;
  label: string;
  /** The validator rule the field falls under (spec §5), if any. */
  rule?: ValidatedField;
  type?: InputProps.Type;
  autoComplete?: string;
  initial?: string;
  /** A password the form sets: its rules are listed and checked as typed (password-policy). */
  newPassword?: boolean;
}

interface AccountFormProps {
  heading: string;
  /** A line under the heading, e.g. why the form is asked for. */
  description?: string;
  submitLabel: string;
  fields: readonly AccountField[];
  /** Runs after validation passed; a thrown error's message is shown on the form. */
  onSubmit: (values: Record<string, string>) => Promise<void>;
  footer?: ReactNode;
  /** Leaving with typed values asks first (an edit form rather than a sign-in step). */
  warnOnLeave?: boolean;
}

/** A Cloudscape form checked by the shared validator, with the provider's errors on the form. */
export function AccountForm({
  heading,
  description,
  submitLabel,
  fields,
  onSubmit,
  footer,
  warnOnLeave = false,
}: AccountFormProps) {
  const [initialValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.name, field.initial ?? ''])),
  );
  const [values, setValues] = useState(initialValues);
  const [fieldError, setFieldError] = useState<{ name: string; message: string }>();
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    const ruled: FormValues = {};
    for (const field of fields) if (field.rule) ruled[field.rule] = values[field.name] ?? '';
    const failure = validateForm(ruled);
    if (failure) {
      const flagged = fields.find((field) => field.rule === failure.field);
      setFieldError({ name: flagged?.name ?? '', message: failure.message });
      return;
    }
    const weak = fields.find(
      (field) => field.newPassword && !meetsPasswordPolicy(values[field.name] ?? ''),
    );
    if (weak) {
      setFieldError({ name: weak.name, message: passwordStrings.breaksRules });
      return;
    }
    setFieldError(undefined);
    setSubmitting(true);
    try {
      await onSubmit(values);
    } catch (caught) {
      setFormError(providerMessage(caught));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <main>
      <div style={{ maxWidth: 480, margin: '0 auto', padding: '32px 16px' }}>
        <PageFlashbar />
        <form onSubmit={(event) => void handleSubmit(event)} noValidate>
          <Form
            header={
              <Header variant="h1" description={description}>
                {heading}
              </Header>
            }
            errorText={formError}
            actions={
              <Button variant="primary" formAction="submit" loading={submitting}>
                {submitLabel}
              </Button>
            }
          >
            <Container footer={footer}>
              <SpaceBetween size="m">
                {fields.map((field, index) => (
                  <FormField
                    key={field.name}
                    label={field.label}
                    errorText={fieldError?.name === field.name ? fieldError.message : undefined}
                    constraintText={
                      field.newPassword ? (
                        <PasswordRules password={values[field.name] ?? ''} />
                      ) : undefined
                    }
                  >
                    <Input
                      name={field.name}
                      value={values[field.name] ?? ''}
                      type={field.type ?? 'text'}
                      autoComplete={field.autoComplete}
                      autoFocus={index === 0}
                      onChange={({ detail }) =>
                        setValues((current) => ({ ...current, [field.name]: detail.value }))
                      }
                    />
                  </FormField>
                ))}
              </SpaceBetween>
            </Container>
          </Form>
        </form>
        <UnsavedChangesGuard
          dirty={warnOnLeave && hasChanges(values, initialValues) && !submitting}
        />
      </div>
    </main>
  );
}
