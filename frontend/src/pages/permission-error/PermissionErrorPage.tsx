import { useSearchParams } from 'react-router-dom';

import Box from '@cloudscape-design/components/box';

import { whyOfPath } from '../../common/access/why-of-path';
import { NoPermission } from '../../common/NoPermission';
import { safeRedirect } from '../../common/redirect';
import { useSession } from '../../session/session-context';

/** The standalone no-permission page; `?redirect=` names the screen to return to after sign-in. */
export default function PermissionErrorPage() {
  const { session } = useSession();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect')) ?? '/';
  return (
    <main>
      <Box padding="xxl">
        <NoPermission
          signedIn={session !== undefined}
          redirect={redirect}
          why={whyOfPath(redirect)}
        />
      </Box>
    </main>
  );
}
