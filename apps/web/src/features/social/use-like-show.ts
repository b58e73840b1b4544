import type { FollowingFeedPage, GigPage, Show } from '@gigrank/domain';
import { useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useCallback } from 'react';
import { showErrorToastFrom } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/** Every cached feed (any input), show page, Following feed page and gig page. */
const feedKey = getQueryKey(trpc.shows.feed);
const byIdKey = getQueryKey(trpc.shows.byId);
const followingKey = getQueryKey(trpc.following.feed);
const gigKey = getQueryKey(trpc.gigs.page);
const KEYS = [feedKey, byIdKey, followingKey, gigKey];

/** The shows a cached answer of one of KEYS holds, whatever its shape. */
function showsIn(data: unknown): Show[] {
  if (!data || typeof data !== 'object') return [];
  if (Array.isArray(data)) return data as Show[];
  if ('pages' in data)
    return (data as InfiniteData<FollowingFeedPage>).pages.flatMap((p) => p.shows);
  if ('shows' in data) return (data as GigPage).shows;
  return [data as Show];
}

type LikeState = Pick<Show, 'id' | 'likesCount' | 'likedByMe'>;

function patchShow<T extends LikeState>(show: T, id: number, liked: boolean, count: number): T {
  return show.id === id ? { ...show, likedByMe: liked, likesCount: count } : show;
}

/**
 * Like / unlike a show, optimistically: every cached copy of the show (the
 * feeds, the show page, gig pages) flips at once, takes the server's count
 * on success and reverts on error (with a toast). Clicks while a request is pending are ignored.
 */
export function useLikeShow() {
  const queryClient = useQueryClient();

  const apply = useCallback(
    (id: number, liked: boolean, count: number) => {
      queryClient.setQueriesData<Show[]>({ queryKey: feedKey }, (old) =>
        old?.map((s) => patchShow(s, id, liked, count)),
      );
      queryClient.setQueriesData<Show>({ queryKey: byIdKey }, (old) =>
        old ? patchShow(old, id, liked, count) : old,
      );
      queryClient.setQueriesData<InfiniteData<FollowingFeedPage>>(
        { queryKey: followingKey },
        (old) =>
          old && {
            ...old,
            pages: old.pages.map((page) => ({
              ...page,
              shows: page.shows.map((s) => patchShow(s, id, liked, count)),
            })),
          },
      );
      queryClient.setQueriesData<GigPage>(
        { queryKey: gigKey },
        (old) => old && { ...old, shows: old.shows.map((s) => patchShow(s, id, liked, count)) },
      );
    },
    [queryClient],
  );

  const snapshot = useCallback(
    (): [QueryKey, unknown][] =>
      KEYS.flatMap((queryKey) => queryClient.getQueriesData({ queryKey })),
    [queryClient],
  );

  const restore = (context: { previous: [QueryKey, unknown][] } | undefined) => {
    for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
  };

  const options = (liked: boolean) => ({
    onMutate: async (vars: { showId: number | string }) => {
      const showId = Number(vars.showId);
      await Promise.all(KEYS.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      const previous = snapshot();
      const current = previous.flatMap(([, data]) => showsIn(data)).find((s) => s.id === showId);
      const count = Math.max(0, (current?.likesCount ?? 0) + (liked ? 1 : -1));
      apply(showId, liked, count);
      return { previous };
    },
    onSuccess: (
      result: { liked: boolean; likesCount: number },
      vars: { showId: number | string },
    ) => {
      apply(Number(vars.showId), result.liked, result.likesCount);
    },
    onError: (
      error: unknown,
      _vars: unknown,
      context: { previous: [QueryKey, unknown][] } | undefined,
    ) => {
      restore(context);
      showErrorToastFrom(
        'Error',
        error,
        liked
          ? 'Failed to like show. Please try again.'
          : 'Failed to unlike show. Please try again.',
      );
    },
  });

  const like = trpc.social.like.useMutation(options(true));
  const unlike = trpc.social.unlike.useMutation(options(false));

  const pending = like.isPending || unlike.isPending;
  const likeShow = like.mutate;
  const unlikeShow = unlike.mutate;
  const toggle = useCallback(
    (show: Pick<Show, 'id' | 'likedByMe'>) => {
      if (pending) return;
      if (show.likedByMe) unlikeShow({ showId: show.id });
      else likeShow({ showId: show.id });
    },
    [pending, likeShow, unlikeShow],
  );
  return { pending, toggle };
}
