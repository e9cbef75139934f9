import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';

import { tenantsStrings } from '../../strings/tenants';
import { TENANT_FIELD_MAX_LENGTH, type TenantField, type TenantFormValues } from './tenant-form';

const text = tenantsStrings.createTenant;

export interface FieldsProps {
  values: TenantFormValues;
  onChange: (field: keyof TenantFormValues, value: string) => void;
  errorOf: (field: TenantField) => string | undefined;
  disabled: boolean;
}

function Optional({ label }: { label: string }) {
  return (
    <>
      {label} - <i>{text.optional}</i>
    </>
  );
}

/** The new ROOT unit's own fields: name, description, e-mail and mobile. */
export function OrganisationFields({ values, onChange, errorOf, disabled }: FieldsProps) {
  return (
    <Container header={<Header variant="h2">{text.organisationHeading}</Header>}>
      <SpaceBetween size="m">
        <FormField label={text.name} errorText={errorOf('name')}>
          <Input
            value={values.name}
            autoFocus
            disabled={disabled}
            nativeInputAttributes={{ maxLength: TENANT_FIELD_MAX_LENGTH.name }}
            onChange={({ detail }) => onChange('name', detail.value)}
          />
        </FormField>
        <FormField
          label={<Optional label={text.descriptionLabel} />}
          errorText={errorOf('description')}
        >
          <Textarea
            value={values.description}
            disabled={disabled}
            nativeTextareaAttributes={{ maxLength: TENANT_FIELD_MAX_LENGTH.description }}
            onChange={({ detail }) => onChange('description', detail.value)}
          />
        </FormField>
        <FormField label={<Optional label={text.email} />} errorText={errorOf('emailId')}>
          <Input
            type="email"
            value={values.emailId}
            disabled={disabled}
            nativeInputAttributes={{ maxLength: TENANT_FIELD_MAX_LENGTH.emailId }}
            onChange={({ detail }) => onChange('emailId', detail.value)}
          />
        </FormField>
        <FormField label={<Optional label={text.mobile} />} errorText={errorOf('mobile')}>
          <Input
            inputMode="tel"
            value={values.mobile}
            disabled={disabled}
            nativeInputAttributes={{ maxLength: TENANT_FIELD_MAX_LENGTH.mobile }}
            onChange={({ detail }) => onChange('mobile', detail.value)}
          />
        </FormField>
      </SpaceBetween>
    </Container>
  );
}
