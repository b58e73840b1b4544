/**
 * Setlists in a user's export and back, on both engines: the JSON export
 * carries each show's own setlist and its source; the CSV export carries it
 * as the setlist's text in a `setlist` cell (one song a line); Gigrank's own
 * CSV export imported by another user brings the setlists back song by song
 * with every mark. The CSV's setlist column is bounded: a long setlist is
 * read within the row's limit, at most SETLIST_SONGS_MAX songs are kept,
 * each through the text rule, and a row past its limit is refused.
 */
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  IMPORT_MAX_CELL_CHARS,
  IMPORT_MESSAGES,
  SETLIST_SONGS_MAX,
  setlistText,
  type SetlistSong,
  type Show,
} from '@gigrank/domain';
import { daysAgo, uniqueName, useTestApp, type TestUser } from '../support/helpers';
import { commitImport, exportedShows, previewImport, previewImportOk } from '../support/imports';

const t = useTestApp();

async function putSetlist(who: TestUser, showId: number, songs: SetlistSong[]) {
  const res = await who.put(`/api/shows/${showId}/setlist`, { songs });
  expect(res.statusCode, res.body).toBe(200);
}

/** The rows of a CSV export as objects by header. */
const csvRows = (text: string) =>
  parse(text, { columns: true, skip_empty_lines: true }) as Record<string, string>[];

/** Each show's setlist and source by artist. */
const setlistsByArtist = (shows: Show[]) =>
  Object.fromEntries(shows.map((s) => [s.artist, { setlist: s.setlist, source: s.setlistSource }]));

describe("a user's export carries setlists, and Gigrank's CSV imports them back", () => {
  it('round-trips encores, covers, guests, tapes and notes through the CSV export', async () => {
    const owner = await t.newUser();
    const band = uniqueName('Round Setlist');
    const full: SetlistSong[] = [
      { title: 'Walk-On Theme', tape: true },
      { title: 'Electric Heart' },
      { title: 'Fight Fire / Ride the Lightning', note: 'medley' },
      { title: 'Heroes', coverOf: 'David Bowie' },
      { title: 'Ghost in the Rain', withGuest: 'Sam Fender', note: 'acoustic' },
      { title: 'Sweet, "Bitter" Summer' },
      { title: 'Closing Time' },
      { title: 'Hyperballad', encore: true, coverOf: 'Björk', withGuest: 'Róisín Murphy' },
      { title: 'Carry Me Home', encore: true, note: 'extended outro' },
    ];
    // A first song a spreadsheet would run as a formula, and marks on it.
    const formula: SetlistSong[] = [
      { title: '=1+1 Riot', note: 'live debut' },
      { title: '-Intro-' },
      { title: '+44', encore: true },
    ];
    const a = await owner.addShow({ artist: band, city: 'Porto', date: daysAgo(30), score: 90 });
    const b = await owner.addShow({
      artist: `${band} Two`,
      city: 'Lisbon',
      date: daysAgo(60),
      score: 40,
    });
    await owner.addShow({ artist: `${band} Three`, city: 'Braga', date: daysAgo(90), score: 10 });
    await putSetlist(owner, a.id, full);
    await putSetlist(owner, b.id, formula);

    // JSON: each show with its own setlist and source; none is an empty list.
    const json = setlistsByArtist(await exportedShows(owner));
    expect(json).toEqual({
      [band]: { setlist: full, source: 'own' },
      [`${band} Two`]: { setlist: formula, source: 'own' },
      [`${band} Three`]: { setlist: [], source: null },
    });

    // CSV: the setlist's text in a quoted cell, one song a line; a formula-leading cell neutralised.
    const csv = await owner.get(`/api/users/${owner.user.id}/export?format=csv`);
    expect(csv.statusCode).toBe(200);
    const rows = csvRows(csv.body);
    const cell = (artist: string) => rows.find((r) => r.artist === artist)!.setlist!;
    expect(cell(band)).toBe(setlistText(full));
    expect(cell(band).split('\n')).toEqual([
      'Walk-On Theme (tape)',
      'Electric Heart',
      'Fight Fire / Ride the Lightning (medley)',
      'Heroes (David Bowie cover)',
      'Ghost in the Rain (with Sam Fender) (acoustic)',
      'Sweet, "Bitter" Summer',
      'Closing Time',
      'Encore:',
      'Hyperballad (Björk cover) (with Róisín Murphy)',
      'Carry Me Home (extended outro)',
    ]);
    expect(cell(`${band} Two`)).toBe(`'${setlistText(formula)}`);
    expect(cell(`${band} Three`)).toBe('');

    // Another user imports the CSV: the same setlists, song by song, as imported ones.
    const user = await t.newUser();
    const preview = await previewImportOk(user, 'csv', [csv.body]);
    expect(preview.preview.refused).toEqual([]);
    expect(Object.fromEntries(preview.preview.create.map((r) => [r.artist, r.setlist]))).toEqual({
      [band]: full,
      [`${band} Two`]: formula,
      [`${band} Three`]: [],
    });
    expect(await commitImport(user, preview.importId)).toMatchObject({ created: 3 });
    expect(setlistsByArtist(await exportedShows(user))).toEqual({
      [band]: { setlist: full, source: 'import' },
      [`${band} Two`]: { setlist: formula, source: 'import' },
      [`${band} Three`]: { setlist: [], source: null },
    });

    // And exported again, the same CSV cells.
    const again = await user.get(`/api/users/${user.user.id}/export?format=csv`);
    const cellsAgain = Object.fromEntries(csvRows(again.body).map((r) => [r.artist, r.setlist]));
    expect(cellsAgain).toEqual(Object.fromEntries(rows.map((r) => [r.artist, r.setlist])));
  });

  it(`reads a setlist longer than a cell's ${IMPORT_MAX_CELL_CHARS} characters, within the row's limit`, async () => {
    const owner = await t.newUser();
    const band = uniqueName('Marathon Band');
    const long = Array.from({ length: 120 }, (_, i) => ({
      title: `Marathon Song Number ${i + 1} of the Longest Night`,
      note: 'first time since the nineties',
    }));
    const { id } = await owner.addShow({ artist: band, city: 'Porto', date: daysAgo(5) });
    await putSetlist(owner, id, long);
    const csv = await owner.get(`/api/users/${owner.user.id}/export?format=csv`);
    expect(csvRows(csv.body)[0]!.setlist!.length).toBeGreaterThan(IMPORT_MAX_CELL_CHARS);

    const user = await t.newUser();
    const preview = await previewImportOk(user, 'csv', [csv.body]);
    expect(preview.preview.create[0]!.setlist).toEqual(long);
    await commitImport(user, preview.importId);
    expect((await exportedShows(user))[0]!.setlist).toEqual(long);
  });

  it('keeps at most SETLIST_SONGS_MAX songs of a cell, each through the text rule', async () => {
    const user = await t.newUser();
    const lines = [
      '1. \u202EReversed\u200B Song (\u200BSomeone cover)',
      '\u200B\u202E',
      ...Array.from({ length: SETLIST_SONGS_MAX + 50 }, (_, i) => `Song ${i + 1}`),
    ];
    const text = `date,artist,city,setlist\n2024-05-01,${uniqueName('Many Songs')},Porto,"${lines.join('\n')}"\n`;
    const preview = await previewImportOk(user, 'csv', [text]);
    const [row] = preview.preview.create;
    expect(row!.setlist).toHaveLength(SETLIST_SONGS_MAX);
    expect(row!.setlist[0]).toEqual({ title: 'Reversed Song', coverOf: 'Someone' });
    expect(row!.setlist[1]).toEqual({ title: 'Song 1' });
    await commitImport(user, preview.importId);
    const [show] = await exportedShows(user);
    expect(show!.setlist).toHaveLength(SETLIST_SONGS_MAX);
    expect(show!.setlist![0]).toEqual({ title: 'Reversed Song', coverOf: 'Someone' });
  });

  it("refuses a setlist cell past the row's limit, and reads a setlist column only by its header", async () => {
    const user = await t.newUser();
    const huge = Array.from({ length: 3000 }, (_, i) => `A rather long song title ${i}`).join('\n');
    const res = await previewImport(user, 'csv', [
      `date,artist,city,setlist\n2024-05-01,Huge Band,Porto,"${huge}"\n`,
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(IMPORT_MESSAGES.lineTooLong('Row 1'));
    // A cell over a cell's limit in another column is refused as before.
    const notes = await previewImport(user, 'csv', [
      `date,artist,city,notes\n2024-05-01,Band,Porto,"${'n\n'.repeat(3000)}"\n`,
    ]);
    expect(notes.json().message).toBe(IMPORT_MESSAGES.cellTooLong('Row 1'));
    // A 'Songs' column is not a setlist (it may count them).
    const counted = await previewImportOk(user, 'csv', [
      `date,artist,city,songs\n2024-05-01,${uniqueName('Counted')},Porto,17\n`,
    ]);
    expect(counted.preview.create[0]!.setlist).toEqual([]);
  });
});
