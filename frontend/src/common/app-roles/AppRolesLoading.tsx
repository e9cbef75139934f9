import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { PartLoading } from '../PartLoading';

/**
 * An application roles section while its code loads after the form's first paint: its heading
 * where the section starts, and a spinner where its tables and controls will be.
 */
export function AppRolesLoading({ heading }: { heading: string }) {
  return (
    <SpaceBetween size="m">
      <Header variant="h2">{heading}</Header>
      <PartLoading size="large" />
    </SpaceBetween>
  );
}
