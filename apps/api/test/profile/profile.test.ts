import { existsSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { counterMismatches, daysAgo, imageBytes, useTestApp } from '../support/helpers';
import type { TestUser } from '../support/helpers';

const t = useTestApp();

/** The CSV export's header row, the one the domain's import mapping test reads back. */
const EXPORT_HEADER = readFileSync(
  new URL('../../../../packages/domain/test/fixtures/gigrank-export-header.csv', import.meta.url),
  'utf8',
).trim();

describe('insights', () => {
  it('are 404 / empty with no shows', async () => {
    const s = await t.newUser();
    expect((await s.get(`/api/users/${s.user.id}/best-rated-artist`)).statusCode).toBe(404);
    expect((await s.get(`/api/users/${s.user.id}/most-visited-city`)).statusCode).toBe(404);
    expect((await s.get(`/api/users/${s.user.id}/artist-insights`)).json()).toEqual([]);
    expect((await s.get(`/api/users/${s.user.id}/city-insights`)).json()).toEqual([]);
    const rpc = await s.query('profile.bestRatedArtist', { userId: s.user.id });
    expect(rpc.json().result.data).toBeNull();
  });

  it('rank artists by average and cities by shows; guests do not count', async () => {
    const s = await t.newUser();
    await s.addShow({ artist: 'Adele', score: 90, city: 'London' });
    await s.addShow({ artist: 'Adele', score: 70, city: 'London' });
    await s.addShow({
      artist: 'Muse',
      score: 85,
      city: 'Lisbon',
      'guestAppearances[0]': 'Drake',
    });
    const artists = (await s.get(`/api/users/${s.user.id}/artist-insights`)).json();
    expect(
      artists.map((a: { artistName: string; avgScore: string; showCount: number }) => [
        a.artistName,
        a.avgScore,
        a.showCount,
      ]),
    ).toEqual([
      ['Muse', '85.00', 1],
      ['Adele', '80.00', 2],
    ]);
    // Adele was seen twice: the favourite is the best rated of those (DECISIONS.md).
    expect((await s.get(`/api/users/${s.user.id}/best-rated-artist`)).json()).toEqual({
      artistName: 'Adele',
      avgScore: '80.00',
      showCount: 2,
      rule: 'seenTwice',
    });
    const cities = (await s.get(`/api/users/${s.user.id}/city-insights`)).json();
    expect(cities[0]).toMatchObject({
      cityName: 'London',
      country: 'GB',
      showCount: 2,
      avgScore: '80.00',
    });
    expect((await s.get(`/api/users/${s.user.id}/most-visited-city`)).json()).toEqual({
      cityName: 'London',
      showCount: 2,
      avgScore: '80.00',
    });
  });
});

describe('streak and global rank', () => {
  it('counts consecutive weeks ending this week or last', async () => {
    const s = await t.newUser();
    // Today and 7 and 14 days ago fall in three consecutive Monday-start weeks.
    for (const d of [0, 7, 14])
      await s.addShow({ artist: 'Coldplay', score: 60, date: daysAgo(d) });
    const user = (await s.get(`/api/users/${s.user.id}`)).json();
    expect(user.streakWeeks).toBe(3);
    expect(user.globalRank).toBeGreaterThanOrEqual(1);
    const fresh = await t.newUser();
    const none = (await fresh.get(`/api/users/${fresh.user.id}`)).json();
    expect(none.streakWeeks).toBe(0);
    expect(none.globalRank).toBeUndefined();
  });
});

describe('profile edits', () => {
  it('updates name and city with validation, owner only', async () => {
    const s = await t.newUser();
    const other = await t.newUser();
    const ok = await s.patch(`/api/users/${s.user.id}/profile`, {
      displayName: 'New Name',
      city: 'Porto',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ displayName: 'New Name', city: 'Porto' });
    const bad = await s.patch(`/api/users/${s.user.id}/profile`, { displayName: 'X' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Display name must be at least 2 characters');
    expect(
      (await other.patch(`/api/users/${s.user.id}/profile`, { displayName: 'Hacked' })).statusCode,
    ).toBe(403);
    expect(
      (await t.anon.patch(`/api/users/${s.user.id}/profile`, { displayName: 'Anon' })).statusCode,
    ).toBe(401);
    expect((await s.get(`/api/users/${s.user.id}`)).json().displayName).toBe('New Name');
  });

  it('replaces the picture with a 300x300 JPEG and removes the old file', async () => {
    const s = await t.newUser();
    const upload = (session: TestUser, data: Buffer) =>
      session.form('PATCH', `/api/users/${s.user.id}`, {}, [
        { field: 'profilePicture', name: 'profile-picture', type: 'image/jpeg', data },
      ]);
    const first = await upload(s, await imageBytes('jpeg', { width: 500, height: 400 }));
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json().profilePicture as string;
    expect(await sharp(t.files.pathOf(firstUrl)!).metadata()).toMatchObject({
      format: 'jpeg',
      width: 300,
      height: 300,
    });
    const second = await upload(s, await imageBytes('png'));
    const secondUrl = second.json().profilePicture as string;
    expect(secondUrl).not.toBe(firstUrl);
    expect(existsSync(t.files.pathOf(firstUrl)!)).toBe(false);
    expect(existsSync(t.files.pathOf(secondUrl)!)).toBe(true);
    const fake = await upload(s, Buffer.from('<svg onload=alert(1)>'));
    expect(fake.statusCode).toBe(400);
    expect((await s.get(`/api/users/${s.user.id}`)).json().profilePicture).toBe(secondUrl);
    const other = await t.newUser();
    expect((await upload(other, await imageBytes())).statusCode).toBe(403);
  });
});

describe('account deletion', () => {
  it('removes everything of the user in one go, fixes counters, ends sessions and removes files', async () => {
    const gone = await t.newUser({ displayName: 'Leaving' });
    const stays = await t.newUser({ displayName: 'Staying' });
    const show = await gone.addShow({ artist: 'Radiohead', score: 95 }, [
      { field: 'photos', name: 'p.png', type: 'image/png', data: await imageBytes() },
    ]);
    const theirs = await stays.addShow({ artist: 'Radiohead', score: 60 });
    await gone.post(`/api/users/${gone.user.id}/following/${stays.user.id}`);
    await stays.post(`/api/users/${stays.user.id}/following/${gone.user.id}`);
    await gone.post(`/api/shows/${theirs.id}/like`);
    await gone.post(`/api/shows/${theirs.id}/comments`, { body: 'nice' });
    await gone.post(`/api/users/${gone.user.id}/want-to-see`, { artistName: 'Adele' });
    const photoPath = t.files.pathOf(show.photos[0]!.url)!;
    await t.deps.photoJobs.idle();
    expect(existsSync(photoPath)).toBe(true);

    expect((await stays.del(`/api/users/${gone.user.id}`)).statusCode).toBe(403);
    const res = await gone.del(`/api/users/${gone.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/gigrank_session=;/);

    expect((await gone.get('/api/auth/me')).statusCode).toBe(401);
    expect((await stays.get(`/api/users/${gone.user.id}`)).statusCode).toBe(404);
    expect(existsSync(photoPath)).toBe(false);
    const after = (await stays.get(`/api/users/${stays.user.id}`)).json();
    expect(after).toMatchObject({ followersCount: 0, followingCount: 0 });
    expect((await stays.get(`/api/shows/${theirs.id}`)).json()).toMatchObject({
      likesCount: 0,
      commentsCount: 0,
    });
    const radiohead = (await stays.get('/api/artists/Radiohead')).json();
    expect(radiohead.rating).toMatchObject({ avgScore: '60.00', showCount: 1, fanCount: 1 });
    expect(await counterMismatches(t.database.db)).toEqual([]);
    expect((await stays.get(`/api/shows/${show.id}`)).statusCode).toBe(404);
  });
});

describe('For You and Wrapped', () => {
  it('recommends what friends love, then what is loved in your city', async () => {
    const me = await t.newUser();
    const f1 = await t.newUser({ displayName: 'Fay' });
    const f2 = await t.newUser({ displayName: 'Gil' });
    const stranger = await t.newUser();
    for (const f of [f1, f2]) {
      await me.post(`/api/users/${me.user.id}/following/${f.user.id}`);
      await f.addShow({ artist: 'Fleetwood Mac', score: 92 });
    }
    await f1.addShow({ artist: 'Nickelback', score: 20 });
    await f1.addShow({ artist: 'Muse', score: 88 });
    await me.addShow({ artist: 'Muse', score: 70, city: 'Porto' });
    await stranger.addShow({ artist: 'Rosalía', score: 95, city: 'Porto' });
    const recs = (await me.get(`/api/users/${me.user.id}/recommendations`)).json() as {
      artistName: string;
      reason: string;
    }[];
    expect(recs[0]).toMatchObject({
      artistName: 'Fleetwood Mac',
      reason: 'Loved by Fay and Gil',
      lovedBy: [
        { id: f1.user.id, displayName: 'Fay' },
        { id: f2.user.id, displayName: 'Gil' },
      ],
    });
    expect(recs.map((r) => r.artistName)).not.toContain('Muse'); // already seen
    expect(recs.map((r) => r.artistName)).not.toContain('Nickelback'); // not loved
    expect(recs).toContainEqual(
      expect.objectContaining({ artistName: 'ROSALÍA', reason: 'Loved in Porto', lovedBy: [] }),
    );
    const lonely = await t.newUser();
    expect((await lonely.get(`/api/users/${lonely.user.id}/recommendations`)).json()).toEqual([]);
  });

  it('summarises a year or all time', async () => {
    const s = await t.newUser();
    await s.addShow({ artist: 'Adele', score: 91, date: '2025-05-01', city: 'London' });
    await s.addShow({ artist: 'Adele', score: 80, date: '2025-06-01', city: 'London' });
    await s.addShow({ artist: 'Muse', score: 70, date: '2024-03-01', city: 'Porto' });
    const y2025 = (await s.get(`/api/users/${s.user.id}/wrapped?year=2025`)).json();
    expect(y2025).toMatchObject({
      year: 2025,
      years: [2025, 2024],
      favoriteArtist: { artistName: 'Adele', avgScore: '85.5', showCount: 2 },
      mostVisitedCity: { cityName: 'London', showCount: 2 },
      totalShows: 2,
    });
    expect(y2025.topShows.map((x: { score: number }) => x.score)).toEqual([91, 80]);
    const all = (await s.get(`/api/users/${s.user.id}/wrapped`)).json();
    expect(all.totalShows).toBe(3);
    expect(all.topShows).toHaveLength(3);
    expect((await s.get(`/api/users/${s.user.id}/wrapped?year=abc`)).statusCode).toBe(400);
  });
});

describe('data export', () => {
  it('gives the owner everything as JSON and the shows as CSV, with no secrets', async () => {
    const s = await t.newUser({ displayName: 'Exporter' });
    const friend = await t.newUser();
    await s.addShow({ artist: 'Tyler, The Creator', score: 88, notes: 'Said "wow", twice' });
    await s.post(`/api/users/${s.user.id}/following/${friend.user.id}`);
    await s.post(`/api/users/${s.user.id}/want-to-see`, { artistName: 'Adele' });
    const res = await s.get(`/api/users/${s.user.id}/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="gigrank-export-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const data = res.json();
    expect(data.profile.displayName).toBe('Exporter');
    expect(data.shows).toHaveLength(1);
    expect(data.following.map((u: { id: number }) => u.id)).toEqual([friend.user.id]);
    expect(data.wantToSee).toEqual([{ artistName: 'Adele' }]);
    expect(res.body).not.toMatch(/argon2|password|token_hash/i);
    const csv = await s.get(`/api/users/${s.user.id}/export?format=csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe(EXPORT_HEADER);
    expect(lines[1]).toContain('"Tyler, The Creator"');
    expect(lines[1]).toContain('"Said ""wow"", twice"');
  });
});
