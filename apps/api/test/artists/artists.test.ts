import { describe, expect, it } from 'vitest';
import { counterMismatches, imageBytes, useTestApp } from '../support/helpers';

const t = useTestApp();
const alice = t.user({ displayName: 'Alice' });
const bob = t.user({ displayName: 'Bob' });

describe('artists and cities', () => {
  it('searches case- and accent-insensitively, prefix first then by global rank', async () => {
    const res = await alice.get('/api/artist-stats?q=beyonce');
    expect(res.json()[0]).toMatchObject({ artist_name: 'Beyoncé' });
    const word = (await alice.get('/api/artist-stats?q=weeknd')).json();
    expect(word[0].artist_name).toBe('The Weeknd');
    const the = (await alice.get('/api/artist-stats?q=the')).json() as {
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
    const top = (await alice.get('/api/artist-stats')).json();
    expect(top).toHaveLength(10);
    expect(top[0]).toMatchObject({ artist_name: 'Bruno Mars', global_rank: 1 });
    expect((await alice.get('/api/artist-stats?q=%20%20')).json()).toHaveLength(10);
    expect((await alice.get('/api/artist-stats?q=zzzzqqq')).json()).toEqual([]);
  });

  it('POST /api/artist-stats creates with defaults, or returns the existing one in any case', async () => {
    const created = await alice.post('/api/artist-stats', { artist_name: 'The Garage Band 77' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      artist_name: 'The Garage Band 77',
      monthly_streams: 1,
      global_rank: 9999,
      formatted_streams: '<1M',
    });
    const again = await alice.post('/api/artist-stats', { artist_name: 'the garage band 77' });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(created.json().id);
    const bad = await alice.post('/api/artist-stats', { artist_name: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Artist is required');
  });

  it('the artist page lists own shows and flagged guest appearances', async () => {
    await alice.postShow({ artist: 'Arcade Fire', 'guestAppearances[0]': 'Feist', score: 88 });
    await bob.postShow({ artist: 'Feist', score: 64 });
    const page = (await alice.get('/api/artists/feist')).json();
    expect(page.artistName).toBe('Feist');
    const guest = page.shows.find((s: { isGuestAppearance: boolean }) => s.isGuestAppearance);
    expect(guest).toMatchObject({ artist: 'Arcade Fire', mainArtist: 'Arcade Fire' });
    const own = page.shows.filter((s: { isGuestAppearance: boolean }) => !s.isGuestAppearance);
    expect(own).toHaveLength(1);
    // Guests do not enter the average: only Bob's 64 counts.
    expect(page.rating).toEqual({ avgScore: '64.00', showCount: 1, fanCount: 1 });
    expect(page.isWantToSee).toBe(false);
    expect(page.stats).toMatchObject({ global_rank: expect.any(Number) });
    expect((await alice.get('/api/artists/No%20Such%20Artist%20Here')).statusCode).toBe(404);
  });

  it('pages the artist page 50 shows at a time, own and guest shows interleaved by id', async () => {
    const created: number[] = [];
    for (let i = 0; i < 70; i++) {
      const res =
        i % 3 === 0
          ? await bob.postShow({ artist: 'Host Act', 'guestAppearances[0]': 'Pager Band' })
          : await alice.postShow({ artist: 'Pager Band', score: i });
      created.push(res.json().show.id);
    }
    const seen: { id: number; isGuestAppearance: boolean }[] = [];
    let before: number | null | undefined;
    let pages = 0;
    do {
      const res = await alice.get(`/api/artists/pager%20band${before ? `?before=${before}` : ''}`);
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
    expect((await alice.get('/api/artists/pager%20band')).json().rating.showCount).toBe(46);
    expect((await alice.get('/api/artists/pager%20band?before=abc')).statusCode).toBe(400);
  });

  // Many shows with photos: longer than the default 20 s on a busy machine.
  it('pages the Guest Appearances and With Photos tabs over all of an artist’s shows', async () => {
    const png = await imageBytes('png');
    const photo = [{ field: 'photos', name: 'a.png', type: 'image/png', data: png }];
    const guests: number[] = [];
    const withPhotos: number[] = [];
    // The first 55 shows: guest appearances, every 5th with a photo; then 60 own
    // shows without photos, so none of them is on the unfiltered first page.
    for (let i = 0; i < 55; i++) {
      const res = await bob.postShow(
        { artist: 'Tab Host', 'guestAppearances[0]': 'Tab Band' },
        i % 5 === 0 ? photo : [],
      );
      guests.push(res.json().show.id);
      if (i % 5 === 0) withPhotos.push(res.json().show.id);
    }
    const ownWithPhoto = (await alice.postShow({ artist: 'Tab Band' }, photo)).json().show.id;
    withPhotos.push(ownWithPhoto);
    for (let i = 0; i < 60; i++) await alice.postShow({ artist: 'Tab Band', score: i });

    const all = async (filter: string) => {
      const seen: { id: number; isGuestAppearance: boolean; photos: unknown[] }[] = [];
      let before: number | null = null;
      do {
        const query = new URLSearchParams({
          filter,
          ...(before ? { before: String(before) } : {}),
        });
        const res = await alice.get(`/api/artists/tab%20band?${query}`);
        expect(res.statusCode).toBe(200);
        seen.push(...res.json().shows);
        before = res.json().nextBefore;
      } while (before);
      return seen;
    };
    const first = (await alice.get('/api/artists/tab%20band')).json();
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

    const trpcPage = await alice.query('artists.page', { name: 'Tab Band', filter: 'guest' });
    expect(trpcPage.json().result.data.shows).toHaveLength(50);
    expect((await alice.get('/api/artists/tab%20band?filter=live')).statusCode).toBe(400);
  }, 120_000);

  it('creates a new artist once when several people log it at the same moment', async () => {
    const people = [alice, bob, alice, bob, alice, bob];
    const results = await Promise.all(
      people.map((p) => p.postShow({ artist: 'Brand New Simultaneous Act', score: 50 })),
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
    const created = await alice.postShow({ artist: name, score: 70 });
    expect(created.statusCode).toBe(201);
    const page = await alice.get(`/api/artists/${encodeURIComponent(name)}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().artistName).toBe(name);
    expect(
      (await alice.get(`/api/artist-stats/${encodeURIComponent(name)}`)).json().artist_name,
    ).toBe(name);
  });

  it('searches and creates cities', async () => {
    const found = (await alice.get('/api/cities?q=lisb')).json();
    expect(found[0]).toMatchObject({ name: 'Lisbon', country: 'PT' });
    expect(found[0].population).toBeGreaterThan(500_000);
    const many = (await alice.get('/api/cities?q=s')).json();
    expect(many).toHaveLength(20);
    const created = await alice.post('/api/cities', { name: 'Tiny Village', country: 'PT' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Tiny Village', country: 'PT' });
    expect((await alice.get('/api/cities?q=tiny vil')).json()[0].name).toBe('Tiny Village');
    const missing = await alice.post('/api/cities', {});
    expect(missing.json().message).toBe('City is required');
  });

  it("answers each city's region, and a show keeps the one picked", async () => {
    // The sample catalogue's two Jinings, both in China: the region tells them apart.
    const rest = (await alice.get('/api/cities?q=jining')).json() as {
      name: string;
      region: string | null;
      country: string;
    }[];
    expect(rest.map((c) => `${c.name}, ${c.region}, ${c.country}`)).toEqual([
      'Jining, Shandong, CN',
      'Jining, Inner Mongolia, CN',
    ]);
    const rpc = await alice.query('cities.search', { q: 'jining' });
    expect(rpc.statusCode).toBe(200);
    expect(rpc.json().result.data.map((c: { region: string }) => c.region)).toEqual([
      'Shandong',
      'Inner Mongolia',
    ]);
    expect((await alice.get('/api/cities?q=lisbon')).json()[0]).toMatchObject({
      name: 'Lisbon',
      region: 'Lisbon',
      country: 'PT',
    });
    // A typed city has no region.
    await alice.post('/api/cities', { name: 'Regionless Village', country: 'PT' });
    expect((await alice.get('/api/cities?q=regionless')).json()[0].region).toBeNull();

    // Picking the smaller Jining saves that one (by default the most populous of the name).
    const picked = await alice.addShow({
      artist: 'Region Band',
      city: 'Jining',
      cityCountry: 'CN',
      cityRegion: 'Inner Mongolia',
    });
    expect(picked).toMatchObject({
      city: 'Jining',
      cityCountry: 'CN',
      cityRegion: 'Inner Mongolia',
    });
    const plain = await alice.addShow({ artist: 'Region Band', city: 'Jining', cityCountry: 'CN' });
    expect(plain).toMatchObject({ city: 'Jining', cityRegion: 'Shandong' });
    // Typed as the picker labels it, without a pick.
    const typed = await alice.addShow({
      artist: 'Region Band',
      city: 'Jining, Inner Mongolia, CN',
    });
    expect(typed).toMatchObject({ city: 'Jining', cityRegion: 'Inner Mongolia' });
    const searched = (await alice.get('/api/cities?q=Jining, Inner Mongolia, CN')).json();
    expect(searched.map((c: { region: string }) => c.region)).toEqual(['Inner Mongolia']);
    // The typed procedure takes it too, on an edit.
    const moved = await alice.mutation('shows.update', {
      id: plain.id,
      artist: 'Region Band',
      city: 'Jining',
      date: plain.date,
      score: 70,
      cityCountry: 'CN',
      cityRegion: 'Inner Mongolia',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().result.data).toMatchObject({ cityRegion: 'Inner Mongolia' });
  });
});
