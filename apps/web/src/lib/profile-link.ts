import { linkOptions } from '@tanstack/react-router';

/**
 * Where a link to a user's profile goes, written once: the viewer's own is
 * /profile (owner mode: edit, insights, For You), anyone else's /profile/{id}.
 */
export function profileLink(userId: number, viewerId: number | undefined) {
  return userId === viewerId
    ? linkOptions({ to: '/profile' })
    : linkOptions({ to: '/profile/$id', params: { id: userId } });
}
