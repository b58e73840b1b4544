import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { parseIdParam } from '../../lib/params';

/** Linked from the activity feed: the user's profile lives at /profile/{id}. */
export const Route = createFileRoute('/user/$userId')({
  beforeLoad: ({ params }) => {
    const id = parseIdParam(params.userId);
    if (id === null) throw notFound();
    throw redirect({ to: '/profile/$id', params: { id }, replace: true });
  },
});
