import { trpc } from '../../lib/trpc';
import { ProfileHeader, ProfileHeaderSkeleton, ProfileLoadError } from './ProfileHeader';

/**
 * A profile (SPEC section 2): owner mode on /profile, visitor mode on
 * /profile/{id}. Stats, tabs and follow controls arrive in later milestones.
 */
export function ProfilePage({ userId }: { userId: number }) {
  const user = trpc.users.byId.useQuery({ id: userId });
  if (user.isPending) return <ProfileHeaderSkeleton />;
  if (user.isError) return <ProfileLoadError />;
  return <ProfileHeader user={user.data} />;
}
