import { AccountLink } from '../../common/account-form/AccountLink';
import { MessagePage } from '../../common/account-form/MessagePage';
import { strings } from '../../strings';

/** `/thankyou`: the account is verified. */
export default function ThankYouPage() {
  return (
    <MessagePage heading={strings.thankYou.heading} lines={[strings.thankYou.verified]}>
      <AccountLink href="/login">{strings.account.signInLink}</AccountLink>
    </MessagePage>
  );
}
