/**
 * Writes on one server process show on another on the same SQLite file in
 * the next request: two real server processes, each with caches of its own.
 */
import { describe, expect, it } from 'vitest';
import type { Show, User } from '@gigrank/domain';
import { testDialect } from '@gigrank/db/testing';
import { daysAgo, uniqueName, useServerDir } from '../support/helpers';
import { registerOn, startServer, stopProcess } from '../support/server-process';

const serverDir = useServerDir('gigrank-freshness-');

/** A JSON request to a running server with the session `cookie`: status and body. */
async function call(base: string, cookie: string, method: string, path: string, body?: object) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as unknown };
}

// The server's default database is the SQLite file in DATA_DIR: run once, in the SQLite project.
describe.runIf(testDialect() === 'sqlite')('two server processes on one SQLite file', () => {
  it('a like and a new show written on one server show on the other in the next request', async () => {
    const one = await startServer(serverDir);
    const two = await startServer(serverDir); // after the first: it migrated the file
    const register = async (displayName: string) => {
      const res = await registerOn(one.url, { username: uniqueName('proc'), displayName });
      expect(res.status).toBe(201);
      return { id: res.id, cookie: res.cookie };
    };
    const owner = await register('Proc Owner');
    const fan = await register('Proc Fan');
    const artist = uniqueName('Band');
    const addShow = (score: number) =>
      call(one.url, owner.cookie, 'POST', '/api/shows', {
        artist,
        city: 'Lisbon',
        date: daysAgo(5),
        score,
      });
    const first = await addShow(70);
    expect(first.status).toBe(201);
    const showId = (first.json as { show: { id: number } }).show.id;

    /** What server two answers to the fan and to the owner. */
    const onTwo = async () => {
      const get = async <T>(who: { cookie: string }, path: string) =>
        (await call(two.url, who.cookie, 'GET', path)).json as T;
      const feed = await get<Show[]>(fan, '/api/shows?limit=50');
      const liked = feed.find((s) => s.id === showId);
      return {
        liked: `${liked?.likesCount} likes, liked by me ${liked?.likedByMe}`,
        inFeed: feed.filter((s) => s.artist === artist).length,
        ranked: (await get<Show[]>(fan, `/api/users/${owner.id}/ranked-shows`)).map((s) => s.score),
        showsCount: (await get<User>(fan, `/api/users/${owner.id}`)).showsCount,
        unread: (
          await get<{ count: number }>(owner, `/api/users/${owner.id}/notifications/unread-count`)
        ).count,
      };
    };
    const before = {
      liked: '0 likes, liked by me false',
      inFeed: 1,
      ranked: [70],
      showsCount: 1,
      unread: 0,
    };
    expect(await onTwo()).toEqual(before);
    expect(await onTwo()).toEqual(before); // again, from server two's cache

    expect((await call(one.url, fan.cookie, 'POST', `/api/shows/${showId}/like`)).status).toBe(200);
    expect((await addShow(95)).status).toBe(201);
    expect(await onTwo()).toEqual({
      liked: '1 likes, liked by me true',
      inFeed: 2,
      ranked: [95, 70],
      showsCount: 2,
      unread: 1,
    });

    expect(await stopProcess(two.proc)).toBe(0);
    expect(await stopProcess(one.proc)).toBe(0);
  }, 120_000);
});
