import { useNavigate } from 'react-router-dom';

import { AccountForm, type AccountField } from '../../common/account-form/AccountForm';
import { AccountLink } from '../../common/account-form/AccountLink';
import { useFlash } from '../../common/flash/flash-context';
import { loadAuthActions } from '../../common/auth/load-auth-actions';
import { accountStrings } from '../../strings/account';

const text = accountStrings.forgotPassword;

const FIELDS: readonly AccountField[] = [
  {
    name: 'email',
    label: text.emailLabel,
    rule: 'username',
    type: 'email',
    autoComplete: 'username',
  },
];

/** `/forgotpassword`: sends the code; failures are shown (spec defect fixed). */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const { notify } = useFlash();

  async function start(values: Record<string, string>) {
    const username = (values['email'] ?? '').trim();
    const { resetPassword } = await loadAuthActions();
    await resetPassword({ username });
    notify('success', accountStrings.forgotPasswordVerification.codeSent);
    navigate(`/forgotpasswordverification?username=${encodeURIComponent(username)}`);
  }

  return (
    <AccountForm
      heading={text.heading}
      submitLabel={text.submit}
      fields={FIELDS}
      onSubmit={start}
      footer={<AccountLink href="/login">{accountStrings.account.signInLink}</AccountLink>}
    />
  );
}
