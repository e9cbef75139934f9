import { AccountLink } from '../../common/account-form/AccountLink';
import { MessagePage } from '../../common/account-form/MessagePage';
import { accountStrings } from '../../strings/account';

/** `/thankyou`: the account is verified. */
export default function ThankYouPage() {
  return (
    <MessagePage
      heading={accountStrings.thankYou.heading}
      lines={[accountStrings.thankYou.verified]}
    >
      <AccountLink href="/login">{accountStrings.account.signInLink}</AccountLink>
    </MessagePage>
  );
}
