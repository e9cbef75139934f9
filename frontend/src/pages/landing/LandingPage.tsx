import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { useOnFollow } from '../../common/use-on-follow';
import { strings } from '../../strings';

/** Minimal public landing page; the full banner and application list come later. */
export default function LandingPage() {
  const onFollow = useOnFollow();
  return (
    <main>
      <Box padding="xxl">
        <SpaceBetween size="m">
          <Box variant="h1">{strings.product.title}</Box>
          <Box variant="p" fontSize="heading-m">
            {strings.product.tagline}
          </Box>
          <Box variant="p">{strings.landing.description}</Box>
          <Link href="/login" variant="primary" onFollow={onFollow}>
            {strings.landing.signInLink}
          </Link>
        </SpaceBetween>
      </Box>
    </main>
  );
}
