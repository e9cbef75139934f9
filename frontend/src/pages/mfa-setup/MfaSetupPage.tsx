import { useCallback } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';

import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';

import { PageFlashbar } from '../../common/flash/PageFlashbar';
import { useFlash } from '../../common/flash/flash-context';
import { SignedInTotpSetup } from '../../common/mfa/SignedInTotpSetup';
import { loginPath } from '../../common/redirect';
import { useSession, useSignedInSession } from '../../session/session-context';
import { mfaStrings } from '../../strings/mfa';

const text = mfaStrings.setup;

/**
 * `/mfa-setup?redirect=` (signed in): where a user who must have TOTP and has none is sent before
 * anything else. Once TOTP is on, the sign-in page sends them on to the redirect (or their landing
 * page), as after any sign-in. Signing out is the only other way on.
 */
export default function MfaSetupPage() {
  const { username, mfaEnabled } = useSignedInSession();
  const { logout } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { notify } = useFlash();
  const onward = loginPath(params.get('redirect') ?? undefined);
  const done = useCallback(() => {
    notify('success', text.enabled);
    navigate(onward, { replace: true });
  }, [navigate, notify, onward]);

  if (mfaEnabled) return <Navigate to={onward} replace />;
  return (
    <main>
      <Box padding="xxl">
        <div style={{ maxWidth: 560, margin: '0 auto' }}>
          <PageFlashbar />
          <SignedInTotpSetup
            username={username}
            description={text.requiredDescription}
            headerVariant="h1"
            onDone={done}
            secondaryAction={
              <Button formAction="none" variant="link" onClick={() => void logout()}>
                {text.signOut}
              </Button>
            }
          />
        </div>
      </Box>
    </main>
  );
}
