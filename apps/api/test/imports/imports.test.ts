/**
 * Importing a history through REST and tRPC, on SQLite and (with
 * TEST_POSTGRES_URL) PostgreSQL: setlist.fm pages and CSV files previewed
 * (created / duplicates / refused with reasons, nothing changed), committed
 * (counters and ranks right, setlists and sources kept), re-run without
 * creating anything twice, Gigrank's own CSV export imported back to the
 * same shows, owner only, and every limit answered with its message.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  IMPORT_MAX_FILES,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  type ImportPreviewResponse,
  type ImportProgress,
  type Show,
} from '@gigrank/domain';
import { rankMismatches } from '@gigrank/db';
import {
  housekeeping,
  IMPORT_KEEP_DAYS,
} from '../../src/modules/housekeeping/housekeeping.service';
import { counterMismatches, daysAgo, uniqueName, useTestApp } from '../support/helpers';
import type { TestUser } from '../support/requests';
import { commitImport, exportedShows, previewImport, previewImportOk } from '../support/imports';

const t = useTestApp();
const [ann, bob] = t.users('Ann', 'Bob');

const fixture = (name: string) =>
  readFileSync(
    new URL(`../../../../packages/domain/test/fixtures/setlistfm/${name}`, import.meta.url),
  );
const PAGES = ['attended-page-1.json', 'attended-page-2.json'];
const DAY = 24 * 60 * 60_000;

async function consistent(who: TestUser) {
  expect(await rankMismatches(t.db, [who.user.id])).toEqual([]);
  expect(await counterMismatches(t.db)).toEqual([]);
}

describe('setlist.fm pages', () => {
  it('preview lists what would be created, repeated and refused, and changes nothing', async () => {
    const user = await t.newUser();
    const showsBefore = await t.countRows('shows');
    const artistsBefore = await t.countRows('artists');
    const body = await previewImportOk(user, 'setlistfm', PAGES.map(fixture));
    expect(body.source).toBe('setlistfm');
    expect(body.importId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.preview.create.map((r) => [r.row, r.artist, r.date, r.city])).toEqual([
      [1, 'Björk', '2024-06-21', 'Lisbon'],
      [2, 'Sigur Rós', '2023-08-02', 'Oeiras'],
      [3, 'Bad Date Band', '2022-11-14', 'Porto'],
      [4, 'Radiohead', '2024-02-29', 'New York'],
      [8, 'Québec Orchestra', '2019-05-05', 'Montréal'],
    ]);
    expect(body.preview.create[0]).toMatchObject({
      countryCode: 'PT',
      venue: 'Coliseu dos Recreios',
      score: null,
      sourceId: '63de4613',
      sourceUrl:
        'https://www.setlist.fm/setlist/bjork/2024/coliseu-dos-recreios-lisbon-portugal-63de4613.html',
    });
    expect(body.preview.create[0]!.setlist).toHaveLength(5);
    // The Björk page saved twice: the second is a repeat of the upload's own row.
    expect(body.preview.duplicates.map((d) => [d.row, d.artist, d.showId])).toEqual([
      [5, 'Björk', null],
    ]);
    expect(body.preview.refused).toEqual([
      { row: 6, message: 'Invalid date "31-04-2021" (expected dd-MM-yyyy)' },
      { row: 7, message: 'The setlist has no city' },
    ]);
    expect(await t.countRows('shows')).toBe(showsBefore);
    expect(await t.countRows('artists')).toBe(artistsBefore);
  });

  it('commit creates the shows unscored, with setlist and source; a re-run creates nothing', async () => {
    const user = await t.newUser();
    // Already in the catalogue, spelled otherwise: matched, not created again.
    await user.addShow({ artist: 'SIGUR ROS', city: 'Reykjavik', date: '2016-12-27', score: 90 });
    const { importId } = await previewImportOk(user, 'setlistfm', PAGES.map(fixture));
    expect(await commitImport(user, importId)).toEqual({ created: 5, skipped: 1, refused: 2 });

    const shows = await exportedShows(user);
    expect(shows).toHaveLength(6);
    const bjork = shows.find((s) => s.artist === 'Björk')!;
    expect(bjork).toMatchObject({
      score: null,
      rating: null,
      rank: null,
      venue: 'Coliseu dos Recreios',
      city: 'Lisbon',
      cityCountry: 'PT',
      date: '2024-06-21',
      sourceUrl:
        'https://www.setlist.fm/setlist/bjork/2024/coliseu-dos-recreios-lisbon-portugal-63de4613.html',
    });
    expect(bjork.setlist).toEqual([
      { title: 'Utopia' },
      { title: 'Isobel', note: 'acoustic' },
      { title: 'Pagan Poetry' },
      { title: 'Hyperballad', encore: true },
      { title: "It's Oh So Quiet", encore: true, coverOf: 'Betty Hutton' },
    ]);
    const sigur = shows.filter((s) => s.artist.toLowerCase().startsWith('sigur'));
    expect(new Set(sigur.map((s) => s.artist)).size).toBe(1);
    // The scored show keeps rank 1; the imported ones wait unranked.
    expect(shows.filter((s) => s.rank !== null).map((s) => s.rank)).toEqual([1]);
    const page = await user.get(`/api/shows/${bjork.id}`);
    expect(page.json()).toMatchObject({ setlist: bjork.setlist, sourceUrl: bjork.sourceUrl });
    await consistent(user);

    // The same files again: everything is already logged.
    const again = await previewImportOk(user, 'setlistfm', PAGES.map(fixture));
    expect(again.preview.create).toEqual([]);
    expect(again.preview.duplicates.map((d) => d.row)).toEqual([1, 2, 3, 4, 5, 8]);
    expect(again.preview.duplicates.find((d) => d.row === 1)!.showId).toBe(bjork.id);
    expect(await commitImport(user, again.importId)).toEqual({
      created: 0,
      skipped: 6,
      refused: 2,
    });
    expect(await exportedShows(user)).toHaveLength(6);
  });

  it('a commit asked again, or twice at once, creates each show once', async () => {
    const user = await t.newUser();
    const { importId } = await previewImportOk(user, 'setlistfm', PAGES.map(fixture));
    const [a, b] = await Promise.all([commitImport(user, importId), commitImport(user, importId)]);
    expect(a).toEqual({ created: 5, skipped: 1, refused: 2 });
    expect(b).toEqual(a);
    expect(await commitImport(user, importId)).toEqual(a);
    expect(await exportedShows(user)).toHaveLength(5);
    const progress = await user.get(`/api/users/${user.user.id}/imports/${importId}`);
    expect(progress.json()).toEqual({
      importId,
      status: 'done',
      total: 5,
      done: 5,
      created: 5,
      skipped: 1,
      refused: 2,
    } satisfies ImportProgress);
    await consistent(user);
  });

  it('an account with nothing attended imports nothing; a file that is not a page is refused', async () => {
    const user = await t.newUser();
    const empty = await previewImportOk(user, 'setlistfm', [fixture('attended-empty.json')]);
    expect(empty.preview).toEqual({ create: [], duplicates: [], refused: [], refusedTotal: 0 });
    for (const bad of ['not json at all', '{"hello":"world"}', '[1,2,3]']) {
      const res = await previewImport(user, 'setlistfm', [fixture('attended-page-1.json'), bad]);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBe(
        'File 2 is not a setlist.fm attended list (expected the JSON of GET /1.0/user/{userId}/attended)',
      );
    }
  });

  it('a show logged by hand (same artist, date and city, spelled otherwise) is a duplicate', async () => {
    const user = await t.newUser();
    const show = await user.addShow({
      artist: 'radiohead',
      city: 'New York',
      date: '2024-02-29',
      score: 70,
    });
    const body = await previewImportOk(user, 'setlistfm', [fixture('attended-page-2.json')]);
    expect(body.preview.duplicates).toEqual([
      expect.objectContaining({ row: 1, artist: 'Radiohead', showId: show.id }),
    ]);
    expect(body.preview.create.map((r) => r.artist)).toEqual(['Björk', 'Québec Orchestra']);
  });
});

describe('CSV', () => {
  it("Gigrank's own CSV export imports back to the same shows", async () => {
    const owner = await t.newUser();
    const band = uniqueName('Round Trip');
    await owner.addShow({
      artist: band,
      city: 'Porto',
      date: daysAgo(40),
      score: 88,
      venue: 'Coliseu do Porto, Sala 1',
      notes: '=SUM(A1) "quoted", and a\nsecond line',
      companion: 'rui',
      favoriteSong: '+44',
      'guestAppearances[0]': `${band} Guest One`,
      'guestAppearances[1]': `${band} Guest Two`,
    });
    await owner.addShow({ artist: `${band} Two`, city: 'Lisbon', date: daysAgo(400), score: 12 });
    const csv = await owner.get(`/api/users/${owner.user.id}/export?format=csv`);
    expect(csv.statusCode).toBe(200);

    const user = await t.newUser();
    const body = await previewImportOk(user, 'csv', [csv.body]);
    expect(body.csv).toMatchObject({ dateOrder: 'iso', dateOrderAmbiguous: false });
    expect(body.csv!.mapping).toMatchObject({ date: 1, artist: 2, guests: 3, venue: 4, city: 5 });
    expect(body.preview.refused).toEqual([]);
    expect(await commitImport(user, body.importId)).toEqual({ created: 2, skipped: 0, refused: 0 });

    const fields = (s: Show) => ({
      artist: s.artist,
      date: s.date,
      city: s.city,
      cityCountry: s.cityCountry,
      venue: s.venue,
      score: s.score,
      rating: s.rating,
      notes: s.notes,
      companion: s.companion,
      favoriteSong: s.favoriteSong,
      guests: s.guestAppearances.map((g) => g.artist),
      rank: s.rank,
    });
    const sorted = (shows: Show[]) =>
      shows.map(fields).sort((a, b) => a.date.localeCompare(b.date));
    expect(sorted(await exportedShows(user))).toEqual(sorted(await exportedShows(owner)));
    await consistent(user);
  });

  it('an ambiguous day/month order is said, and read as the user confirms', async () => {
    const user = await t.newUser();
    const csv = 'Date,Band,Town,Country,Score\n03/04/2021,Ambiguous Band,Lisbon,Portugal,70\n';
    const guessed = await previewImportOk(user, 'csv', [csv]);
    expect(guessed.csv).toMatchObject({ dateOrder: 'dmy', dateOrderAmbiguous: true });
    expect(guessed.preview.create[0]).toMatchObject({ date: '2021-04-03', countryCode: 'PT' });
    const confirmed = await previewImportOk(user, 'csv', [csv], { dateOrder: 'mdy' });
    expect(confirmed.csv).toMatchObject({ dateOrder: 'mdy', dateOrderAmbiguous: false });
    expect(confirmed.preview.create[0]).toMatchObject({ date: '2021-03-04', score: 70 });
    // A file that says it (a day above 12) needs no confirmation.
    const plain = await previewImportOk(user, 'csv', [
      'date,artist,city\n25/12/2020,Xmas Band,Porto\n',
    ]);
    expect(plain.csv).toMatchObject({ dateOrder: 'dmy', dateOrderAmbiguous: false });
  });

  it('the mapping is guessed, shown and changeable; without the required columns nothing is read', async () => {
    const user = await t.newUser();
    const csv = 'When,Who,Where,Stars\n2021-05-01,Mapped Band,Braga,55\n';
    const unmapped = await previewImportOk(user, 'csv', [csv]);
    expect(unmapped.csv).toMatchObject({
      headers: ['When', 'Who', 'Where', 'Stars'],
      sample: [['2021-05-01', 'Mapped Band', 'Braga', '55']],
    });
    expect(unmapped.preview.create).toEqual([]);
    expect(unmapped.preview.refused).toEqual([
      { row: 0, message: 'Choose the column of: date, artist, city' },
    ]);
    const mapped = await previewImportOk(user, 'csv', [csv], {
      columns: { date: 0, artist: 1, city: 2, score: 3 },
    });
    expect(mapped.preview.create).toEqual([
      expect.objectContaining({
        date: '2021-05-01',
        artist: 'Mapped Band',
        city: 'Braga',
        score: 55,
      }),
    ]);
  });

  it('refuses bad rows one by one with the form’s reasons, and imports the rest', async () => {
    const user = await t.newUser();
    const csv = [
      'date,artist,city,score,guests',
      '2021-01-10,Good Band,Porto,80,',
      `${daysAgo(-30)},Future Band,Porto,50,`,
      '2021-02-30,Bad Day Band,Porto,50,',
      '2021-03-01,Loud Band,Porto,101,',
      '2021-03-02,,Porto,50,',
      '2021-03-03,No City Band,,50,',
      '2021-03-04,Crowded Band,Porto,50,A;B;C;D',
      '2021-03-05,Self Band,Porto,50,Self Band',
      '2021-03-06,Unscored Band,Porto,,',
      '2021-01-10,good band,porto,75,',
    ].join('\n');
    const body = await previewImportOk(user, 'csv', [csv]);
    expect(body.preview.create.map((r) => [r.row, r.artist, r.score])).toEqual([
      [1, 'Good Band', 80],
      [9, 'Unscored Band', null],
    ]);
    expect(body.preview.duplicates.map((d) => [d.row, d.showId])).toEqual([[10, null]]);
    expect(body.preview.refused.map((r) => r.row)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    const messages = body.preview.refused.map((r) => r.message);
    expect(messages[0]).toMatch(/future|tomorrow/i);
    expect(messages[1]).toBe('Invalid date "2021-02-30"');
    expect(messages[2]).toBe('Invalid score "101" (out of 100: a number from 0 to 100, or empty)');
    expect(messages[3]).toMatch(/artist/i);
    expect(messages[4]).toMatch(/city/i);
    expect(messages[5]).toMatch(/guest/i);
    expect(messages[6]).toMatch(/main artist/i);
    expect(await commitImport(user, body.importId)).toEqual({ created: 2, skipped: 1, refused: 7 });
    const shows = await exportedShows(user);
    expect(shows.map((s) => [s.artist, s.rank])).toEqual(
      expect.arrayContaining([
        ['Good Band', 1],
        ['Unscored Band', null],
      ]),
    );
    await consistent(user);
  });

  it('imported scored shows take their places among the shows logged before', async () => {
    const user = await t.newUser();
    await user.addShow({ artist: uniqueName('Hand'), score: 60, date: '2020-01-01' });
    await user.addShow({ artist: uniqueName('Hand'), score: 90, date: '2020-01-02' });
    const rows = Array.from(
      { length: 250 },
      (_, i) =>
        `2019-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')},Batch Band ${i},Porto,${i % 101}`,
    );
    const body = await previewImportOk(user, 'csv', [
      ['date,artist,city,score', ...rows].join('\n'),
    ]);
    expect(body.preview.create).toHaveLength(250);
    expect(await commitImport(user, body.importId)).toEqual({
      created: 250,
      skipped: 0,
      refused: 0,
    });
    const ranked = await user.get(`/api/users/${user.user.id}/ranked-shows`);
    const scores = (ranked.json() as Show[]).map((s) => s.score!);
    expect(scores).toHaveLength(252);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    await consistent(user);
  });
});

describe('the rating queue', () => {
  it('lists the unscored shows newest first; a score takes one out and into the ranking', async () => {
    const user = await t.newUser();
    const csv = [
      'date,artist,city,score',
      '2020-01-01,Queue Old,Porto,',
      '2022-01-01,Queue New,Porto,',
      '2021-01-01,Queue Mid,Porto,',
      '2021-06-01,Queue Scored,Porto,40',
    ].join('\n');
    const { importId } = await previewImportOk(user, 'csv', [csv]);
    await commitImport(user, importId);
    const queue = await user.get(`/api/users/${user.user.id}/unscored-shows`);
    expect(queue.statusCode).toBe(200);
    const { shows, total } = queue.json() as { shows: Show[]; total: number };
    expect(total).toBe(3);
    expect(shows.map((s) => s.artist)).toEqual(['Queue New', 'Queue Mid', 'Queue Old']);
    // Skip: the shows after one.
    const after = await user.query('imports.unscored', {
      userId: user.user.id,
      after: shows[0]!.id,
      limit: 1,
    });
    expect(after.json().result.data.shows.map((s: Show) => s.artist)).toEqual(['Queue Mid']);

    const rated = await user.put(`/api/shows/${shows[1]!.id}/score`, { score: 95 });
    expect(rated.statusCode, rated.body).toBe(200);
    const rest = (await user.get(`/api/users/${user.user.id}/unscored-shows`)).json();
    expect(rest.total).toBe(2);
    const ranked = (await user.get(`/api/users/${user.user.id}/ranked-shows`)).json() as Show[];
    expect(ranked.filter((s) => s.rank !== null).map((s) => [s.artist, s.rank])).toEqual([
      ['Queue Mid', 1],
      ['Queue Scored', 2],
    ]);
    await consistent(user);
  });
});

describe('through tRPC', () => {
  it('previews from the files’ text, commits and reports progress', async () => {
    const user = await t.newUser();
    const files = PAGES.map((name) => fixture(name).toString('utf8'));
    const previewed = await user.mutation('imports.preview', {
      userId: user.user.id,
      source: 'setlistfm',
      files,
    });
    expect(previewed.statusCode, previewed.body).toBe(200);
    const body = previewed.json().result.data as ImportPreviewResponse;
    expect(body.preview.create).toHaveLength(5);
    const committed = await user.mutation('imports.commit', {
      userId: user.user.id,
      importId: body.importId,
    });
    expect(committed.json().result.data).toEqual({ created: 5, skipped: 1, refused: 2 });
    const progress = await user.query('imports.progress', {
      userId: user.user.id,
      importId: body.importId,
    });
    expect(progress.json().result.data).toMatchObject({ status: 'done', done: 5, total: 5 });
  });

  it('refuses files past the limits with the REST path’s messages, keeping nothing', async () => {
    const user = await t.newUser();
    const csv = 'date,artist,city\n2020-01-01,Limit Band,Porto\n';
    const megabytes = (n: number) => 'a'.repeat(n * 1024 * 1024);
    const cases: [string[], number, string][] = [
      [[], 400, IMPORT_MESSAGES.noFile],
      [Array.from({ length: IMPORT_MAX_FILES + 1 }, () => csv), 400, IMPORT_MESSAGES.tooManyFiles],
      [[megabytes(5) + 'a'], 413, IMPORT_MESSAGES.fileTooLarge],
      [[megabytes(4), megabytes(4), megabytes(3)], 413, IMPORT_MESSAGES.tooLarge],
    ];
    for (const [files, status, message] of cases) {
      const res = await user.mutation('imports.preview', {
        userId: user.user.id,
        source: 'csv',
        files,
      });
      expect(res.statusCode, message).toBe(status);
      expect(res.json().error.message).toBe(message);
    }
    expect(await exportedShows(user)).toHaveLength(0);
  });
});

describe('owner only, and every limit', () => {
  it("nobody previews, commits or reads another's import or queue", async () => {
    const { importId } = await previewImportOk(ann, 'setlistfm', [fixture('attended-page-1.json')]);
    const viaPath = await previewImport(
      bob,
      'setlistfm',
      [fixture('attended-page-1.json')],
      undefined,
      ann.user.id,
    );
    expect(viaPath.statusCode).toBe(403);
    expect(viaPath.json().message).toBe(IMPORT_MESSAGES.notYours);
    expect(
      (await bob.post(`/api/users/${ann.user.id}/imports/${importId}/commit`)).statusCode,
    ).toBe(403);
    // Under his own id, her import does not exist: to him it is as a preview gone.
    const own = await bob.post(`/api/users/${bob.user.id}/imports/${importId}/commit`);
    expect(own.statusCode).toBe(404);
    expect(own.json().message).toBe(IMPORT_MESSAGES.expired);
    expect((await bob.get(`/api/users/${ann.user.id}/imports/${importId}`)).statusCode).toBe(403);
    expect((await bob.get(`/api/users/${ann.user.id}/unscored-shows`)).statusCode).toBe(403);
    const trpcCommit = await bob.mutation('imports.commit', { userId: bob.user.id, importId });
    expect(trpcCommit.statusCode).toBe(404);
    expect(
      (await t.anon.post(`/api/users/${ann.user.id}/imports/${importId}/commit`)).statusCode,
    ).toBe(401);
    expect(await exportedShows(ann)).toHaveLength(0);
  });

  it('refuses a bad source, mapping or id, no file, too many files or rows, and a file too large', async () => {
    const user = await t.newUser();
    const csv = 'date,artist,city\n2020-01-01,Limit Band,Porto\n';
    const cases: [() => ReturnType<typeof previewImport>, number, string][] = [
      [() => previewImport(user, 'spotify', [csv]), 400, IMPORT_MESSAGES.badSource],
      [() => previewImport(user, 'csv', [csv], '{nope'), 400, IMPORT_MESSAGES.badMapping],
      [
        () => previewImport(user, 'csv', [csv], { columns: { date: -1 } }),
        400,
        IMPORT_MESSAGES.badMapping,
      ],
      [() => previewImport(user, 'csv', []), 400, IMPORT_MESSAGES.noFile],
      [
        () =>
          previewImport(
            user,
            'csv',
            Array.from({ length: IMPORT_MAX_FILES + 1 }, () => csv),
          ),
        400,
        IMPORT_MESSAGES.tooManyFiles,
      ],
      [
        () =>
          previewImport(user, 'csv', [
            [
              'date,artist,city',
              ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `2020-01-01,Row ${i},Porto`),
            ].join('\n'),
          ]),
        400,
        IMPORT_MESSAGES.tooManyRows,
      ],
      [
        () => previewImport(user, 'csv', [Buffer.alloc(5 * 1024 * 1024 + 10, 'a')]),
        413,
        IMPORT_MESSAGES.fileTooLarge,
      ],
      [() => previewImport(user, 'csv', ['']), 400, IMPORT_MESSAGES.noFile],
    ];
    for (const [send, status, message] of cases) {
      const res = await send();
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const badId = await user.post(`/api/users/${user.user.id}/imports/not-an-id/commit`);
    expect(badId.statusCode).toBe(400);
    const json = await user.post(`/api/users/${user.user.id}/imports`, { source: 'csv' });
    expect(json.statusCode).toBe(400);
    expect(await exportedShows(user)).toHaveLength(0);
  });
});

describe('housekeeping', () => {
  it('forgets an import untouched for IMPORT_KEEP_DAYS, and only then', async () => {
    const user = await t.newUser();
    const { importId } = await previewImportOk(user, 'setlistfm', [
      fixture('attended-page-1.json'),
    ]);
    const progress = () => user.get(`/api/users/${user.user.id}/imports/${importId}`);
    await housekeeping(t.db, t.files, Date.now() + (IMPORT_KEEP_DAYS - 1) * DAY);
    expect((await progress()).statusCode).toBe(200);
    await housekeeping(t.db, t.files, Date.now() + (IMPORT_KEEP_DAYS + 1) * DAY);
    expect((await progress()).statusCode).toBe(404);
  });
});

describe('unscored shows in the figures (DECISIONS.md: attended, averaged once scored)', () => {
  it('count as shows, visits and streak weeks; enter averages, favourites and Wrapped only once scored', async () => {
    const user = await t.newUser();
    const band = uniqueName('Figures');
    const lastWeek = daysAgo(3);
    const csv = [
      'date,artist,city,country,score',
      `${daysAgo(400)},${band},Porto,PT,60`,
      `${daysAgo(300)},${band},Porto,PT,`,
      `${lastWeek},${band} Unrated,Braga,PT,`,
    ].join('\n');
    const { importId } = await previewImportOk(user, 'csv', [csv]);
    expect(await commitImport(user, importId)).toMatchObject({ created: 3 });
    const id = user.user.id;

    const me = (await user.get(`/api/users/${id}`)).json();
    expect(me.showsCount).toBe(3);
    // The unscored show of last week keeps the streak alive.
    expect(me.streakWeeks).toBeGreaterThanOrEqual(1);

    const artists = (await user.get(`/api/users/${id}/artist-insights`)).json() as {
      artistName: string;
      avgScore: string | null;
      showCount: number;
    }[];
    expect(artists.find((a) => a.artistName === band)).toMatchObject({ showCount: 2 });
    expect(Number(artists.find((a) => a.artistName === band)!.avgScore)).toBe(60);
    const unrated = artists.find((a) => a.artistName === `${band} Unrated`);
    expect(unrated === undefined || unrated.avgScore === null).toBe(true);

    const cities = (await user.get(`/api/users/${id}/city-insights`)).json() as {
      cityName: string;
      showCount: number;
    }[];
    expect(cities.find((c) => c.cityName === 'Porto')?.showCount).toBe(2);
    expect(cities.find((c) => c.cityName === 'Braga')?.showCount).toBe(1);

    const favourite = await user.get(`/api/users/${id}/best-rated-artist`);
    expect(favourite.json()).toMatchObject({
      artistName: band,
      avgScore: expect.stringMatching(/^60/),
    });

    const page = (await user.get(`/api/artists/${encodeURIComponent(band)}`)).json();
    expect(page.rating).toMatchObject({ showCount: 2, fanCount: 1 });
    expect(Number(page.rating.avgScore)).toBe(60);
    const unratedPage = (
      await user.get(`/api/artists/${encodeURIComponent(`${band} Unrated`)}`)
    ).json();
    expect(unratedPage.rating).toMatchObject({ avgScore: null, fanCount: 0 });

    const wrapped = (await user.get(`/api/users/${id}/wrapped`)).json();
    expect(JSON.stringify(wrapped)).not.toContain(`${band} Unrated`);
    await consistent(user);
  });
});
