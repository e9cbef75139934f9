import { Navigate } from 'react-router-dom';

import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { unitHomePath } from '../../common/redirect';
import { useSession } from '../../session/session-context';
import { accountStrings } from '../../strings/account';

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
        <SpaceBetween size="l">
          <Header variant="h1">{accountStrings.userHome.heading}</Header>
          <Alert type="info">{accountStrings.userHome.noOrgs}</Alert>
        </SpaceBetween>
      </Box>
    </main>
  );
}
