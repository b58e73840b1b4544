import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { counterMismatches, daysAgo, imageBytes, useTestApp } from '../support/helpers';

const t = useTestApp();
const alice = t.user({ displayName: 'Alice' });
const bob = t.user({ displayName: 'Bob' });

const today = new Date().toISOString().slice(0, 10);

const photoFiles = () => readdirSync(`${t.files.root}/photos`);
/** The photos' sizes are made after the answer (storage/photo-jobs.ts): wait for them. */
const photosMade = () => t.deps.photoJobs.idle();
const showCount = () => t.countRows('shows');

describe('POST /api/shows', () => {
  it('logs a show with guests and a photo, owned by the session user', async () => {
    const png = await imageBytes('png');
    const res = await alice.postShow(
      {
        userId: bob.user.id, // ignored: the session user owns what they create
        artist: 'radiohead',
        city: 'Lisbon',
        venue: 'Altice Arena',
        date: daysAgo(3),
        companion: bob.user.username,
        favoriteSong: 'Reckoner',
        notes: 'Unreal light show',
        rating: 'disliked', // ignored: derived from the score
        score: 91,
        'guestAppearances[0]': 'Björk',
        'guestAppearances[1]': 'Thom Yorke Band',
        guest_artist_0: 'Björk',
        guest_artist_1: 'Thom Yorke Band',
      },
      [{ field: 'photos', name: 'crowd.png', type: 'image/png', data: png }],
    );
    expect(res.statusCode).toBe(201);
    const { show } = res.json();
    expect(show).toMatchObject({
      userId: alice.user.id,
      user: { id: alice.user.id, username: alice.user.username, displayName: 'Alice' },
      artist: 'Radiohead', // the catalogue's spelling, reused case-insensitively
      city: 'Lisbon',
      cityCountry: 'PT',
      venue: 'Altice Arena',
      date: daysAgo(3),
      companion: bob.user.username,
      favoriteSong: 'Reckoner',
      notes: 'Unreal light show',
      score: 91,
      rating: 'loved',
      rank: 1,
      guestAppearances: [
        { id: expect.any(Number), artist: 'Björk' },
        { id: expect.any(Number), artist: 'Thom Yorke Band' },
      ],
    });
    expect(show.photos).toHaveLength(1);
    expect(show.photos[0].url).toMatch(/^\/uploads\/photos\/[0-9a-f]{32}\.jpg$/);
    await photosMade();
    const served = await alice.get(show.photos[0].thumbnailUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(await counterMismatches(t.database.db)).toEqual([]);

    const newArtist = await alice.get(`/api/artist-stats/${encodeURIComponent('thom yorke band')}`);
    expect(newArtist.json()).toMatchObject({
      artist_name: 'Thom Yorke Band',
      monthly_streams: 1,
      global_rank: 9999,
      formatted_streams: '<1M',
    });
  });

  it('accepts guests sent only as guest_artist_{i}', async () => {
    const res = await alice.postShow({ artist: 'Coldplay', guest_artist_0: 'Rihanna', score: 60 });
    expect(res.statusCode).toBe(201);
    expect(res.json().show.guestAppearances.map((g: { artist: string }) => g.artist)).toEqual([
      'Rihanna',
    ]);
  });

  it.each([
    [{ artist: '' }, 'Artist is required'],
    [{ artist: '   ' }, 'Artist is required'],
    [{ city: '' }, 'City is required'],
    [{ date: '' }, 'Date is required'],
    [{ date: '2026-02-30' }, 'Date must be a valid date'],
    [{ date: '2999-01-01' }, 'Date cannot be in the future'],
    [{ score: 101 }, 'Score must be a whole number from 0 to 100'],
    [{ score: 7.5 }, 'Score must be a whole number from 0 to 100'],
    [{ score: 'abc' }, 'Score must be a whole number from 0 to 100'],
    [{ 'guestAppearances[0]': 'RADIOHEAD' }, 'Cannot add main artist as guest'],
    [{ 'guestAppearances[0]': 'Adele', 'guestAppearances[1]': 'adele' }, 'Guest already added'],
    [
      {
        'guestAppearances[0]': 'Adele',
        'guestAppearances[1]': 'Drake',
        'guestAppearances[2]': 'Eminem',
        'guestAppearances[3]': 'Shakira',
      },
      'You can only add up to 3 guest artists',
    ],
  ])('refuses %j with "%s", storing nothing', async (fields, message) => {
    const before = await showCount();
    const res = await alice.postShow(fields);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await showCount()).toBe(before);
  });

  it('refuses a fake image (text named .jpg) with 400 and stores no file', async () => {
    const before = { shows: await showCount(), files: photoFiles().length };
    const res = await alice.postShow({}, [
      {
        field: 'photos',
        name: 'fake.jpg',
        type: 'image/jpeg',
        data: Buffer.from('just some text'),
      },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Photo must be a JPEG, PNG, WebP or GIF image');
    expect(await showCount()).toBe(before.shows);
    expect(photoFiles()).toHaveLength(before.files);
  });

  it('keeps nothing when a later photo is bad', async () => {
    const before = { shows: await showCount(), files: photoFiles().length };
    const res = await alice.postShow({}, [
      { field: 'photos', name: 'a.png', type: 'image/png', data: await imageBytes('png') },
      { field: 'photos', name: 'b.jpg', type: 'image/jpeg', data: Buffer.from('nope') },
    ]);
    expect(res.statusCode).toBe(400);
    expect(await showCount()).toBe(before.shows);
    expect(photoFiles()).toHaveLength(before.files);
  });

  it('answers 413 for a 16 MB photo and stores nothing', async () => {
    const before = { shows: await showCount(), files: photoFiles().length };
    const big = Buffer.alloc(16 * 1024 * 1024, 1);
    const res = await alice.postShow({}, [
      { field: 'photos', name: 'big.jpg', type: 'image/jpeg', data: big },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Each photo must be at most 15 MB');
    expect(await showCount()).toBe(before.shows);
    expect(photoFiles()).toHaveLength(before.files);
  });

  it('strips EXIF and GPS data and applies the orientation', async () => {
    const withGps = await sharp({
      create: { width: 80, height: 40, channels: 3, background: '#888' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'SpyCam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '38/1 42/1 0/1' },
      })
      .toBuffer();
    const input = await sharp(withGps).metadata();
    expect(input.exif?.toString('latin1')).toContain('SpyCam');
    expect(input.orientation).toBe(6);
    const res = await alice.postShow({}, [
      { field: 'photos', name: 'gps.jpg', type: 'image/jpeg', data: withGps },
    ]);
    expect(res.statusCode).toBe(201);
    const photo = res.json().show.photos[0];
    // Its size is known from the header before the sizes exist.
    expect([photo.width, photo.height]).toEqual([40, 80]);
    // Asked for before or while its sizes are made, it never comes as sent.
    const key = photo.url.split('/').pop().replace('.jpg', '');
    for (const url of [photo.url, photo.thumbnailUrl, `/uploads/photos/${key}_original.bin`]) {
      const early = await alice.get(url);
      if (early.statusCode === 200) expect(early.rawPayload.includes('SpyCam')).toBe(false);
      else expect(early.statusCode).toBe(404);
    }
    await photosMade();
    expect(photoFiles()).not.toContain(`${key}_original.bin`);
    const served = await alice.get(photo.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.includes('SpyCam')).toBe(false);
    expect((await alice.get(`/uploads/photos/${key}_original.bin`)).statusCode).toBe(404);
    const stored = await sharp(t.files.pathOf(photo.url)!).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    // Orientation 6 rotates 90 degrees: the 80x40 image is stored upright as 40x80.
    expect([stored.width, stored.height]).toEqual([40, 80]);
    expect([photo.width, photo.height]).toEqual([40, 80]);
  });

  it('needs a session', async () => {
    expect((await t.anon.postShow({})).statusCode).toBe(401);
  });
});

describe('ranking', () => {
  it('ranks by score, ties to the later date, and follows edits and deletes', async () => {
    const carol = await t.newUser({ displayName: 'Carol' });
    const add = async (artist: string, score: number, date: string) =>
      (await carol.postShow({ artist, score, date })).json().show.id as number;
    const a = await add('Adele', 70, daysAgo(30));
    const b = await add('Drake', 90, daysAgo(20));
    const c = await add('Eminem', 70, daysAgo(10)); // ties with Adele, later date wins
    const ranks = async () =>
      (await carol.get(`/api/users/${carol.user.id}/ranked-shows`))
        .json()
        .map((s: { id: number; rank: number }) => [s.id, s.rank]);
    expect(await ranks()).toEqual([
      [b, 1],
      [c, 2],
      [a, 3],
    ]);

    const res = await carol.putShow(a, {
      artist: 'Adele',
      city: 'London',
      date: daysAgo(30),
      score: 95,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().show).toMatchObject({
      id: a,
      score: 95,
      rating: 'loved',
      rank: 1,
      city: 'London',
    });
    expect(await ranks()).toEqual([
      [a, 1],
      [b, 2],
      [c, 3],
    ]);

    const score = await carol.put(`/api/shows/${c}/score`, { score: 10, rank: 1 });
    expect(score.json().show).toMatchObject({ score: 10, rating: 'disliked', rank: 3 });

    const del = await carol.del(`/api/shows/${b}`);
    expect(del.statusCode).toBe(204);
    expect(await ranks()).toEqual([
      [a, 1],
      [c, 2],
    ]);
    expect((await carol.get(`/api/users/${carol.user.id}`)).json().showsCount).toBe(2);
    expect(await counterMismatches(t.database.db)).toEqual([]);
  });
});

describe('ownership', () => {
  it('only the owner edits or deletes (403), and a session is needed (401)', async () => {
    const id = (await alice.postShow({ artist: 'Muse', score: 80 })).json().show.id;
    expect(
      (await bob.putShow(id, { artist: 'Muse', city: 'Paris', date: today, score: 1 })).statusCode,
    ).toBe(403);
    expect((await bob.put(`/api/shows/${id}/score`, { score: 1 })).statusCode).toBe(403);
    expect((await bob.del(`/api/shows/${id}`)).statusCode).toBe(403);
    expect((await t.anon.del(`/api/shows/${id}`)).statusCode).toBe(401);
    expect((await alice.get(`/api/shows/${id}`)).json().score).toBe(80);
    expect((await alice.del('/api/shows/99999')).statusCode).toBe(404);
  });
});

describe('edits and deletion of photos', () => {
  it('adds photos on edit, removes chosen ones, and deletes files with the show', async () => {
    const show = await alice.addShow({ artist: 'Bon Iver', score: 85 }, [
      { field: 'photos', name: '1.png', type: 'image/png', data: await imageBytes('png') },
    ]);
    const firstPhoto = show.photos[0]!;
    await photosMade();
    const edited = await alice.putShow(
      show.id,
      {
        artist: 'Bon Iver',
        city: 'Lisbon',
        date: show.date,
        score: 85,
        'removePhotoIds[0]': firstPhoto.id,
      },
      [{ field: 'photos', name: '2.jpg', type: 'image/jpeg', data: await imageBytes('jpeg') }],
    );
    expect(edited.statusCode).toBe(200);
    const after = edited.json().show;
    expect(after.photos).toHaveLength(1);
    expect(after.photos[0].id).not.toBe(firstPhoto.id);
    expect(t.files.pathOf(firstPhoto.url) && photoFiles()).not.toContain(
      firstPhoto.url.split('/').pop(),
    );

    const remaining = after.photos[0].url.split('/').pop();
    await photosMade();
    expect(photoFiles()).toContain(remaining);
    await alice.del(`/api/shows/${show.id}`);
    expect(photoFiles()).not.toContain(remaining);
    expect((await alice.get(`/api/shows/${show.id}`)).statusCode).toBe(404);
  });

  it('updates through the JSON variant', async () => {
    const id = (await alice.postShow({ artist: 'Lorde', score: 50 })).json().show.id;
    const res = await alice.put(`/api/shows/${id}`, {
      artist: 'Lorde',
      city: 'Porto',
      date: daysAgo(2),
      score: 82,
      guestAppearances: ['Clairo'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().show).toMatchObject({
      city: 'Porto',
      score: 82,
      rating: 'loved',
      guestAppearances: [{ artist: 'Clairo' }],
    });
    const guests = await alice.get(`/api/shows/${id}/guest-appearances`);
    expect(guests.json()).toEqual([{ id: expect.any(Number), artist: 'Clairo' }]);
  });
});

describe('feed', () => {
  it('lists newest first, at most 50', async () => {
    const res = await alice.get('/api/shows?limit=50');
    const list = res.json() as { id: number }[];
    expect(list.length).toBeGreaterThan(3);
    expect(list.map((s) => s.id)).toEqual([...list.map((s) => s.id)].sort((a, b) => b - a));
    expect((await alice.get('/api/shows?limit=500')).json().length).toBeLessThanOrEqual(50);
    expect((await alice.get('/api/shows?limit=1')).json()).toHaveLength(1);
  });
});

describe('tRPC shows, artists and cities', () => {
  const data = (res: { json: () => { result: { data: unknown } } }) => res.json().result.data;

  it('creates, reads, re-scores and deletes a show as the session user', async () => {
    const created = await bob.mutation('shows.create', {
      artist: 'phoebe bridgers',
      city: 'Paris',
      cityCountry: 'FR',
      date: daysAgo(1),
      score: 77,
      guestAppearances: ['Julien Baker'],
    });
    expect(created.statusCode).toBe(200);
    const show = data(created) as {
      id: number;
      artist: string;
      userId: number;
      rating: string;
      cityCountry: string;
    };
    expect(show).toMatchObject({
      artist: 'Phoebe Bridgers',
      userId: bob.user.id,
      rating: 'okay',
      cityCountry: 'FR',
    });

    const feed = data(await alice.query('shows.feed', { limit: 5 })) as { id: number }[];
    expect(feed[0]!.id).toBe(show.id);
    const ranked = data(await alice.query('shows.ranked', { userId: bob.user.id })) as {
      id: number;
    }[];
    expect(ranked.map((s) => s.id)).toContain(show.id);

    const notMine = await alice.mutation('shows.updateScore', { id: show.id, score: 5 });
    expect(notMine.statusCode).toBe(403);
    const rescored = await bob.mutation('shows.updateScore', { id: show.id, score: 85 });
    expect(data(rescored)).toMatchObject({ score: 85, rating: 'loved' });

    const invalid = await bob.mutation('shows.create', {
      artist: '',
      city: 'Paris',
      date: today,
      score: 50,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toBe('Artist is required');

    expect((await alice.mutation('shows.delete', { id: show.id })).statusCode).toBe(403);
    expect((await bob.mutation('shows.delete', { id: show.id })).statusCode).toBe(200);
    expect((await bob.query('shows.byId', { id: show.id })).statusCode).toBe(404);
    expect(await counterMismatches(t.database.db)).toEqual([]);
  });

  it('searches artists and cities and opens an artist page', async () => {
    const found = data(await alice.query('artists.search', { q: 'BEYON' })) as {
      artist_name: string;
    }[];
    expect(found[0]!.artist_name).toBe('Beyoncé');
    const page = data(await alice.query('artists.page', { name: 'radiohead' })) as {
      artistName: string;
      shows: unknown[];
    };
    expect(page.artistName).toBe('Radiohead');
    expect(page.shows.length).toBeGreaterThan(0);
    const cities = data(await alice.query('cities.search', { q: 'porto' })) as { name: string }[];
    expect(cities[0]!.name).toBe('Porto');
    expect((await t.anon.query('artists.search', { q: 'x' })).statusCode).toBe(401);
  });
});
