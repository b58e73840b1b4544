import { z } from 'zod';
import { idParamSchema, listCursorSchema } from '@gigrank/domain';
import * as follows from '../../services/follows.service';
import * as leaderboard from '../../services/leaderboard.service';
import * as notifications from '../../services/notifications.service';
import { userForToken } from '../../services/sessions.service';
import { protectedProcedure, router } from '../init';
import { openLiveStream } from '../live-streams';
import { proceduresOf } from '../../endpoints/endpoint';
import { notificationsEndpoints } from '../../endpoints/notifications';

const userIdInput = z.object({ userId: idParamSchema });

export const followsRouter = router({
  followers: protectedProcedure
    .input(z.object(userIdInput.shape).and(listCursorSchema))
    .query(({ ctx, input: { userId, ...page } }) =>
      follows.listFollowers(ctx, ctx.user.id, userId, page),
    ),
  following: protectedProcedure
    .input(z.object(userIdInput.shape).and(listCursorSchema))
    .query(({ ctx, input: { userId, ...page } }) =>
      follows.listFollowing(ctx, ctx.user.id, userId, page),
    ),
  /** Whether the session user follows `userId`. */
  status: protectedProcedure.input(userIdInput).query(async ({ ctx, input }) => ({
    following: await follows.isFollowing(ctx, ctx.user.id, input.userId),
  })),
  follow: protectedProcedure
    .input(userIdInput)
    .mutation(({ ctx, input }) => follows.follow(ctx, ctx.user, ctx.user.id, input.userId)),
  unfollow: protectedProcedure
    .input(userIdInput)
    .mutation(({ ctx, input }) => follows.unfollow(ctx, ctx.user, ctx.user.id, input.userId)),
});

export const leaderboardRouter = router({
  users: protectedProcedure
    .input(
      z.object({
        limit: z.number().int().min(1).max(leaderboard.LEADERBOARD_PAGE_MAX).optional(),
        offset: z.number().int().min(0).max(1_000_000).optional(),
      }),
    )
    .query(({ ctx, input }) => leaderboard.userLeaderboard(ctx, ctx.user.id, input)),
  artists: protectedProcedure.query(({ ctx }) => leaderboard.artistLeaderboard(ctx)),
});

export const notificationsRouter = router({
  // onUnreadCount, a stream (server-sent events), is written by hand; the rest are declared.
  ...proceduresOf(notificationsEndpoints),
  /**
   * The unread count now and after every change (server-sent events): new
   * notifications reach an open page within a second.
   */
  onUnreadCount: protectedProcedure.subscription(async function* ({ ctx, signal }) {
    const token = ctx.req.sessionToken();
    // At most LIVE_STREAMS_PER_SESSION per session: a new one ends the oldest.
    const stream = openLiveStream(token ?? `user:${ctx.user.id}`, signal);
    try {
      yield await notifications.unreadCount(ctx, ctx.user, ctx.user.id);
      for await (const _ of ctx.events.changes(ctx.user.id, stream.signal)) {
        // A session that has ended (signed out everywhere, the password changed) ends its
        // streams too: the services that end sessions tell the user's streams, as a change.
        if (token && !(await userForToken(ctx, token, ctx.config.session))) return;
        yield await notifications.unreadCount(ctx, ctx.user, ctx.user.id);
      }
    } finally {
      stream.close();
    }
  }),
});
