/**
 * The songs' answers are fresh after every write that changes them, read
 * through two apps on one database (freshness-checks.ts): an artist's songs,
 * a user's ledger, a chase list, a show carrying its gig's setlist and the
 * gig page, after a setlist is written, copied, edited and deleted, a show
 * is deleted, and an account goes private.
 */
import { describe, it } from 'vitest';
import type { ArtistSongs, Chase, GigPage, Show, SongLedger } from '@gigrank/domain';
import { uniqueName } from '../support/helpers';
import { as, at, expectFresh, expectFreshWhilePrivate } from '../support/freshness-checks';
import { useTwoApps } from '../support/two-apps';

const t = useTwoApps();
const person = (displayName: string) => t.newPerson({ displayName: uniqueName(displayName) });

const songsOf = (artist: string) =>
  at<ArtistSongs>(`/api/artists/${encodeURIComponent(artist)}/songs`, (a) => [
    a.gigs,
    a.songs.map((s) => `${s.title}:${s.gigs}:${s.myShows.length}`),
  ]);
const ledgerOf = (userId: number) =>
  at<SongLedger>(`/api/users/${userId}/songs`, (l) => [l.total, l.songs.map((s) => s.title)]);
const chaseOf = (userId: number, artist: string) =>
  at<Chase>(`/api/users/${userId}/chase/${encodeURIComponent(artist)}`, (c) =>
    c.chase.map((s) => `${s.title}:${s.gigs}`),
  );
const setlistOf = (showId: number) =>
  at<Show>(`/api/shows/${showId}`, (s) => [s.setlistSource, s.setlist!.map((x) => x.title)]);

/** Two new people who both logged one gig of a new band: their shows. */
async function twoAtAGig(names: [string, string], city: string, date: string) {
  const people = [await person(names[0]), await person(names[1])] as const;
  const band = uniqueName('Fresh Band');
  const gig = { artist: band, city, date };
  const [first, second] = [
    (await people[0].a.postShow(gig)).json().show as Show,
    (await people[1].a.postShow(gig)).json().show as Show,
  ];
  return { people, band, gig, first, second };
}

describe('songs freshness', () => {
  it('a setlist written, copied, edited and deleted, and a show deleted', async () => {
    const {
      people: [ana, ben],
      band,
      gig,
      first: a,
      second: b,
    } = await twoAtAGig(['Fresh Ana', 'Fresh Ben'], 'Lisbon', '2024-07-01');
    const gigSetlist = at<GigPage>(`/api/gigs/${a.artistId}/${a.cityId}/${gig.date}`, (g) =>
      g.setlist ? [g.setlist.agree, g.setlist.setlists, g.setlist.songs.map((s) => s.title)] : null,
    );
    const songs = { songs: [{ title: 'One' }, { title: 'Two' }] };
    // Ana writes hers: every answer that counts it, for both of them.
    await expectFresh(
      () => ana.b.put(`/api/shows/${a.id}/setlist`, songs),
      [
        ...as(ana, {
          'artist songs': [songsOf(band), [0, []], [1, ['One:1:1', 'Two:1:1']]],
          ledger: [ledgerOf(ana.id), [0, []], [2, ['One', 'Two']]],
          'her show': [setlistOf(a.id), [null, []], ['own', ['One', 'Two']]],
        }),
        ...as(ben, {
          'chase list': [chaseOf(ben.id, band), [], ['One:1', 'Two:1']],
          'his show offers hers': [setlistOf(b.id), [null, []], ['gig', ['One', 'Two']]],
          'gig page': [gigSetlist, null, [1, 1, ['One', 'Two']]],
        }),
      ],
    );
    // Ben takes it: his ledger, his chase list, the gig's agreement.
    await expectFresh(
      () => ben.a.post(`/api/shows/${b.id}/setlist/copy`),
      [
        ...as(ben, {
          ledger: [ledgerOf(ben.id), [0, []], [2, ['One', 'Two']]],
          'chase list': [chaseOf(ben.id, band), ['One:1', 'Two:1'], []],
          'his show': [setlistOf(b.id), ['gig', ['One', 'Two']], ['own', ['One', 'Two']]],
          'gig page': [gigSetlist, [1, 1, ['One', 'Two']], [2, 2, ['One', 'Two']]],
        }),
      ],
    );
    // Ana edits hers: Three joins the counts, the agreement splits (hers came first).
    await expectFresh(
      () =>
        ana.b.put(`/api/shows/${a.id}/setlist`, { songs: [...songs.songs, { title: 'Three' }] }),
      as(ben, {
        'artist songs': [
          songsOf(band),
          [1, ['One:1:1', 'Two:1:1']],
          [1, ['One:1:1', 'Three:1:0', 'Two:1:1']],
        ],
        'chase list': [chaseOf(ben.id, band), [], ['Three:1']],
        'gig page': [gigSetlist, [2, 2, ['One', 'Two']], [1, 2, ['One', 'Two', 'Three']]],
      }),
    );
    // Ben removes his: his show offers the gig's again.
    await expectFresh(
      () => ben.b.put(`/api/shows/${b.id}/setlist`, { songs: [] }),
      [
        ...as(ben, {
          ledger: [ledgerOf(ben.id), [2, ['One', 'Two']], [0, []]],
          'his show': [setlistOf(b.id), ['own', ['One', 'Two']], ['gig', ['One', 'Two', 'Three']]],
        }),
      ],
    );
    // Ana deletes her show: nothing is left to count or offer.
    await expectFresh(
      () => ana.a.del(`/api/shows/${a.id}`),
      [
        ...as(ben, {
          'artist songs': [songsOf(band), [1, ['One:1:0', 'Three:1:0', 'Two:1:0']], [0, []]],
          'his show': [setlistOf(b.id), ['gig', ['One', 'Two', 'Three']], [null, []]],
          'gig page': [gigSetlist, [1, 1, ['One', 'Two', 'Three']], null],
        }),
        ...as(ana, { ledger: [ledgerOf(ana.id), [3, ['One', 'Two', 'Three']], [0, []]] }),
      ],
    );
  });

  it('an account going private leaves the counts of those it has not approved', async () => {
    const {
      people: [priv, fan],
      band,
      first: p,
      second: f,
    } = await twoAtAGig(['Fresh Private', 'Fresh Fan'], 'Porto', '2024-08-01');
    await priv.a.put(`/api/shows/${p.id}/setlist`, { songs: [{ title: 'Secret' }] });
    const checks = as(fan, {
      'artist songs': [songsOf(band), [1, ['Secret:1:0']], [0, []]],
      'chase list': [chaseOf(fan.id, band), ['Secret:1'], []],
      'his show offers it': [setlistOf(f.id), ['gig', ['Secret']], [null, []]],
    });
    await expectFreshWhilePrivate(priv, checks, 'b');
  });
});
