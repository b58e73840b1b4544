import * as notifications from './notifications.service';
import { userForToken } from '../auth/sessions.service';
import { protectedProcedure, router } from '../../trpc/init';
import { openLiveStream } from '../../trpc/live-streams';
import { proceduresOf } from '../../endpoints/endpoint';
import { notificationsEndpoints } from './notifications.endpoints';

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
      yield await notifications.unreadCount(ctx, ctx.user.id);
      for await (const _ of ctx.events.changes(ctx.user.id, stream.signal)) {
        // A session that has ended (signed out everywhere, the password changed) ends its
        // streams too: the services that end sessions tell the user's streams, as a change.
        if (token && !(await userForToken(ctx, token, ctx.config.session))) return;
        yield await notifications.unreadCount(ctx, ctx.user.id);
      }
    } finally {
      stream.close();
    }
  }),
});
