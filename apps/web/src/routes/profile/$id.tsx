import { LIST_PAGE_SIZE } from '@gigrank/domain';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ProfilePage } from '../../features/profile/ProfilePage';
import { DEFAULT_PROFILE_TAB, validateProfileSearch } from '../../features/profile/profile-tabs';
import { parseIdParam } from '../../lib/params';
import { prefetchWhenSignedIn } from '../../lib/prefetch';
import { queryClient } from '../../lib/query-client';
import { trpcClient } from '../../lib/trpc';

/** Another user's profile (owner mode when the id is the viewer's own); `?tab=` as on /profile. */
export const Route = createFileRoute('/profile/$id')({
  params: {
    parse: ({ id }) => {
      const parsed = parseIdParam(id);
      if (parsed === null) throw notFound();
      return { id: parsed };
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  validateSearch: validateProfileSearch,
  loaderDeps: ({ search }) => ({ tab: search.tab ?? DEFAULT_PROFILE_TAB }),
  // The profile and its Seen list start loading with the screen's code.
  loader: ({ context: { trpc }, params: { id }, deps: { tab }, preload }) => {
    prefetchWhenSignedIn(
      trpc.users.byId.queryOptions({ id }).queryKey,
      () => trpcClient.users.byId.query({ id }),
      { preload },
    );
    // A private profile already known to be closed to the viewer: nothing to list (it would answer 403).
    const known = queryClient.getQueryData(trpc.users.byId.queryOptions({ id }).queryKey);
    if (tab === 'seen' && known?.access !== 'profile') {
      // The Seen list's first page (SeenShows pages the ranking).
      const ranked = { userId: id, limit: LIST_PAGE_SIZE };
      prefetchWhenSignedIn(
        trpc.shows.ranked.infiniteQueryOptions(ranked).queryKey,
        () => trpcClient.shows.ranked.query(ranked),
        { preload, infinite: true },
      );
    }
  },
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
      tab={tab ?? DEFAULT_PROFILE_TAB}
      onTabChange={(next) =>
        void navigate({ search: next === DEFAULT_PROFILE_TAB ? {} : { tab: next }, replace: true })
      }
    />
  );
}
