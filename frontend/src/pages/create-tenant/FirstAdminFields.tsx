import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tiles from '@cloudscape-design/components/tiles';

import type { UsernameCheck } from '../../common/use-username-check';
import { InfoLink } from '../../common/shell/InfoLink';
import { tenantsStrings } from '../../strings/tenants';
import type { FieldsProps } from './OrganisationFields';
import { type AdminKind, TENANT_FIELD_MAX_LENGTH } from './tenant-form';

const text = tenantsStrings.createTenant;

interface FirstAdminFieldsProps extends FieldsProps {
  check: UsernameCheck;
  onCheck: () => void;
}

/** The answer of the username check of an existing account. */
function CheckAnswer({ check }: { check: UsernameCheck }) {
  if (check.state !== 'checked') return null;
  return check.exists ? (
    <Alert type="success" header={text.userExists}>
      {text.becomesAdmin(check.username)}
    </Alert>
  ) : (
    <Alert type="warning" header={text.userDoesNotExist}>
      {text.inviteInstead}
    </Alert>
  );
}

/** Who becomes the first admin: an existing account (with Check), or a new one invited by e-mail. */
export function FirstAdminFields(props: FirstAdminFieldsProps) {
  const { values, onChange, errorOf, disabled, check, onCheck } = props;
  const input = (field: 'username' | 'adminName' | 'adminEmail' | 'adminPhone') => ({
    value: values[field],
    disabled,
    autoComplete: 'off' as const,
    nativeInputAttributes: { maxLength: TENANT_FIELD_MAX_LENGTH[field] },
    onChange: ({ detail }: { detail: { value: string } }) => onChange(field, detail.value),
  });
  return (
    <Container
      header={
        <Header variant="h2" info={<InfoLink topic="firstAdmin" />}>
          {text.adminHeading}
        </Header>
      }
    >
      <SpaceBetween size="m">
        <FormField label={text.adminKindLabel}>
          <Tiles
            value={values.adminKind}
            onChange={({ detail }) => onChange('adminKind', detail.value as AdminKind)}
            items={[
              {
                value: 'existing',
                label: text.existingAccount,
                description: text.existingAccountDescription,
                disabled,
              },
              {
                value: 'invite',
                label: text.newAccount,
                description: text.newAccountDescription,
                disabled,
              },
            ]}
          />
        </FormField>
        {values.adminKind === 'existing' ? (
          <>
            <FormField
              label={text.username}
              errorText={
                errorOf('username') ?? (check.state === 'failed' ? check.message : undefined)
              }
              secondaryControl={
                <Button
                  formAction="none"
                  disabled={disabled}
                  loading={check.state === 'checking'}
                  onClick={onCheck}
                >
                  {text.check}
                </Button>
              }
            >
              <Input {...input('username')} />
            </FormField>
            <CheckAnswer check={check} />
          </>
        ) : (
          <>
            <FormField label={text.adminName} errorText={errorOf('adminName')}>
              <Input {...input('adminName')} />
            </FormField>
            <FormField label={text.adminEmail} errorText={errorOf('adminEmail')}>
              <Input type="email" {...input('adminEmail')} />
            </FormField>
            <FormField
              label={text.username}
              constraintText={text.usernameHint}
              errorText={errorOf('username')}
            >
              <Input {...input('username')} />
            </FormField>
            <FormField
              label={text.adminPhone}
              constraintText={text.phoneHint}
              errorText={errorOf('adminPhone')}
            >
              <Input inputMode="tel" {...input('adminPhone')} />
            </FormField>
          </>
        )}
      </SpaceBetween>
    </Container>
  );
}
