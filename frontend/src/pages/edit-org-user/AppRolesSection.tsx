import SpaceBetween from '@cloudscape-design/components/space-between';

import type { AppRole } from '../../api/appuser';
import { AppRolesAdder } from '../../common/app-roles/AppRolesAdder';
import { SavedAppRoles } from './SavedAppRoles';

/**
 * The member's application roles: those held, each of which can be marked for deletion, and the
 * adder of new ones. Nothing changes until the form is saved.
 */
export function AppRolesSection({
  saved,
  removedAppIds,
  onRemovedChange,
  pending,
  onPendingChange,
  disabled,
}: {
  saved: readonly AppRole[];
  removedAppIds: readonly string[];
  onRemovedChange: (removed: string[]) => void;
  pending: readonly AppRole[];
  onPendingChange: (pending: AppRole[]) => void;
  disabled: boolean;
}) {
  return (
    <SpaceBetween size="l">
      <SavedAppRoles
        saved={saved}
        removedAppIds={removedAppIds}
        onRemovedChange={onRemovedChange}
        disabled={disabled}
      />
      <AppRolesAdder
        pending={pending}
        onPendingChange={onPendingChange}
        savedAppIds={saved
          .map((entry) => entry.appId)
          .filter((appId) => !removedAppIds.includes(appId))}
        disabled={disabled}
      />
    </SpaceBetween>
  );
}
