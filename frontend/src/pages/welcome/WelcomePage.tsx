import { AccountLink } from '../../common/account-form/AccountLink';
import { MessagePage } from '../../common/account-form/MessagePage';
import { accountStrings } from '../../strings/account';

const text = accountStrings.welcome;

/** `/welcome`: after sign-up; the verification link arrives by e-mail, then the user signs in. */
export default function WelcomePage() {
  return (
    <MessagePage heading={text.heading} lines={[text.registered, text.emailSent, text.nextStep]}>
      <AccountLink href="/login">{accountStrings.account.signInLink}</AccountLink>
    </MessagePage>
  );
}
