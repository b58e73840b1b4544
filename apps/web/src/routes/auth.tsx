import { createFileRoute, Navigate } from '@tanstack/react-router';

/**
 * /auth: the root's auth gate shows the auth screen to visitors on every
 * path; a signed-in user landing here goes Home.
 */
export const Route = createFileRoute('/auth')({
  component: () => <Navigate to="/" replace />,
});
