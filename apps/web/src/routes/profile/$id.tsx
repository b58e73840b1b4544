import { createFileRoute, notFound } from '@tanstack/react-router';
import { ProfilePage } from '../../features/profile/ProfilePage';
import { parseIdParam } from '../../lib/params';

export const Route = createFileRoute('/profile/$id')({
  params: {
    parse: ({ id }) => {
      const parsed = parseIdParam(id);
      if (parsed === null) throw notFound();
      return { id: parsed };
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  component: UserProfile,
});

function UserProfile() {
  const { id } = Route.useParams();
  return <ProfilePage userId={id} />;
}
