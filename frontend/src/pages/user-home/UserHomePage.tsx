import { Navigate } from 'react-router-dom';

import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';

import { unitHomePath } from '../../common/redirect';
import { useSession } from '../../session/session-context';
import { strings } from '../../strings';

/**
 * For signed-in users who hold no unit policies (spec §2, no permission check). A role granted
 * meanwhile arrives with the next session refresh (spec §4) and leads to that unit's home.
 */
export default function UserHomePage() {
  const { session } = useSession();
  const [firstUnit] = session?.units ?? [];
  if (firstUnit) return <Navigate to={unitHomePath(firstUnit)} replace />;
  return (
    <main>
      <Box padding="xxl">
        <Alert type="info" header={strings.userHome.heading}>
          {strings.userHome.noOrgs}
        </Alert>
      </Box>
    </main>
  );
}
