import StatusIndicator, {
  type StatusIndicatorProps,
} from '@cloudscape-design/components/status-indicator';

import { cognitoStatusLabel } from './cognito-status';

/** Cognito's account states as status colours; anything else (e.g. a new state) is neutral. */
const STATUS_TYPES: Record<string, StatusIndicatorProps.Type> = {
  CONFIRMED: 'success',
  UNCONFIRMED: 'pending',
  FORCE_CHANGE_PASSWORD: 'pending',
  RESET_REQUIRED: 'warning',
  DISABLED: 'stopped',
};

/** A profile's account state in plain words (cognito-status.ts), with its colour. */
export function CognitoStatus({ status }: { status: string | undefined }) {
  const type = status ? (STATUS_TYPES[status] ?? 'info') : 'stopped';
  return <StatusIndicator type={type}>{cognitoStatusLabel(status)}</StatusIndicator>;
}
