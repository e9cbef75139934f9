import StatusIndicator, {
  type StatusIndicatorProps,
} from '@cloudscape-design/components/status-indicator';

import { usersStrings } from '../../strings/users';

const text = usersStrings.authUsers;

/** Cognito's account states as status colours; anything else (e.g. a new state) is neutral. */
const STATUS_TYPES: Record<string, StatusIndicatorProps.Type> = {
  CONFIRMED: 'success',
  UNCONFIRMED: 'pending',
  FORCE_CHANGE_PASSWORD: 'pending',
  RESET_REQUIRED: 'warning',
  DISABLED: 'stopped',
};

export function CognitoStatus({ status }: { status: string | undefined }) {
  if (!status) return <StatusIndicator type="stopped">{text.noAccount}</StatusIndicator>;
  return <StatusIndicator type={STATUS_TYPES[status] ?? 'info'}>{status}</StatusIndicator>;
}
