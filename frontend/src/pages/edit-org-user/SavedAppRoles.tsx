import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';

import type { AppRole } from '../../api/appuser';
import { AppRoleTable } from '../../common/app-roles/AppRoleTable';
import { useApplicationName } from '../../common/app-roles/use-application-name';
import { usersStrings } from '../../strings/users';

const text = usersStrings.editOrgUser;

/** The application roles the user holds in the unit; deleting one takes effect on 'Update'. */
export function SavedAppRoles({
  saved,
  removedAppIds,
  onRemovedChange,
  disabled,
}: {
  saved: readonly AppRole[];
  removedAppIds: readonly string[];
  onRemovedChange: (removed: string[]) => void;
  disabled: boolean;
}) {
  const applicationName = useApplicationName();
  return (
    <AppRoleTable
      header={<Header variant="h2">{text.savedAppRolesHeading}</Header>}
      items={saved}
      applicationName={applicationName}
      empty={text.noSavedAppRoles}
      action={({ appId }) =>
        removedAppIds.includes(appId) ? (
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <Box color="text-status-inactive">{text.toBeDeleted}</Box>
            <Button
              formAction="none"
              variant="inline-link"
              ariaLabel={text.undoDeleteAriaLabel(applicationName(appId))}
              disabled={disabled}
              onClick={() => onRemovedChange(removedAppIds.filter((id) => id !== appId))}
            >
              {text.undoDelete}
            </Button>
          </SpaceBetween>
        ) : (
          <Button
            formAction="none"
            variant="inline-link"
            ariaLabel={text.deleteAppRoleAriaLabel(applicationName(appId))}
            disabled={disabled}
            onClick={() => onRemovedChange([...removedAppIds, appId])}
          >
            {text.deleteAppRole}
          </Button>
        )
      }
    />
  );
}
