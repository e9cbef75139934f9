import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { failureMessage } from '../../api/api-error';
import { useCreateTenant } from '../../api/tenant';
import { unitPath } from '../../common/unit-routes';
import { FormActions } from '../../common/form/FormActions';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { useShell } from '../../common/shell/shell-context';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { useUsernameCheck } from '../../common/use-username-check';
import { hasChanges } from '../../common/form/use-unsaved-changes-guard';
import { UnsavedChangesGuard } from '../../common/form/UnsavedChangesGuard';
import { InfoLink } from '../../common/shell/InfoLink';
import { tenantsStrings } from '../../strings/tenants';
import { existingAdminError } from './existing-admin';
import { FirstAdminFields } from './FirstAdminFields';
import { OrganisationFields } from './OrganisationFields';
import {
  INITIAL_TENANT_FORM,
  tenantBody,
  type TenantField,
  type TenantFieldError,
  tenantFormError,
  type TenantFormValues,
  usernameCheckError,
} from './tenant-form';

const text = tenantsStrings.createTenant;

/** `/{ouid}/create-tenant` (system admins, SYSTEM units): a new organisation and its first admin. */
export default function CreateTenantPage() {
  const { ouid, core } = useRequiredUnit();
  const { notify } = useShell();
  const navigate = useNavigate();
  const createTenant = useCreateTenant(core);
  const username = useUsernameCheck(ouid);
  const [values, setValues] = useState(INITIAL_TENANT_FORM);
  const [fieldError, setFieldError] = useState<TenantFieldError>();
  const [submitting, setSubmitting] = useState(false);
  const listPath = unitPath(ouid, 'tenants');
  useUnitBreadcrumbs([{ text: tenantsStrings.tenants.heading, href: listPath }, text.heading]);

  const errorOf = (field: TenantField) =>
    fieldError?.field === field ? fieldError.message : undefined;

  function change(field: keyof TenantFormValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'username' || field === 'adminKind') username.reset();
  }

  function checkUsername() {
    const failure = usernameCheckError(values.username);
    setFieldError(failure);
    if (!failure) void username.run(values.username.trim());
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const failure = tenantFormError(values) ?? existingAdminError(values, username.check);
    setFieldError(failure);
    if (failure) return;
    setSubmitting(true);
    try {
      const tenant = await createTenant(ouid, tenantBody(values));
      notify(
        'success',
        tenant.admin.invited
          ? text.invited(tenant.name, tenant.admin.username)
          : text.succeeded(tenant.name),
      );
      navigate(listPath);
    } catch (error) {
      notify('error', failureMessage(error, text.failed));
      setSubmitting(false);
    }
  }

  const fields = { values, onChange: change, errorOf, disabled: submitting };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Form
        header={
          <Header
            variant="h1"
            description={text.description}
            info={<InfoLink topic="createTenant" />}
          >
            {text.heading}
          </Header>
        }
        actions={
          <FormActions
            cancelHref={listPath}
            cancelText={text.cancel}
            submitText={text.submit}
            busy={submitting}
          />
        }
      >
        <SpaceBetween size="l">
          <OrganisationFields {...fields} />
          <FirstAdminFields {...fields} check={username.check} onCheck={checkUsername} />
        </SpaceBetween>
      </Form>
      <UnsavedChangesGuard dirty={hasChanges(values, INITIAL_TENANT_FORM) && !submitting} />
    </form>
  );
}
