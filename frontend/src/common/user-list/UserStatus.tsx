import Spinner from '@cloudscape-design/components/spinner';
import StatusIndicator, {
  type StatusIndicatorProps,
} from '@cloudscape-design/components/status-indicator';

import { useUserProfileDetails } from '../../api/userprofile-admin';
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

/**
 * The account status of one listed user. The list answer carries no `cognitoStatus`, so each
 * visible row reads the user's details (cached, and reused by the details screen).
 */
export function UserStatusCell({ username, ouid }: { username: string; ouid: string }) {
  const { data, isLoading, error } = useUserProfileDetails(username, ouid);
  if (isLoading) {
    return (
      <span role="status" aria-label={text.statusLoadingAriaLabel(username)}>
        <Spinner />
      </span>
    );
  }
  if (error) return <StatusIndicator type="error">{error.message}</StatusIndicator>;
  return <CognitoStatus status={data?.cognitoStatus} />;
}
