import { createFileRoute } from '@tanstack/react-router';
import { useCurrentUser } from '../../features/auth/session';
import { ProfilePage } from '../../features/profile/ProfilePage';

export const Route = createFileRoute('/profile/')({
  component: OwnProfile,
});

function OwnProfile() {
  const me = useCurrentUser();
  return <ProfilePage userId={me.id} />;
}
