import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';

import { strings } from '../../strings';

/** For signed-in users who hold no unit policies (spec §2, no permission check). */
export default function UserHomePage() {
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
