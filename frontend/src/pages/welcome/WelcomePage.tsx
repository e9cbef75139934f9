import { MessagePage } from '../../common/account-form/MessagePage';
import { strings } from '../../strings';

/** `/welcome`: after sign-up; the verification link arrives by e-mail. */
export default function WelcomePage() {
  return (
    <MessagePage
      heading={strings.welcome.heading}
      lines={[strings.welcome.registered, strings.welcome.emailSent]}
    />
  );
}
