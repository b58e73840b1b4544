/**
 * Live-notification streams per session: at most
 * LIVE_STREAMS_PER_SESSION open at once; a new one ends the session's oldest,
 * which completes normally (tRPC's `return` event), so its page does not
 * reconnect and keeps polling.
 */
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { LIVE_STREAMS_PER_SESSION, liveStreamsOf } from '../../src/trpc/live-streams';
import { newUser, useTestApp, withRequests } from '../support/helpers';
import { openUnreadStream as openStream, until, type UnreadStream } from '../support/unread-stream';

const t = useTestApp();
const PASSWORD = 'Live-streams-9x';
const alice = t.user({ password: PASSWORD });

describe('live-notification streams per session', () => {
  it('keeps at most five open per session: the sixth ends the oldest', async () => {
    expect(LIVE_STREAMS_PER_SESSION).toBe(5);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const token = alice.cookie.split('=')[1]!;

    const streams: UnreadStream[] = [];
    for (let i = 0; i < 5; i += 1) streams.push(await openStream(base, alice.cookie));
    expect(liveStreamsOf(token)).toBe(5);

    streams.push(await openStream(base, alice.cookie));
    // The oldest ends, as a completed subscription (not an error)...
    await streams[0]!.ended;
    expect(streams[0]!.text()).toContain('event: return');
    // ...and the other five stay open and keep receiving counts.
    expect(liveStreamsOf(token)).toBe(5);
    const bob = withRequests(() => t.app, await newUser(t.app));
    const show = await alice.addShow();
    const like = await bob.mutation('social.like', { showId: show.id });
    expect(like.statusCode, like.body).toBe(200);
    for (const s of streams.slice(1)) {
      await until(
        () => s.text().includes('data: {"count":1}'),
        'the new count on every open stream',
      );
    }

    // Another session of the same account has its own five.
    const other = withRequests(() => t.app, {
      ...alice,
      cookie: (
        await t.anon.post('/api/auth/login', { username: alice.user.username, password: PASSWORD })
      ).headers['set-cookie']!.toString().split(';')[0]!,
    });
    const otherStream = await openStream(base, other.cookie);
    expect(liveStreamsOf(token)).toBe(5);
    expect(liveStreamsOf(other.cookie.split('=')[1]!)).toBe(1);

    // Streams the client closes give their slot back.
    for (const s of [...streams, otherStream]) s.close();
    await until(() => liveStreamsOf(token) === 0, 'the slots to be given back');
  });
});
