import { useNavigate } from 'react-router-dom';

import { AccountForm, type AccountField } from '../../common/account-form/AccountForm';
import { AccountLink } from '../../common/account-form/AccountLink';
import { loadAuthActions } from '../../common/auth/load-auth-actions';
import { accountStrings } from '../../strings/account';

const text = accountStrings.register;

const FIELDS: readonly AccountField[] = [
  { name: 'name', label: text.nameLabel, rule: 'firstname', autoComplete: 'name' },
  {
    name: 'username',
    label: text.usernameLabel,
    rule: 'username',
    type: 'email',
    autoComplete: 'email',
  },
  {
    name: 'phone',
    label: text.phoneLabel,
    type: 'text',
    autoComplete: 'tel',
    initial: text.phonePrefix,
  },
  {
    name: 'password',
    label: text.passwordLabel,
    rule: 'password',
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

/** `/register`: stops on a validation failure (spec defect fixed); the username is also the e-mail. */
export default function RegisterPage() {
  const navigate = useNavigate();

  async function register(values: Record<string, string>) {
    const username = (values['username'] ?? '').trim();
    const { signUp } = await loadAuthActions();
    await signUp({
      username,
      password: values['password'] ?? '',
      options: {
        userAttributes: {
          email: username,
          phone_number: (values['phone'] ?? '').replace(/\s+/g, ''),
          name: (values['name'] ?? '').trim(),
        },
      },
    });
    navigate('/welcome');
  }

  return (
    <AccountForm
      heading={text.heading}
      submitLabel={text.submit}
      fields={FIELDS}
      onSubmit={register}
      footer={
        <span>
          {text.haveAccount}{' '}
          <AccountLink href="/login">{accountStrings.account.signInLink}</AccountLink>
        </span>
      }
    />
  );
}
