import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { TotpCodeField } from '../../common/mfa/TotpCodeField';
import { useTotpCodeEntry } from '../../common/mfa/use-totp-code-entry';
import { mfaStrings } from '../../strings/mfa';

const text = mfaStrings.signInCode;

interface TotpCodeFormProps {
  username: string;
  /** Answers the sign-in's TOTP challenge; a thrown error shows on the code field. */
  onVerify: (code: string) => Promise<void>;
  /** Back to the username and password. */
  onBack: () => void;
}

/** The sign-in step of an account with TOTP on: the code its authenticator app shows now. */
export default function TotpCodeForm({ username, onVerify, onBack }: TotpCodeFormProps) {
  const entry = useTotpCodeEntry(onVerify, 'signIn');
  return (
    <form onSubmit={(event) => void entry.submit(event)} noValidate>
      <Form
        header={
          <Header variant="h1" description={text.description(username)}>
            {text.heading}
          </Header>
        }
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button formAction="none" variant="link" onClick={onBack}>
              {text.back}
            </Button>
            <Button variant="primary" formAction="submit" loading={entry.submitting}>
              {text.submit}
            </Button>
          </SpaceBetween>
        }
      >
        <Container>
          <TotpCodeField
            value={entry.code}
            onChange={entry.setCode}
            errorText={entry.error}
            inputRef={entry.inputRef}
            autoFocus
          />
        </Container>
      </Form>
    </form>
  );
}
