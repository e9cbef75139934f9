import type { TableProps } from '@cloudscape-design/components/table';

import type { ProfileListItem } from '../../api/userprofile-admin';
import { userColumns } from '../../common/user-list/user-columns';
import type { useOnFollow } from '../../common/use-on-follow';
import { usersStrings } from '../../strings/users';
import { editUserPath, userDetailsPath } from '../../common/user-list/user-links';
import { CognitoStatus } from '../../common/user-list/UserStatus';
import { cognitoStatusLabel } from '../../common/user-list/cognito-status';

/** Name, Username, Email, Mobile, Status (the list's cognitoStatus), Edit (spec §2). */
export function authUserColumns(
  ouid: string,
  onFollow: ReturnType<typeof useOnFollow>,
  canEdit: boolean,
): TableProps.ColumnDefinition<ProfileListItem>[] {
  return userColumns<ProfileListItem>({
    onFollow,
    detailsHref: (user) => userDetailsPath(ouid, user.username),
    editHref: canEdit ? (user) => editUserPath(ouid, user.username) : undefined,
    extra: [
      {
        id: 'status',
        header: usersStrings.authUsers.status,
        cell: (user) => <CognitoStatus status={user.cognitoStatus} />,
        sortingComparator: (a, b) =>
          cognitoStatusLabel(a.cognitoStatus).localeCompare(cognitoStatusLabel(b.cognitoStatus)),
      },
    ],
  });
}
