/**
 * Songs through the real server, on both engines: a setlist written on any
 * show (REST and tRPC, the one text rule, owner only), one song per title
 * key, the gig's setlist offered to a show without one and copied ("This is
 * what I heard"), the gig's most common version, an artist's songs, a
 * user's songs heard live, the chase list and its rare moments on a fixture
 * whose answers are worked out by hand below, and privacy: a private
 * account's setlists count only for those allowed to see its shows.
 */
import { describe, expect, it } from 'vitest';
import {
  SETLIST_SONG_MAX,
  SETLIST_SONGS_MAX,
  type ArtistSongs,
  type Chase,
  type GigPage,
  type SetlistSong,
  type Show,
  type SongLedger,
  type WrappedData,
} from '@gigrank/domain';
import { uniqueName, useTestApp, type TestUser } from '../support/helpers';

const t = useTestApp();

const titles = (...names: string[]): SetlistSong[] => names.map((title) => ({ title }));

async function setlist(who: TestUser, showId: number, songs: SetlistSong[]) {
  const res = await who.put(`/api/shows/${showId}/setlist`, { songs });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().show as Show;
}

const showOf = async (who: TestUser, id: number) => {
  const res = await who.get(`/api/shows/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Show;
};

const artistSongs = async (who: TestUser, artist: string) => {
  const res = await who.get(`/api/artists/${encodeURIComponent(artist)}/songs`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ArtistSongs;
};

const chaseOf = async (who: TestUser, userId: number, artist: string) => {
  const res = await who.get(`/api/users/${userId}/chase/${encodeURIComponent(artist)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Chase;
};

/** Song title → [gigs, first, last] of an artist's songs answer. */
const playCounts = (songs: ArtistSongs) =>
  Object.fromEntries(songs.songs.map((s) => [s.title, [s.gigs, s.first, s.last]]));

describe('a setlist on any show', () => {
  it('is written in order with its marks, answered on the show, and removed by an empty list', async () => {
    const fan = await t.newUser();
    const band = uniqueName('Setlist Band');
    const { id } = await fan.addShow({ artist: band, city: 'Lisbon', date: '2025-05-01' });
    const songs: SetlistSong[] = [
      { title: 'Intro', tape: true },
      { title: 'Hunter' },
      { title: 'Jóga', note: 'acoustic' },
      { title: 'Venus as a Boy', withGuest: 'Guy Sigsworth' },
      { title: "It's Oh So Quiet", encore: true, coverOf: 'Betty Hutton' },
    ];
    const written = await setlist(fan, id, songs);
    expect(written.setlist).toEqual(songs);
    expect(written.setlistSource).toBe('own');
    // Lists (the ranking here) say there is one and leave the songs out; tRPC's
    // show answers the same as REST's.
    const ranked = (await fan.get(`/api/users/${fan.user.id}/ranked-shows`)).json() as Show[];
    const card = ranked.find((s) => s.id === id)!;
    expect(card.setlistSource).toBe('own');
    expect(card).not.toHaveProperty('setlist');
    const rpc = await fan.query('shows.byId', { id });
    expect(rpc.json().result.data.setlist).toEqual(songs);
    // Through tRPC, a whole new list replaces it.
    const viaRpc = await fan.mutation('songs.setSetlist', { showId: id, songs: titles('One') });
    expect(viaRpc.statusCode, viaRpc.body).toBe(200);
    expect((await showOf(fan, id)).setlist).toEqual(titles('One'));
    const removed = await setlist(fan, id, []);
    expect(removed.setlist).toEqual([]);
    expect(removed.setlistSource).toBeNull();
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const fan = await t.newUser();
    const { id } = await fan.addShow({ artist: uniqueName('Rule Band'), city: 'Porto' });
    await setlist(fan, id, titles('Kept'));
    const cases: [unknown, string][] = [
      [{ songs: [{ title: '' }] }, 'Song title is required'],
      [
        { songs: [{ title: 'x'.repeat(SETLIST_SONG_MAX + 1) }] },
        `Song title must be at most ${SETLIST_SONG_MAX} characters`,
      ],
      [{ songs: [{ title: 'A\u202EB' }] }, 'Song contains characters that are not allowed'],
      [{ songs: [{ title: 'A', coverOf: 'B\u200B' }] }, 'Cover contains characters'],
      [{ songs: [{ title: 'A', note: 'n'.repeat(500) }] }, 'Song note must be at most'],
      [
        { songs: titles(...Array.from({ length: SETLIST_SONGS_MAX + 1 }, (_, i) => `S${i}`)) },
        `A setlist can have at most ${SETLIST_SONGS_MAX} songs`,
      ],
      [{ songs: 'Hunter' }, 'The setlist must be a list of songs'],
      [{ songs: [{ title: 'A', extra: 1 }] }, ''],
    ];
    for (const [body, message] of cases) {
      const res = await fan.put(`/api/shows/${id}/setlist`, body as object);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(message);
    }
    expect((await showOf(fan, id)).setlist).toEqual(titles('Kept'));
  });

  it("is the owner's only: another user gets 403, a missing show 404", async () => {
    const [fan, other] = [await t.newUser(), await t.newUser()];
    const { id } = await fan.addShow({ artist: uniqueName('Mine Band') });
    const res = await other.put(`/api/shows/${id}/setlist`, { songs: titles('Theirs') });
    expect(res.statusCode).toBe(403);
    expect((await fan.put('/api/shows/99999999/setlist', { songs: [] })).statusCode).toBe(404);
    expect((await showOf(fan, id)).setlist).toEqual([]);
  });

  it('makes one song of every spelling of a title, and an edit moves the setlist with its show', async () => {
    const [a, b] = [await t.newUser(), await t.newUser()];
    const band = uniqueName('Key Band');
    const first = await a.addShow({ artist: band, city: 'Lisbon', date: '2025-01-10' });
    const second = await b.addShow({ artist: band, city: 'Porto', date: '2025-02-10' });
    await setlist(a, first.id, titles('Hyperballad'));
    await setlist(b, second.id, titles('hyperballad ', 'HYPERBALLAD'));
    const songs = await artistSongs(a, band);
    expect(songs.songs.map((s) => [s.title, s.gigs])).toEqual([['Hyperballad', 2]]);
    expect(songs.gigs).toBe(2);
    // b's show becomes a show of another band: its setlist goes with it.
    const other = uniqueName('Moved Band');
    expect(
      (await b.putShow(second.id, { artist: other, city: 'Porto', date: '2025-02-10', score: 70 }))
        .statusCode,
    ).toBe(200);
    // A song keeps the title it was first written with.
    expect((await showOf(b, second.id)).setlist!.map((s) => s.title)).toEqual([
      'Hyperballad',
      'Hyperballad',
    ]);
    expect(playCounts(await artistSongs(a, band))).toEqual({
      Hyperballad: [1, '2025-01-10', '2025-01-10'],
    });
    expect(playCounts(await artistSongs(a, other))).toEqual({
      Hyperballad: [1, '2025-02-10', '2025-02-10'],
    });
  });
});

describe('one gig, one setlist', () => {
  it('offers the gig\'s setlist to a show without one, copies it on "This is what I heard", and keeps edits per show', async () => {
    const [ana, ben, cal] = [
      await t.newUser({ displayName: 'Ana' }),
      await t.newUser({ displayName: 'Ben' }),
      await t.newUser({ displayName: 'Cal' }),
    ];
    const gig = { artist: uniqueName('Gig Band'), city: 'Lisbon', date: '2025-06-01' };
    const a = await ana.addShow(gig);
    const b = await ben.addShow(gig);
    const c = await cal.addShow(gig);
    // Nobody wrote one: nothing to offer or copy.
    expect((await showOf(ben, b.id)).setlistSource).toBeNull();
    const none = await ben.post(`/api/shows/${b.id}/setlist/copy`);
    expect(none.statusCode).toBe(404);
    expect(none.body).toContain('Nobody at this gig wrote a setlist');

    const x = [...titles('One', 'Two'), { title: 'Three', encore: true as const }];
    await setlist(ana, a.id, x);
    const offered = await showOf(ben, b.id);
    expect(offered.setlist).toEqual(x);
    expect(offered.setlistSource).toBe('gig');
    expect(offered.setlistFrom).toMatchObject({ showId: a.id, agree: 1, setlists: 1 });
    expect(offered.setlistFrom!.user.displayName).toBe('Ana');

    const copied = await ben.post(`/api/shows/${b.id}/setlist/copy`);
    expect(copied.statusCode, copied.body).toBe(200);
    expect(copied.json().show.setlist).toEqual(x);
    expect(copied.json().show.setlistSource).toBe('own');
    const again = await ben.post(`/api/shows/${b.id}/setlist/copy`);
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('This show already has its own setlist');

    // Cal heard it differently; Ben's later edit stays Ben's.
    await setlist(cal, c.id, titles('One', 'Two', 'Three'));
    await setlist(ben, b.id, [...x, { title: 'Four', encore: true }]);
    expect((await showOf(ana, a.id)).setlist).toEqual(x);
    // Three versions, one each: the first written speaks.
    const page = async () => {
      const gigPage = await ana.get(`/api/gigs/${offered.artistId}/${offered.cityId}/${gig.date}`);
      expect(gigPage.statusCode, gigPage.body).toBe(200);
      return (gigPage.json() as GigPage).setlist;
    };
    expect(await page()).toMatchObject({ showId: a.id, agree: 1, setlists: 3, songs: x });
    // Cal takes Ana's: two of three agree.
    await setlist(cal, c.id, x);
    expect(await page()).toMatchObject({ showId: a.id, agree: 2, setlists: 3 });
    // Ben goes back to the gig's version too, so Ana's is three of three; Ben's notes are his.
    await setlist(
      ben,
      b.id,
      x.map((s) => ({ ...s, note: 'from row 3' })),
    );
    expect(await page()).toMatchObject({ agree: 3, setlists: 3 });
  });

  it('another user cannot copy into your show', async () => {
    const [ana, ben] = [await t.newUser(), await t.newUser()];
    const gig = { artist: uniqueName('Copy Band'), city: 'Porto', date: '2025-06-02' };
    const a = await ana.addShow(gig);
    const b = await ben.addShow(gig);
    await setlist(ana, a.id, titles('Only'));
    expect((await ana.post(`/api/shows/${b.id}/setlist/copy`)).statusCode).toBe(403);
    expect((await showOf(ben, b.id)).setlistSource).toBe('gig');
  });
});

/**
 * The fixture of the ledger and chase tests, by hand:
 *
 *   gig 1, 2024-01-10, Lisbon (Uma):  S1 S2 S3
 *   gig 2, 2024-02-10, Porto  (Vic):  S1 S2 S4
 *   gig 3, 2024-03-10, Braga  (Wes):  S1 S4 S5(tape)
 *
 * Plays (tape left out): S1 3 gigs (first 01-10), S2 2 (01-10), S4 2 (02-10),
 * S3 1 (01-10); S5 none. Logged gigs with a setlist: 3.
 * Uma heard S1, S2, S3 at gig 1: she never caught S4 (2 of 3); she was at
 * the only performance of S3 and the first logged ones of S1 and S2.
 */
async function chaseFixture() {
  const [uma, vic, wes] = [
    await t.newUser({ displayName: 'Uma' }),
    await t.newUser({ displayName: 'Vic' }),
    await t.newUser({ displayName: 'Wes' }),
  ];
  const band = uniqueName('Chase Band');
  const gig1 = await uma.addShow({ artist: band, city: 'Lisbon', date: '2024-01-10' });
  const gig2 = await vic.addShow({ artist: band, city: 'Porto', date: '2024-02-10' });
  const gig3 = await wes.addShow({ artist: band, city: 'Braga', date: '2024-03-10' });
  await setlist(uma, gig1.id, titles('S1', 'S2', 'S3'));
  await setlist(vic, gig2.id, titles('S1', 'S2', 'S4'));
  await setlist(wes, gig3.id, [...titles('S1', 'S4'), { title: 'S5', tape: true }]);
  return { uma, vic, wes, band, gig1, gig2, gig3 };
}

describe('songs heard live and the chase list', () => {
  it('an artist page of songs: gigs, first, last and which of your shows had it', async () => {
    const { uma, band, gig1 } = await chaseFixture();
    const songs = await artistSongs(uma, band);
    expect(songs.gigs).toBe(3);
    expect(songs.songs.map((s) => [s.title, s.gigs, s.first, s.last, s.myShows])).toEqual([
      ['S1', 3, '2024-01-10', '2024-03-10', [{ id: gig1.id, date: '2024-01-10' }]],
      ['S2', 2, '2024-01-10', '2024-02-10', [{ id: gig1.id, date: '2024-01-10' }]],
      ['S4', 2, '2024-02-10', '2024-03-10', []],
      ['S3', 1, '2024-01-10', '2024-01-10', [{ id: gig1.id, date: '2024-01-10' }]],
    ]);
    const missing = await uma.get(`/api/artists/${uniqueName('Nobody')}/songs`);
    expect(missing.statusCode).toBe(404);
  });

  it("a user's ledger: distinct songs, per artist, most heard first with the date first heard", async () => {
    const { uma, band, gig1 } = await chaseFixture();
    // A second show of Uma's with S1 again, and one of another band.
    const again = await uma.addShow({ artist: band, city: 'Faro', date: '2024-05-01' });
    await setlist(uma, again.id, titles('S1', 's2 '));
    const other = uniqueName('Other Band');
    const elsewhere = await uma.addShow({ artist: other, city: 'Faro', date: '2023-05-01' });
    await setlist(uma, elsewhere.id, titles('Z1'));
    const res = await uma.get(`/api/users/${uma.user.id}/songs?limit=3`);
    expect(res.statusCode, res.body).toBe(200);
    const ledger = res.json() as SongLedger;
    expect(ledger.total).toBe(4);
    expect(ledger.artists).toEqual([
      { artist: band, songs: 3 },
      { artist: other, songs: 1 },
    ]);
    expect(
      ledger.songs.map((s) => [s.title, s.artist, s.times, s.firstHeard, s.firstShowId]),
    ).toEqual([
      ['S1', band, 2, '2024-01-10', gig1.id],
      ['S2', band, 2, '2024-01-10', gig1.id],
      ['Z1', other, 1, '2023-05-01', elsewhere.id],
    ]);
    const next = (await uma.get(`/api/users/${uma.user.id}/songs?limit=3&offset=3`)).json();
    expect((next as SongLedger).songs.map((s) => s.title)).toEqual(['S3']);
    // Wrapped counts the songs of the year's shows.
    const wrapped = (
      await uma.get(`/api/users/${uma.user.id}/wrapped?year=2024`)
    ).json() as WrappedData;
    expect(wrapped.songsHeard).toBe(3);
  });

  it("the chase list: the staples you've never caught, and the rare moments you were at", async () => {
    const { uma, vic, band, gig1 } = await chaseFixture();
    const chase = await chaseOf(vic, uma.user.id, band);
    expect(chase).toMatchObject({ userId: uma.user.id, artist: band, gigs: 3, heard: 3 });
    expect(chase.chase.map((s) => [s.title, s.gigs])).toEqual([['S4', 2]]);
    expect(chase.moments.map((m) => [m.kind, m.title, m.showId, m.gigs])).toEqual([
      ['debut', 'S1', gig1.id, 3],
      ['debut', 'S2', gig1.id, 2],
      ['only', 'S3', gig1.id, 1],
    ]);
    // tRPC answers the same.
    const rpc = await vic.query('songs.chase', { userId: uma.user.id, artistName: band });
    expect(rpc.json().result.data).toEqual(chase);
  });

  it("a private account's setlists count only for those allowed to see its shows", async () => {
    const { uma, vic, wes, band } = await chaseFixture();
    const follower = await t.newUser();
    await follower.post(`/api/users/${follower.user.id}/following/${wes.user.id}`);
    expect(
      (await wes.patch(`/api/users/${wes.user.id}/profile`, { isPrivate: true })).statusCode,
    ).toBe(200);
    // Uma does not follow Wes: gig 3 leaves her counts; S4 is played at one gig of two.
    const seen = await artistSongs(uma, band);
    expect(seen.gigs).toBe(2);
    expect(playCounts(seen)).toMatchObject({
      S1: [2, '2024-01-10', '2024-02-10'],
      S4: [1, '2024-02-10', '2024-02-10'],
    });
    expect((await chaseOf(uma, uma.user.id, band)).chase).toEqual([
      { id: expect.any(Number), title: 'S4', gigs: 1 },
    ]);
    // Wes himself and his follower (approved before he went private) count all three.
    expect((await artistSongs(wes, band)).gigs).toBe(3);
    expect((await artistSongs(follower, band)).gigs).toBe(3);
    // His ledger and chase list are his audience's only.
    expect((await uma.get(`/api/users/${wes.user.id}/songs`)).statusCode).toBe(403);
    expect((await uma.get(`/api/users/${wes.user.id}/chase/${band}`)).statusCode).toBe(403);
    expect((await follower.get(`/api/users/${wes.user.id}/songs`)).statusCode).toBe(200);
    // A show of his gig offers no setlist of his to a stranger.
    const stranger = await t.newUser();
    const mine = await stranger.addShow({ artist: band, city: 'Braga', date: '2024-03-10' });
    expect((await showOf(stranger, mine.id)).setlistSource).toBeNull();
    expect((await stranger.post(`/api/shows/${mine.id}/setlist/copy`)).statusCode).toBe(404);
    void vic;
  });
});
