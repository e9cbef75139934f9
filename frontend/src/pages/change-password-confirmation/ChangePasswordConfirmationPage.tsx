import { MessagePage } from '../../common/account-form/MessagePage';
import { strings } from '../../strings';

/** `/changepasswordconfirmation`. */
export default function ChangePasswordConfirmationPage() {
  return (
    <MessagePage
      heading={strings.changePasswordConfirmation.heading}
      lines={[strings.changePasswordConfirmation.updated]}
    />
  );
}
