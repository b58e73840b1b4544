/** Notifications of follows, likes and comments: who gets them, reading them, the live count. */
import { describe, expect, it } from 'vitest';
import { followEdge, useTestApp, type TestUser } from '../support/helpers';

const t = useTestApp();
const [alice, bob, carol] = t.users('Alice', 'Bob', 'Carol');

describe('notifications', () => {
  const list = (s: TestUser) => s.get(`/api/users/${s.user.id}/notifications`);
  const unread = async (s: TestUser) =>
    (await s.get(`/api/users/${s.user.id}/notifications/unread-count`)).json().count as number;

  it('are created for follows, likes and comments, naming who did it, never to yourself', async () => {
    const dave = await t.newUser({ displayName: 'Dave' });
    const show = await dave.addShow({ artist: 'Radiohead', score: 88 });
    await carol.post(followEdge(carol, dave));
    await carol.post(`/api/shows/${show.id}/like`);
    await carol.post(`/api/shows/${show.id}/comments`, { body: 'What a night' });
    await dave.post(`/api/shows/${show.id}/like`); // own show: no notification
    await dave.post(`/api/shows/${show.id}/comments`, { body: 'It was' });
    expect(await unread(dave)).toBe(3);
    const items = (await list(dave)).json() as {
      type: string;
      message: string;
      read: boolean;
      actor: { id: number };
      showId: number | null;
    }[];
    expect(items.map((n) => n.type)).toEqual(['comment', 'like', 'follow']);
    expect(
      items.every((n) => n.message.includes('Carol') && !n.read && n.actor.id === carol.user.id),
    ).toBe(true);
    expect(items[0]!.showId).toBe(show.id);

    expect(
      (await dave.post(`/api/users/${dave.user.id}/notifications/mark-read`, {})).statusCode,
    ).toBe(200);
    expect(await unread(dave)).toBe(0);
    expect(((await list(dave)).json() as { read: boolean }[]).every((n) => n.read)).toBe(true);
  });

  it("are the owner's alone (403 for anyone else)", async () => {
    expect((await bob.get(`/api/users/${alice.user.id}/notifications`)).statusCode).toBe(403);
    expect(
      (await bob.get(`/api/users/${alice.user.id}/notifications/unread-count`)).statusCode,
    ).toBe(403);
    expect(
      (await bob.post(`/api/users/${alice.user.id}/notifications/mark-read`, {})).statusCode,
    ).toBe(403);
    expect((await t.anon.get(`/api/users/${alice.user.id}/notifications`)).statusCode).toBe(401);
  });

  it('reach an open subscription within a second', async () => {
    const erin = await t.newUser({ displayName: 'Erin' });
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${url}/trpc/notifications.onUnreadCount`, {
      headers: { cookie: erin.cookie, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const waitFor = async (needle: string, ms: number) => {
      const deadline = Date.now() + ms;
      while (!text.includes(needle)) {
        const remaining = deadline - Date.now();
        if (remaining <= 0) throw new Error(`timed out waiting for ${needle}; got ${text}`);
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error('timeout')), remaining),
          ),
        ]);
        if (chunk.done) break;
        text += decoder.decode(chunk.value);
      }
    };
    await waitFor('"count":0', 2000);
    const started = Date.now();
    await bob.post(followEdge(bob, erin));
    await waitFor('"count":1', 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    controller.abort();
  });
});
