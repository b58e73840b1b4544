/**
 * A show sent again with the same Idempotency-Key (the web app's
 * offline queue resends a show whose answer it never heard) answers the show
 * the first request created: one row, one set of photos, whether the repeat
 * comes after or at the same moment, through REST or tRPC. Keys are per
 * user, go with their show, and are forgotten after a week; a bad key is
 * refused and changes nothing.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BAD_IDEMPOTENCY_KEY } from '../../src/http/idempotency-key';
import {
  housekeeping,
  IDEMPOTENCY_KEY_DAYS,
} from '../../src/modules/housekeeping/housekeeping.service';
import { imageBytes, uniqueName, useTestApp, type TestUser } from '../support/helpers';

const t = useTestApp();
const [ann, bob] = t.users('Ann', 'Bob');

const DAY = 24 * 60 * 60_000;
const photo = async () => ({
  field: 'photos',
  name: 'p.png',
  type: 'image/png',
  data: await imageBytes('png', { width: 320, height: 240 }),
});
const post = async (who: TestUser, key: string | undefined, artist: string) =>
  who.postShow({ artist }, [await photo()], {
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });
const showsOf = async (who: TestUser, artist: string) =>
  t.db
    .selectFrom('shows')
    .innerJoin('artists', 'artists.id', 'shows.artist_id')
    .where('shows.user_id', '=', who.user.id)
    .where('artists.name', '=', artist)
    .select(['shows.id', 'shows.photos_count'])
    .execute();
const photoFiles = async () => (await readdir(join(t.files.localRoot!, 'photos'))).length;

describe('Idempotency-Key on adding a show', () => {
  it('a repeat answers the first show: one row, one set of photo files', async () => {
    const artist = uniqueName('Retry Band');
    const filesBefore = await photoFiles();
    const first = await post(ann, 'key-one-1234', artist);
    const again = await post(ann, 'key-one-1234', artist);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().show.id).toBe(first.json().show.id);
    // The same photos (the first answer may still show them as processing).
    const ids = (res: typeof first) => res.json().show.photos.map((p: { id: number }) => p.id);
    expect(ids(again)).toEqual(ids(first));
    expect(await showsOf(ann, artist)).toEqual([{ id: first.json().show.id, photos_count: 1 }]);
    await t.deps.photoJobs.idle();
    expect(await photoFiles()).toBe(filesBefore + 4); // display and thumbnail, JPEG and WebP
  });

  it('sent several times at once, still one show, and no stray files', async () => {
    const artist = uniqueName('Burst Band');
    const filesBefore = await photoFiles();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(ann, 'key-burst-5678', artist)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().show.id)).size).toBe(1);
    expect(await showsOf(ann, artist)).toHaveLength(1);
    await t.deps.photoJobs.idle();
    expect(await photoFiles()).toBe(filesBefore + 4);
  });

  it('keys are per person and per show; no key, no memory', async () => {
    const artist = uniqueName('Shared Key Band');
    const a = await post(ann, 'same-key-000', artist);
    const b = await post(bob, 'same-key-000', artist);
    expect(b.json().show.id).not.toBe(a.json().show.id);
    await post(ann, undefined, artist);
    await post(ann, undefined, artist);
    expect(await showsOf(ann, artist)).toHaveLength(3);
  });

  it('through tRPC too', async () => {
    const artist = uniqueName('Typed Band');
    const input = { artist, city: 'Lisbon', date: '2025-05-01', score: 70 };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/trpc/shows.create',
        payload: input,
        headers: { cookie: ann.cookie, 'idempotency-key': 'typed-key-42' },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(200);
    expect(again.json().result.data.id).toBe(first.json().result.data.id);
    expect(await showsOf(ann, artist)).toHaveLength(1);
  });

  it('a bad key is refused and changes nothing', async () => {
    const artist = uniqueName('Bad Key Band');
    for (const key of ['', 'has space', 'x'.repeat(101), 'ümlaut']) {
      const res = await ann.postShow({ artist }, [], {
        headers: { 'idempotency-key': key },
      });
      expect(res.statusCode, JSON.stringify(key)).toBe(400);
      expect(res.json().message).toBe(BAD_IDEMPOTENCY_KEY);
    }
    expect(await showsOf(ann, artist)).toHaveLength(0);
  });

  it('a deleted show frees its key; keys older than a week are forgotten', async () => {
    const artist = uniqueName('Gone Band');
    const first = await post(ann, 'key-gone-1', artist);
    expect((await ann.del(`/api/shows/${first.json().show.id}`)).statusCode).toBe(204);
    const after = await post(ann, 'key-gone-1', artist);
    expect(after.json().show.id).not.toBe(first.json().show.id);

    const old = await post(ann, 'key-old-1', artist);
    await housekeeping(t.db, t.files, Date.now() + (IDEMPOTENCY_KEY_DAYS - 1) * DAY);
    expect((await post(ann, 'key-old-1', artist)).json().show.id).toBe(old.json().show.id);
    await housekeeping(t.db, t.files, Date.now() + (IDEMPOTENCY_KEY_DAYS + 1) * DAY);
    expect((await post(ann, 'key-old-1', artist)).json().show.id).not.toBe(old.json().show.id);
  });
});
