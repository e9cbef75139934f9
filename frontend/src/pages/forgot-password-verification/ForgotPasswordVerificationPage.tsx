import { useNavigate, useSearchParams } from 'react-router-dom';

import { AccountForm, type AccountField } from '../../common/account-form/AccountForm';
import { AccountLink } from '../../common/account-form/AccountLink';
import { useFlash } from '../../common/flash/flash-context';
import { loadAuthActions } from '../../common/auth/load-auth-actions';
import { accountStrings } from '../../strings/account';

const text = accountStrings.forgotPasswordVerification;

/** `/forgotpasswordverification?username=&code=`: sets the new password; failures are shown. */
export default function ForgotPasswordVerificationPage() {
  const navigate = useNavigate();
  const { notify } = useFlash();
  const [params] = useSearchParams();
  const fields: readonly AccountField[] = [
    {
      name: 'code',
      label: text.codeLabel,
      rule: 'verificationcode',
      autoComplete: 'one-time-code',
      initial: params.get('code') ?? '',
    },
    {
      name: 'email',
      label: text.emailLabel,
      rule: 'username',
      type: 'email',
      autoComplete: 'username',
      initial: params.get('username') ?? '',
    },
    {
      name: 'newPassword',
      label: text.newPasswordLabel,
      rule: 'newpassword',
      type: 'password',
      autoComplete: 'new-password',
      newPassword: true,
    },
  ];

  async function confirm(values: Record<string, string>) {
    const { confirmResetPassword } = await loadAuthActions();
    await confirmResetPassword({
      username: (values['email'] ?? '').trim(),
      confirmationCode: (values['code'] ?? '').trim(),
      newPassword: values['newPassword'] ?? '',
    });
    notify('success', text.passwordReset);
    navigate('/login');
  }

  return (
    <AccountForm
      heading={text.heading}
      submitLabel={text.submit}
      fields={fields}
      onSubmit={confirm}
      footer={<AccountLink href="/login">{accountStrings.account.signInLink}</AccountLink>}
    />
  );
}
