import Alert from '@cloudscape-design/components/alert';

import { useInvalidate } from '../../api/use-api-call';
import { profilePath, useUserProfile } from '../../api/userprofile';
import { PageSpinner } from '../../common/PageSpinner';
import { usePageBreadcrumbs } from '../../common/shell/shell-context';
import { useActiveOuid } from '../../common/shell/use-active-unit';
import { useSignedInSession } from '../../session/session-context';
import { strings } from '../../strings';
import { EditProfileForm } from './EditProfileForm';
import { ProfileView } from './ProfileView';
import { EDIT_PARAM, useEditMode } from './use-edit-mode';

const text = strings.myProfile;

/**
 * `/{ouid}/my-profile`: the signed-in user's profile; no permission check (spec §2).
 * `?edit` shows the editor of their name and phone in its place.
 */
export default function MyProfilePage() {
  const { username } = useSignedInSession();
  const ouid = useActiveOuid();
  const invalidate = useInvalidate();
  const { editing, startEditing, stopEditing } = useEditMode();
  const { data: profile, isLoading, error } = useUserProfile(username, ouid);
  const viewHref = ouid ? `/${encodeURIComponent(ouid)}/my-profile` : '';
  usePageBreadcrumbs(
    ouid
      ? [
          { text: text.heading, href: viewHref },
          ...(editing ? [{ text: text.editBreadcrumb, href: `${viewHref}?${EDIT_PARAM}` }] : []),
        ]
      : [],
  );

  if (isLoading) return <PageSpinner />;
  if (error || !profile) {
    return (
      <Alert type="error" header={text.loadFailed}>
        {error?.message}
      </Alert>
    );
  }
  if (editing && profile.canEditDetails) {
    // A reload that brings a newer version starts the editor again from the stored profile.
    return (
      <EditProfileForm
        key={profile.version}
        profile={profile}
        viewHref={viewHref}
        onDone={stopEditing}
        onReload={() => void invalidate(profilePath(username))}
      />
    );
  }
  return (
    <ProfileView
      profile={profile}
      username={username}
      ouid={ouid}
      onEdit={profile.canEditDetails ? startEditing : undefined}
    />
  );
}
