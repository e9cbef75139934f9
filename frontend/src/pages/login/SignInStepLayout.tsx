import type { ReactNode } from 'react';

import Box from '@cloudscape-design/components/box';

import { PageFlashbar } from '../../common/flash/PageFlashbar';

/** The sign-in page's frame: its forms centred, at most 480 px wide, under the flash messages. */
export function SignInStepLayout({ children }: { children: ReactNode }) {
  return (
    <main>
      <Box padding="xxl">
        <div style={{ maxWidth: 480, margin: '0 auto' }}>
          <PageFlashbar />
          {children}
        </div>
      </Box>
    </main>
  );
}
