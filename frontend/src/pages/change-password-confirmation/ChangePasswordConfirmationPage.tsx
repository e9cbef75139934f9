import { MessagePage } from '../../common/account-form/MessagePage';
import { accountStrings } from '../../strings/account';

/** `/changepasswordconfirmation`. */
export default function ChangePasswordConfirmationPage() {
  return (
    <MessagePage
      heading={accountStrings.changePasswordConfirmation.heading}
      lines={[accountStrings.changePasswordConfirmation.updated]}
    />
  );
}
