/**
 * The spec's whole ranking (`GET /api/users/{id}/ranked-shows` without a
 * page) is read a chunk of ranks at a time (show-reads.service.ts
 * rankedShowsWhole) and streamed: the answer is still one JSON array, the
 * same as every page put together, and access is refused before anything is
 * streamed.
 */
import { describe, expect, it } from 'vitest';
import { WHOLE_RANKING_CHUNK } from '../../src/modules/shows/show-reads.service';
import { useTestApp } from '../support/helpers';

const t = useTestApp();
const ann = t.user();
const bob = t.user();
const SHOWS = WHOLE_RANKING_CHUNK * 2 + 17;

describe('a whole ranking longer than a chunk', () => {
  // Hundreds of shows written first: longer than the default 20 s on a busy machine.
  it('is one array of every show in rank order, as the pages, on REST and tRPC', async () => {
    for (let i = 0; i < SHOWS; i++) {
      const res = await ann.postShow({
        date: `20${10 + (i % 15)}-0${1 + (i % 9)}-1${i % 10}`,
        score: String(i % 101),
        artist: `Band ${i % 7}`,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const whole = await bob.get(`/api/users/${ann.user.id}/ranked-shows`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toMatch(/^application\/json/);
    const shows = whole.json() as { id: number; rank: number; likedByMe: boolean }[];
    expect(shows.map((s) => s.rank)).toEqual(Array.from({ length: SHOWS }, (_, i) => i + 1));
    expect(shows.every((s) => s.likedByMe === false)).toBe(true);

    const paged: number[] = [];
    for (let offset = 0; offset < SHOWS; offset += 50) {
      const page = await bob.get(
        `/api/users/${ann.user.id}/ranked-shows?limit=50&offset=${offset}`,
      );
      paged.push(...(page.json() as { id: number }[]).map((s) => s.id));
    }
    expect(shows.map((s) => s.id)).toEqual(paged);

    const trpc = await bob.query('shows.ranked', { userId: ann.user.id });
    expect((trpc.json().result.data as { id: number }[]).map((s) => s.id)).toEqual(paged);
  }, 120_000);

  it('answers an empty ranking with an empty array', async () => {
    const res = await ann.get(`/api/users/${bob.user.id}/ranked-shows`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('refuses a private account to a non-follower with a plain 403, and a missing user with 404', async () => {
    await ann.patch(`/api/users/${ann.user.id}/profile`, { isPrivate: true });
    const res = await bob.get(`/api/users/${ann.user.id}/ranked-shows`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This account is private');
    expect((await bob.get('/api/users/999999/ranked-shows')).statusCode).toBe(404);
  });
});
