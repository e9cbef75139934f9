import { useSearchParams } from 'react-router-dom';

import Box from '@cloudscape-design/components/box';

import { NoPermission } from '../../common/NoPermission';
import { safeRedirect } from '../../common/redirect';
import { useSession } from '../../session/session-context';

/** The standalone no-permission page; `?redirect=` names the screen to return to after sign-in. */
export default function PermissionErrorPage() {
  const { session } = useSession();
  const [params] = useSearchParams();
  return (
    <main>
      <Box padding="xxl">
        <NoPermission
          signedIn={session !== undefined}
          redirect={safeRedirect(params.get('redirect')) ?? '/'}
        />
      </Box>
    </main>
  );
}
