import StatusIndicator from '@cloudscape-design/components/status-indicator';

import { applicationsStrings } from '../../strings/applications';
import type { ApplicationAvailability } from './application-view';

const text = applicationsStrings.application;

/** The release status of spec §1 ("release pending"), as the unit's core config gives it. */
export function ApplicationStatus({ availability }: { availability: ApplicationAvailability }) {
  if (availability === 'released') return <StatusIndicator>{text.released}</StatusIndicator>;
  if (availability === 'pending') {
    return <StatusIndicator type="pending">{text.releasePending}</StatusIndicator>;
  }
  return <StatusIndicator type="stopped">{text.notListed}</StatusIndicator>;
}
