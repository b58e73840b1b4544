import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  counterMismatches,
  createTestApp,
  imageBytes,
  multipart,
  newUser,
  trpc,
  type Session,
  type TestApp,
} from './helpers';

let t: TestApp;
let alice: Session;
let bob: Session;
beforeAll(async () => {
  t = await createTestApp();
  alice = await newUser(t.app, { displayName: 'Alice' });
  bob = await newUser(t.app, { displayName: 'Bob' });
});
afterAll(async () => {
  await t?.close();
});

const today = new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

const photoFiles = () => readdirSync(`${t.files.root}/photos`);
const showCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('shows')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function postShow(
  session: Session | undefined,
  fields: Record<string, string | number | undefined>,
  files: Parameters<typeof multipart>[1] = [],
) {
  const { payload, headers } = await multipart(
    { artist: 'Radiohead', city: 'Lisbon', date: daysAgo(10), score: 75, ...fields },
    files,
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/shows',
    payload,
    headers: { ...headers, ...(session ? { cookie: session.cookie } : {}) },
  });
}

async function putShow(
  session: Session,
  id: number,
  fields: Record<string, string | number | undefined>,
) {
  const { payload, headers } = await multipart(fields);
  return t.app.inject({
    method: 'PUT',
    url: `/api/shows/${id}`,
    payload,
    headers: { ...headers, cookie: session.cookie },
  });
}

const get = (url: string, s: Session = alice) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: s.cookie } });

describe('POST /api/shows', () => {
  it('logs a show with guests and a photo, owned by the session user', async () => {
    const png = await imageBytes('png');
    const res = await postShow(
      alice,
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
    const served = await get(show.photos[0].thumbnailUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(await counterMismatches(t.database.db)).toEqual([]);

    const newArtist = await get(`/api/artist-stats/${encodeURIComponent('thom yorke band')}`);
    expect(newArtist.json()).toMatchObject({
      artist_name: 'Thom Yorke Band',
      monthly_streams: 1,
      global_rank: 9999,
      formatted_streams: '<1M',
    });
  });

  it('accepts guests sent only as guest_artist_{i}', async () => {
    const res = await postShow(alice, { artist: 'Coldplay', guest_artist_0: 'Rihanna', score: 60 });
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
    const res = await postShow(alice, fields);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await showCount()).toBe(before);
  });

  it('refuses a fake image (text named .jpg) with 400 and stores no file', async () => {
    const before = { shows: await showCount(), files: photoFiles().length };
    const res = await postShow(alice, {}, [
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
    const res = await postShow(alice, {}, [
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
    const res = await postShow(alice, {}, [
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
    const res = await postShow(alice, {}, [
      { field: 'photos', name: 'gps.jpg', type: 'image/jpeg', data: withGps },
    ]);
    expect(res.statusCode).toBe(201);
    const photo = res.json().show.photos[0];
    const stored = await sharp(t.files.pathOf(photo.url)!).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    // Orientation 6 rotates 90 degrees: the 80x40 image is stored upright as 40x80.
    expect([stored.width, stored.height]).toEqual([40, 80]);
    expect([photo.width, photo.height]).toEqual([40, 80]);
  });

  it('needs a session', async () => {
    expect((await postShow(undefined, {})).statusCode).toBe(401);
  });
});

describe('ranking', () => {
  it('ranks by score, ties to the later date, and follows edits and deletes', async () => {
    const carol = await newUser(t.app, { displayName: 'Carol' });
    const add = async (artist: string, score: number, date: string) =>
      (await postShow(carol, { artist, score, date })).json().show.id as number;
    const a = await add('Adele', 70, daysAgo(30));
    const b = await add('Drake', 90, daysAgo(20));
    const c = await add('Eminem', 70, daysAgo(10)); // ties with Adele, later date wins
    const ranks = async () =>
      (await get(`/api/users/${carol.user.id}/ranked-shows`, carol))
        .json()
        .map((s: { id: number; rank: number }) => [s.id, s.rank]);
    expect(await ranks()).toEqual([
      [b, 1],
      [c, 2],
      [a, 3],
    ]);

    const res = await putShow(carol, a, {
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

    const score = await t.app.inject({
      method: 'PUT',
      url: `/api/shows/${c}/score`,
      payload: { score: 10, rank: 1 },
      headers: { cookie: carol.cookie },
    });
    expect(score.json().show).toMatchObject({ score: 10, rating: 'disliked', rank: 3 });

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/shows/${b}`,
      headers: { cookie: carol.cookie },
    });
    expect(del.statusCode).toBe(204);
    expect(await ranks()).toEqual([
      [a, 1],
      [c, 2],
    ]);
    expect((await get(`/api/users/${carol.user.id}`, carol)).json().showsCount).toBe(2);
    expect(await counterMismatches(t.database.db)).toEqual([]);
  });
});

describe('ownership', () => {
  it('only the owner edits or deletes (403), and a session is needed (401)', async () => {
    const id = (await postShow(alice, { artist: 'Muse', score: 80 })).json().show.id;
    expect(
      (await putShow(bob, id, { artist: 'Muse', city: 'Paris', date: today, score: 1 })).statusCode,
    ).toBe(403);
    const bobScore = await t.app.inject({
      method: 'PUT',
      url: `/api/shows/${id}/score`,
      payload: { score: 1 },
      headers: { cookie: bob.cookie },
    });
    expect(bobScore.statusCode).toBe(403);
    const bobDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/shows/${id}`,
      headers: { cookie: bob.cookie },
    });
    expect(bobDelete.statusCode).toBe(403);
    const anon = await t.app.inject({ method: 'DELETE', url: `/api/shows/${id}` });
    expect(anon.statusCode).toBe(401);
    expect((await get(`/api/shows/${id}`)).json().score).toBe(80);
    const missing = await t.app.inject({
      method: 'DELETE',
      url: '/api/shows/99999',
      headers: { cookie: alice.cookie },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('edits and deletion of photos', () => {
  it('adds photos on edit, removes chosen ones, and deletes files with the show', async () => {
    const created = await postShow(alice, { artist: 'Bon Iver', score: 85 }, [
      { field: 'photos', name: '1.png', type: 'image/png', data: await imageBytes('png') },
    ]);
    const show = created.json().show;
    const firstPhoto = show.photos[0];
    const { payload, headers } = await multipart(
      {
        artist: 'Bon Iver',
        city: 'Lisbon',
        date: show.date,
        score: 85,
        'removePhotoIds[0]': firstPhoto.id,
      },
      [{ field: 'photos', name: '2.jpg', type: 'image/jpeg', data: await imageBytes('jpeg') }],
    );
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/shows/${show.id}`,
      payload,
      headers: { ...headers, cookie: alice.cookie },
    });
    expect(edited.statusCode).toBe(200);
    const after = edited.json().show;
    expect(after.photos).toHaveLength(1);
    expect(after.photos[0].id).not.toBe(firstPhoto.id);
    expect(t.files.pathOf(firstPhoto.url) && photoFiles()).not.toContain(
      firstPhoto.url.split('/').pop(),
    );

    const remaining = after.photos[0].url.split('/').pop();
    expect(photoFiles()).toContain(remaining);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/shows/${show.id}`,
      headers: { cookie: alice.cookie },
    });
    expect(photoFiles()).not.toContain(remaining);
    expect((await get(`/api/shows/${show.id}`)).statusCode).toBe(404);
  });

  it('updates through the JSON variant', async () => {
    const id = (await postShow(alice, { artist: 'Lorde', score: 50 })).json().show.id;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/shows/${id}`,
      payload: {
        artist: 'Lorde',
        city: 'Porto',
        date: daysAgo(2),
        score: 82,
        guestAppearances: ['Clairo'],
      },
      headers: { cookie: alice.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().show).toMatchObject({
      city: 'Porto',
      score: 82,
      rating: 'loved',
      guestAppearances: [{ artist: 'Clairo' }],
    });
    const guests = await get(`/api/shows/${id}/guest-appearances`);
    expect(guests.json()).toEqual([{ id: expect.any(Number), artist: 'Clairo' }]);
  });
});

describe('feed', () => {
  it('lists newest first, at most 50', async () => {
    const res = await get('/api/shows?limit=50');
    const list = res.json() as { id: number }[];
    expect(list.length).toBeGreaterThan(3);
    expect(list.map((s) => s.id)).toEqual([...list.map((s) => s.id)].sort((a, b) => b - a));
    expect((await get('/api/shows?limit=500')).json().length).toBeLessThanOrEqual(50);
    expect((await get('/api/shows?limit=1')).json()).toHaveLength(1);
  });
});

describe('artists and cities', () => {
  it('searches case- and accent-insensitively, prefix first then by global rank', async () => {
    const res = await get('/api/artist-stats?q=beyonce');
    expect(res.json()[0]).toMatchObject({ artist_name: 'Beyoncé' });
    const word = (await get('/api/artist-stats?q=weeknd')).json();
    expect(word[0].artist_name).toBe('The Weeknd');
    const the = (await get('/api/artist-stats?q=the')).json() as {
      artist_name: string;
      global_rank: number;
    }[];
    expect(the.length).toBe(20);
    // whole-name prefix matches ('The Weeknd') come before word matches ('Florence + The Machine').
    const firstWordOnly = the.findIndex((a) => !a.artist_name.toLowerCase().startsWith('the'));
    if (firstWordOnly !== -1) {
      expect(
        the.slice(firstWordOnly).every((a) => !a.artist_name.toLowerCase().startsWith('the')),
      ).toBe(true);
    }
    const top = (await get('/api/artist-stats')).json();
    expect(top).toHaveLength(10);
    expect(top[0]).toMatchObject({ artist_name: 'Bruno Mars', global_rank: 1 });
    expect((await get('/api/artist-stats?q=%20%20')).json()).toHaveLength(10);
    expect((await get('/api/artist-stats?q=zzzzqqq')).json()).toEqual([]);
  });

  it('POST /api/artist-stats creates with defaults, or returns the existing one in any case', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/artist-stats',
      payload: { artist_name: 'The Garage Band 77' },
      headers: { cookie: alice.cookie },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      artist_name: 'The Garage Band 77',
      monthly_streams: 1,
      global_rank: 9999,
      formatted_streams: '<1M',
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/artist-stats',
      payload: { artist_name: 'the garage band 77' },
      headers: { cookie: alice.cookie },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(created.json().id);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/artist-stats',
      payload: { artist_name: ' ' },
      headers: { cookie: alice.cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Artist is required');
  });

  it('the artist page lists own shows and flagged guest appearances', async () => {
    await postShow(alice, { artist: 'Arcade Fire', 'guestAppearances[0]': 'Feist', score: 88 });
    await postShow(bob, { artist: 'Feist', score: 64 });
    const page = (await get('/api/artists/feist')).json();
    expect(page.artistName).toBe('Feist');
    const guest = page.shows.find((s: { isGuestAppearance: boolean }) => s.isGuestAppearance);
    expect(guest).toMatchObject({ artist: 'Arcade Fire', mainArtist: 'Arcade Fire' });
    const own = page.shows.filter((s: { isGuestAppearance: boolean }) => !s.isGuestAppearance);
    expect(own).toHaveLength(1);
    // Guests do not enter the average: only Bob's 64 counts.
    expect(page.rating).toEqual({ avgScore: '64.00', showCount: 1, fanCount: 1 });
    expect(page.isWantToSee).toBe(false);
    expect(page.stats).toMatchObject({ global_rank: expect.any(Number) });
    expect((await get('/api/artists/No%20Such%20Artist%20Here')).statusCode).toBe(404);
  });

  it('pages the artist page 50 shows at a time, own and guest shows interleaved by id', async () => {
    const created: number[] = [];
    for (let i = 0; i < 70; i++) {
      const res =
        i % 3 === 0
          ? await postShow(bob, { artist: 'Host Act', 'guestAppearances[0]': 'Pager Band' })
          : await postShow(alice, { artist: 'Pager Band', score: i });
      created.push(res.json().show.id);
    }
    const seen: { id: number; isGuestAppearance: boolean }[] = [];
    let before: number | null | undefined;
    let pages = 0;
    do {
      const res = await get(`/api/artists/pager%20band${before ? `?before=${before}` : ''}`);
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page.shows.length).toBeLessThanOrEqual(50);
      seen.push(...page.shows);
      before = page.nextBefore;
      pages += 1;
    } while (before);
    expect(pages).toBe(2);
    // Every show once, newest first, guests flagged.
    expect(seen.map((s) => s.id)).toEqual([...created].sort((a, b) => b - a));
    expect(seen.filter((s) => s.isGuestAppearance)).toHaveLength(24);
    // The rating card counts the whole artist, not the page.
    expect((await get('/api/artists/pager%20band')).json().rating.showCount).toBe(46);
    expect((await get('/api/artists/pager%20band?before=abc')).statusCode).toBe(400);
  });

  it('pages the Guest Appearances and With Photos tabs over all of an artist’s shows', async () => {
    const png = await imageBytes('png');
    const photo = [{ field: 'photos', name: 'a.png', type: 'image/png', data: png }];
    const guests: number[] = [];
    const withPhotos: number[] = [];
    // The first 55 shows: guest appearances, every 5th with a photo; then 60 own
    // shows without photos, so none of them is on the unfiltered first page.
    for (let i = 0; i < 55; i++) {
      const res = await postShow(
        bob,
        { artist: 'Tab Host', 'guestAppearances[0]': 'Tab Band' },
        i % 5 === 0 ? photo : [],
      );
      guests.push(res.json().show.id);
      if (i % 5 === 0) withPhotos.push(res.json().show.id);
    }
    const ownWithPhoto = (await postShow(alice, { artist: 'Tab Band' }, photo)).json().show.id;
    withPhotos.push(ownWithPhoto);
    for (let i = 0; i < 60; i++) await postShow(alice, { artist: 'Tab Band', score: i });

    const all = async (filter: string) => {
      const seen: { id: number; isGuestAppearance: boolean; photos: unknown[] }[] = [];
      let before: number | null = null;
      do {
        const query = new URLSearchParams({
          filter,
          ...(before ? { before: String(before) } : {}),
        });
        const res = await get(`/api/artists/tab%20band?${query}`);
        expect(res.statusCode).toBe(200);
        seen.push(...res.json().shows);
        before = res.json().nextBefore;
      } while (before);
      return seen;
    };
    const first = (await get('/api/artists/tab%20band')).json();
    expect(first.shows.some((s: { isGuestAppearance: boolean }) => s.isGuestAppearance)).toBe(
      false,
    );

    const guestTab = await all('guest');
    expect(guestTab.map((s) => s.id)).toEqual([...guests].reverse());
    expect(guestTab.every((s) => s.isGuestAppearance)).toBe(true);
    const photoTab = await all('photos');
    expect(photoTab.map((s) => s.id)).toEqual([...withPhotos].sort((a, b) => b - a));
    expect(photoTab.every((s) => s.photos.length === 1)).toBe(true);
    expect(photoTab.find((s) => s.id === ownWithPhoto)?.isGuestAppearance).toBe(false);

    const trpcPage = await trpc(
      t.app,
      'query',
      'artists.page',
      { name: 'Tab Band', filter: 'guest' },
      alice,
    );
    expect(trpcPage.json().result.data.shows).toHaveLength(50);
    expect((await get('/api/artists/tab%20band?filter=live')).statusCode).toBe(400);
  });

  it('creates a new artist once when several people log it at the same moment', async () => {
    const people = [alice, bob, alice, bob, alice, bob];
    const results = await Promise.all(
      people.map((p) => postShow(p, { artist: 'Brand New Simultaneous Act', score: 50 })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(people.map(() => 201));
    const rows = await t.database.db
      .selectFrom('artists')
      .select('id')
      .where('name_key', '=', 'brand new simultaneous act')
      .execute();
    expect(rows).toHaveLength(1);
    expect(await counterMismatches(t.database.db)).toEqual([]);
  });

  it('artist names with / % emoji and accents round-trip in paths', async () => {
    const name = 'AC/DC 100% 🎸 Sigur Rós';
    const created = await postShow(alice, { artist: name, score: 70 });
    expect(created.statusCode).toBe(201);
    const page = await get(`/api/artists/${encodeURIComponent(name)}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().artistName).toBe(name);
    expect((await get(`/api/artist-stats/${encodeURIComponent(name)}`)).json().artist_name).toBe(
      name,
    );
  });

  it('searches and creates cities', async () => {
    const found = (await get('/api/cities?q=lisb')).json();
    expect(found[0]).toMatchObject({ name: 'Lisbon', country: 'PT' });
    expect(found[0].population).toBeGreaterThan(500_000);
    const many = (await get('/api/cities?q=s')).json();
    expect(many).toHaveLength(20);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/cities',
      payload: { name: 'Tiny Village', country: 'PT' },
      headers: { cookie: alice.cookie },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Tiny Village', country: 'PT' });
    expect((await get('/api/cities?q=tiny vil')).json()[0].name).toBe('Tiny Village');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/cities',
      payload: {},
      headers: { cookie: alice.cookie },
    });
    expect(missing.json().message).toBe('City is required');
  });
});

describe('tRPC shows, artists and cities', () => {
  const data = (res: { json: () => { result: { data: unknown } } }) => res.json().result.data;

  it('creates, reads, re-scores and deletes a show as the session user', async () => {
    const created = await trpc(
      t.app,
      'mutation',
      'shows.create',
      {
        artist: 'phoebe bridgers',
        city: 'Paris',
        cityCountry: 'FR',
        date: daysAgo(1),
        score: 77,
        guestAppearances: ['Julien Baker'],
      },
      bob,
    );
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

    const feed = data(await trpc(t.app, 'query', 'shows.feed', { limit: 5 }, alice)) as {
      id: number;
    }[];
    expect(feed[0]!.id).toBe(show.id);
    const ranked = data(
      await trpc(t.app, 'query', 'shows.ranked', { userId: bob.user.id }, alice),
    ) as { id: number }[];
    expect(ranked.map((s) => s.id)).toContain(show.id);

    const notMine = await trpc(
      t.app,
      'mutation',
      'shows.updateScore',
      { id: show.id, score: 5 },
      alice,
    );
    expect(notMine.statusCode).toBe(403);
    const rescored = await trpc(
      t.app,
      'mutation',
      'shows.updateScore',
      { id: show.id, score: 85 },
      bob,
    );
    expect(data(rescored)).toMatchObject({ score: 85, rating: 'loved' });

    const invalid = await trpc(
      t.app,
      'mutation',
      'shows.create',
      { artist: '', city: 'Paris', date: today, score: 50 },
      bob,
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toBe('Artist is required');

    expect((await trpc(t.app, 'mutation', 'shows.delete', { id: show.id }, alice)).statusCode).toBe(
      403,
    );
    expect((await trpc(t.app, 'mutation', 'shows.delete', { id: show.id }, bob)).statusCode).toBe(
      200,
    );
    expect((await trpc(t.app, 'query', 'shows.byId', { id: show.id }, bob)).statusCode).toBe(404);
    expect(await counterMismatches(t.database.db)).toEqual([]);
  });

  it('searches artists and cities and opens an artist page', async () => {
    const found = data(await trpc(t.app, 'query', 'artists.search', { q: 'BEYON' }, alice)) as {
      artist_name: string;
    }[];
    expect(found[0]!.artist_name).toBe('Beyoncé');
    const page = data(await trpc(t.app, 'query', 'artists.page', { name: 'radiohead' }, alice)) as {
      artistName: string;
      shows: unknown[];
    };
    expect(page.artistName).toBe('Radiohead');
    expect(page.shows.length).toBeGreaterThan(0);
    const cities = data(await trpc(t.app, 'query', 'cities.search', { q: 'porto' }, alice)) as {
      name: string;
    }[];
    expect(cities[0]!.name).toBe('Porto');
    expect((await trpc(t.app, 'query', 'artists.search', { q: 'x' })).statusCode).toBe(401);
  });
});
