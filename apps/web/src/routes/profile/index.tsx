import { createFileRoute } from '@tanstack/react-router';
import { useCurrentUser } from '../../features/auth/session';
import { ProfilePage } from '../../features/profile/ProfilePage';
import { profileTabs } from '../../features/profile/profile-tabs';

/** The own profile; `?tab=want-to-see|for-you` selects a tab (Seen by default). */
export const Route = createFileRoute('/profile/')({
  validateSearch: profileTabs.validateSearch,
  component: OwnProfile,
});

function OwnProfile() {
  const me = useCurrentUser();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProfilePage
      userId={me.id}
      tab={tab}
      onTabChange={(next) => void navigate({ search: profileTabs.searchOf(next), replace: true })}
    />
  );
}
