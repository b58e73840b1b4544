import { Stack } from '@mantine/core';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../auth/session';
import { ProfileHeader, ProfileHeaderSkeleton, ProfileLoadError } from './ProfileHeader';
import { SeenShows } from './SeenShows';

/**
 * A profile (SPEC section 2): owner mode on /profile (or the own id),
 * visitor mode on /profile/{id}. The header and the Seen list; stats, tabs
 * and follow controls arrive in later milestones.
 */
export function ProfilePage({ userId }: { userId: number }) {
  const me = useCurrentUser();
  const user = trpc.users.byId.useQuery({ id: userId });
  if (user.isPending) return <ProfileHeaderSkeleton />;
  if (user.isError) return <ProfileLoadError />;
  return (
    <Stack gap="lg">
      <ProfileHeader user={user.data} />
      <SeenShows user={user.data} isOwner={user.data.id === me.id} />
    </Stack>
  );
}
