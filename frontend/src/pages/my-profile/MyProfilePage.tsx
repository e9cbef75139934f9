import { useInvalidate } from '../../api/use-api-call';
import { profilePath, useUserProfile } from '../../api/userprofile';
import { lazyPart, useIdlePreload } from '../../common/lazy-part';
import { LoadFailureAbove, LoadFailureAlert } from '../../common/LoadFailureAlert';
import { PageSpinner } from '../../common/PageSpinner';
import { usePageBreadcrumbs } from '../../common/shell/shell-context';
import { useActiveOuid } from '../../common/shell/use-active-unit';
import { useSignedInSession } from '../../session/session-context';
import { accountStrings } from '../../strings/account';
import { ProfileView } from './ProfileView';
import { EDIT_PARAM, useEditMode } from './use-edit-mode';

const text = accountStrings.myProfile;

/** The editor (`?edit`, usually opened by Edit). */
const EditProfileForm = lazyPart(() =>
  import('./EditProfileForm').then((module) => module.EditProfileForm),
);

/**
 * `/{ouid}/my-profile`: the signed-in user's profile; no permission check (spec §2).
 * `?edit` shows the editor of their name and phone in its place.
 */
export default function MyProfilePage() {
  const { username } = useSignedInSession();
  const ouid = useActiveOuid();
  const invalidate = useInvalidate();
  const { editing, startEditing, stopEditing } = useEditMode();
  useIdlePreload(EditProfileForm);
  const { data: profile, isLoading, error, retry } = useUserProfile(username, ouid);
  const viewHref = ouid ? `/${encodeURIComponent(ouid)}/my-profile` : '';
  usePageBreadcrumbs(
    ouid
      ? [
          { text: text.heading, href: viewHref },
          ...(editing ? [{ text: text.editBreadcrumb, href: `${viewHref}?${EDIT_PARAM}` }] : []),
        ]
      : [],
  );

  const failure = { header: text.loadFailed, error, onRetry: retry };
  if (isLoading) return <PageSpinner />;
  if (!profile) return <LoadFailureAlert {...failure} />;
  if (editing && profile.canEditDetails) {
    // A reload that brings a newer version starts the editor again from the stored profile.
    return (
      <LoadFailureAbove {...failure}>
        <EditProfileForm
          key={profile.version}
          profile={profile}
          viewHref={viewHref}
          onDone={stopEditing}
          onReload={() => void invalidate(profilePath(username))}
        />
      </LoadFailureAbove>
    );
  }
  return (
    <LoadFailureAbove {...failure}>
      <ProfileView
        profile={profile}
        username={username}
        ouid={ouid}
        onEdit={profile.canEditDetails ? startEditing : undefined}
      />
    </LoadFailureAbove>
  );
}
