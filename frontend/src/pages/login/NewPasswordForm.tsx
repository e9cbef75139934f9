import { AccountForm, type AccountField } from '../../common/account-form/AccountForm';
import { accountStrings } from '../../strings/account';

const text = accountStrings.login.newPassword;

const FIELDS: readonly AccountField[] = [
  {
    name: 'newPassword',
    label: text.newPasswordLabel,
    rule: 'newpassword',
    type: 'password',
    autoComplete: 'new-password',
    newPassword: true,
  },
  {
    name: 'confirm',
    label: text.confirmPasswordLabel,
    rule: 'confirmpassword',
    type: 'password',
    autoComplete: 'new-password',
  },
];

/**
 * "Set a new password" after signing in with a temporary password: new and confirm, checked by the
 * shared validator; the identity provider's message shows on the form when it refuses.
 */
export function NewPasswordForm({ onSubmit }: { onSubmit: (password: string) => Promise<void> }) {
  return (
    <AccountForm
      heading={text.heading}
      description={text.description}
      submitLabel={text.submit}
      fields={FIELDS}
      onSubmit={(values) => onSubmit(values['newPassword'] ?? '')}
    />
  );
}
