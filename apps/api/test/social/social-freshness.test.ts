/**
 * A like or a comment shows at once in the next read of every answer it
 * changes, from the app that wrote and from another app on the same
 * database (two-apps.ts: another connection, as another server process,
 * with caches of its own); freshness-checks.ts reads each answer through
 * both apps before the write and after it.
 */
import { describe, it } from 'vitest';
import type { ShowComment } from '@gigrank/domain';
import { as, at, expectFresh, rpc, undone } from '../support/freshness-checks';
import { useFreshnessPeople } from '../support/freshness-people';
import { card, everywhere, inEach, reads } from '../support/freshness-reads';

const { person, withShow } = useFreshnessPeople();

describe('likes and comments', () => {
  it('a like shows in every list and the owner’s notifications; an unlike takes it back', async () => {
    const { p: owner, artist, showId } = await withShow('Owner L');
    const fan = await person('Fan L');
    const where = everywhere(owner, artist, showId);
    const liked = [
      ...as(owner, inEach(where, 'likesCount', card(showId, 'likesCount'), 0, 1)),
      ...as(fan, inEach(where, 'likedByMe', card(showId, 'likedByMe'), false, true)),
    ];
    const told = as(owner, {
      'unread count': [reads.unread(owner), 0, 1],
      'unread count (tRPC)': [reads.unreadRpc(), 0, 1],
      notifications: [reads.notifications(owner), [], ['like']],
    });
    await expectFresh(() => fan.a.post(`/api/shows/${showId}/like`), [...liked, ...told]);
    await expectFresh(() => fan.b.mutation('social.unlike', { showId }), undone(liked));
  });

  it('a comment shows in every list’s count and the comment list; deleting it takes it back', async () => {
    const { p: owner, artist, showId } = await withShow('Owner C');
    const fan = await person('Fan C');
    const commentsOf = (pick: (cs: ShowComment[]) => unknown) =>
      at<ShowComment[]>(`/api/shows/${showId}/comments`, pick);
    const shown = [
      ...as(fan, {
        ...inEach(
          everywhere(owner, artist, showId),
          'commentsCount',
          card(showId, 'commentsCount'),
          0,
          1,
        ),
      }),
      ...as(owner, {
        comments: [
          commentsOf((cs) => cs.map((c) => `${c.user.displayName}: ${c.body}`)),
          [],
          ['Fan C: Great night'],
        ],
        'comments (tRPC)': [
          rpc<ShowComment[]>('social.comments', { showId }, (cs) => cs.length),
          0,
          1,
        ],
      }),
    ];
    const told = as(owner, {
      'unread count': [reads.unread(owner), 0, 1],
      notifications: [reads.notifications(owner), [], ['comment']],
    });
    const res = await expectFresh(
      () => fan.a.post(`/api/shows/${showId}/comments`, { body: 'Great night' }),
      [...shown, ...told],
    );
    const commentId = (res.json() as ShowComment).id;
    await expectFresh(() => fan.b.mutation('social.deleteComment', { commentId }), undone(shown));
  });
});
