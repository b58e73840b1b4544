import { screenReads } from '@gigrank/domain';
import { createFileRoute } from '@tanstack/react-router';
import { readStoredUser } from '../../features/auth/session-storage';
import { ProfilePage } from '../../features/profile/ProfilePage';
import { profileTabs } from '../../features/profile/profile-tabs';
import { idRouteParams } from '../../lib/params';

/** Another user's profile (owner mode when the id is the viewer's own); `?tab=` as on /profile. */
export const Route = createFileRoute('/profile/$id')({
  params: idRouteParams,
  validateSearch: profileTabs.validateSearch,
  loaderDeps: ({ search }) => ({ tab: search.tab ?? profileTabs.defaultTab }),
  // The profile and its Seen list start loading with the screen's code (lib/prefetch.ts).
  loader: ({ context, params: { id }, deps: { tab }, preload }) =>
    context.prefetch(screenReads.profile(id, tab, readStoredUser()?.id), preload),
  component: UserProfile,
});

function UserProfile() {
  const { id } = Route.useParams();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    // Keyed by id: going from one profile to another starts with closed dialogs.
    <ProfilePage
      key={id}
      userId={id}
      tab={tab}
      onTabChange={(next) => void navigate({ search: profileTabs.searchOf(next), replace: true })}
    />
  );
}
