import { useNavigate } from 'react-router-dom';

import { updatePassword } from 'aws-amplify/auth';

import { AccountForm, type AccountField } from '../../common/account-form/AccountForm';
import { accountStrings } from '../../strings/account';

const text = accountStrings.changePassword;

const FIELDS: readonly AccountField[] = [
  {
    name: 'oldPassword',
    label: text.oldPasswordLabel,
    rule: 'oldpassword',
    type: 'password',
    autoComplete: 'current-password',
  },
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

/** `/changepassword` (signed in): old, new and confirm, then the confirmation page. */
export default function ChangePasswordPage() {
  const navigate = useNavigate();

  async function change(values: Record<string, string>) {
    await updatePassword({
      oldPassword: values['oldPassword'] ?? '',
      newPassword: values['newPassword'] ?? '',
    });
    navigate('/changepasswordconfirmation');
  }

  return (
    <AccountForm
      heading={text.heading}
      submitLabel={text.submit}
      fields={FIELDS}
      onSubmit={change}
      warnOnLeave
    />
  );
}
