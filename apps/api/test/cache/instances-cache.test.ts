/**
 * Two API processes on one PostgreSQL database and one Redis:
 * each keeps its read cache, kept right by the change log in Redis
 * (adapters/redis-change-log.ts). B's feed, artist page, show and profile
 * are read (so B holds them), then a like, a comment, a new show and a score
 * change are made through A: B's next read of each shows it. An unlike
 * through B shows on A.
 */
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@gigrank/db/testing';
import type { ArtistResponse, Show, User } from '@gigrank/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { useServerDir } from '../support/helpers';
import { dropRedisPrefix, instancesEnv } from '../support/redis-env';
import { daysAgo } from '../support/requests';
import { registerOn, startServer, stopProcess } from '../support/server-process';

const dataDir = useServerDir('gigrank-instances-cache-');
const prefix = `gigrank-test-${randomUUID()}:`;
let database: TestDatabase | undefined;
afterAll(async () => {
  await database?.destroy();
  await dropRedisPrefix(prefix);
});

describe.runIf(process.env.GIGRANK_TEST_DIALECT === 'postgres')('instances sharing a cache', () => {
  it('a like, a comment, a new show and a new score made through A show in B’s next feed, artist page, show and profile', async () => {
    database = await createTestDatabase({ dialect: 'postgres', cities: 'sample' });
    const env = instancesEnv(database.url, prefix);
    const [a, b] = await Promise.all([startServer(dataDir, env), startServer(dataDir, env)]);
    try {
      const register = async (username: string) => {
        const res = await registerOn(a.url, {
          username,
          password: 'a-long-password',
          displayName: username,
        });
        expect(res.status).toBeLessThan(300);
        return { id: res.id, cookie: res.cookie };
      };
      const [ann, bob] = [await register('cache_ann'), await register('cache_bob')];
      const call = async <T>(
        base: string,
        who: { cookie: string },
        method: string,
        path: string,
        body?: unknown,
      ): Promise<T> => {
        const res = await fetch(`${base}${path}`, {
          method,
          headers: {
            cookie: who.cookie,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        expect(res.status, `${method} ${path}`).toBeLessThan(300);
        return (res.status === 204 ? undefined : await res.json()) as T;
      };
      const artist = 'Portishead';
      const { show } = await call<{ show: Show }>(a.url, ann, 'POST', '/api/shows', {
        artist,
        city: 'Lisbon',
        date: daysAgo(20),
        score: 70,
      });

      // What B answers Bob: the feed card, the artist page's card, the show, Ann's profile.
      const readB = async () => {
        const feed = await call<Show[]>(b.url, bob, 'GET', '/api/shows?limit=50');
        const page = await call<ArtistResponse>(
          b.url,
          bob,
          'GET',
          `/api/artists/${encodeURIComponent(artist)}`,
        );
        const one = await call<Show>(b.url, bob, 'GET', `/api/shows/${show.id}`);
        const profile = await call<User>(b.url, bob, 'GET', `/api/users/${ann.id}`);
        const card = (list: Show[]) => list.find((s) => s.id === show.id)!;
        return {
          feedIds: feed.map((s) => s.id),
          feed: card(feed),
          page: card(page.shows),
          pageCount: page.shows.length,
          one,
          profile,
        };
      };
      const before = await readB();
      expect(before.feed.likesCount ?? 0).toBe(0);
      expect(before.page.likedByMe ?? false).toBe(false);

      // A like through A: B's next answers have it.
      await call(a.url, bob, 'POST', `/api/shows/${show.id}/like`);
      const liked = await readB();
      for (const card of [liked.feed, liked.page, liked.one]) {
        expect(card.likesCount).toBe(1);
        expect(card.likedByMe).toBe(true);
      }

      // A comment, a second show and a new score through A.
      await call(a.url, bob, 'POST', `/api/shows/${show.id}/comments`, { body: 'What a night' });
      const { show: second } = await call<{ show: Show }>(a.url, ann, 'POST', '/api/shows', {
        artist,
        city: 'Porto',
        date: daysAgo(5),
        score: 90,
      });
      const after = await readB();
      expect(after.feed.commentsCount ?? after.one.commentsCount).toBe(1);
      expect(after.feedIds).toContain(second.id);
      expect(after.pageCount).toBe(before.pageCount + 1);
      expect(after.one.rank).toBe(2); // the 90 went ahead of it
      expect(after.profile).not.toEqual(before.profile);
      await call(a.url, ann, 'PUT', `/api/shows/${show.id}/score`, { score: 95 });
      const rescored = await readB();
      expect(rescored.one.rank).toBe(1);
      expect(rescored.feed.score).toBe(95);
      expect(rescored.page.score).toBe(95);

      // And back: an unlike through B shows on A.
      const onA = async () =>
        (await call<Show>(a.url, bob, 'GET', `/api/shows/${show.id}`)).likesCount;
      expect(await onA()).toBe(1);
      await call(b.url, bob, 'DELETE', `/api/shows/${show.id}/like`);
      expect(await onA()).toBe(0);
    } finally {
      expect(await stopProcess(a.proc)).toBe(0);
      expect(await stopProcess(b.proc)).toBe(0);
    }
  }, 120_000);
});
