import { MessagePage } from '../../common/account-form/MessagePage';
import { accountStrings } from '../../strings/account';

/** `/welcome`: after sign-up; the verification link arrives by e-mail. */
export default function WelcomePage() {
  return (
    <MessagePage
      heading={accountStrings.welcome.heading}
      lines={[accountStrings.welcome.registered, accountStrings.welcome.emailSent]}
    />
  );
}
