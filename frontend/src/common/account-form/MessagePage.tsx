import type { ReactNode } from 'react';

import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { PageFlashbar } from '../flash/PageFlashbar';

/** A public page with a heading, a few sentences and optional actions (welcome, thank you...). */
export function MessagePage({
  heading,
  lines,
  children,
}: {
  heading: string;
  lines: readonly string[];
  children?: ReactNode;
}) {
  return (
    <main>
      <div style={{ maxWidth: 640, margin: '0 auto', padding: '32px 16px' }}>
        <PageFlashbar />
        <Container header={<Header variant="h1">{heading}</Header>}>
          <SpaceBetween size="m">
            {lines.map((line) => (
              <Box variant="p" key={line}>
                {line}
              </Box>
            ))}
            {children}
          </SpaceBetween>
        </Container>
      </div>
    </main>
  );
}
