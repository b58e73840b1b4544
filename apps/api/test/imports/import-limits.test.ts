/**
 * An import's limits, on SQLite and (with TEST_POSTGRES_URL) PostgreSQL:
 * the text rule on what a setlist.fm file brings (songs, covers, the
 * setlist's id and page), a CSV's column, cell, line and row limits met
 * while it is parsed, a preview's answer bounded (refusals listed up to
 * IMPORT_REFUSALS_LISTED and counted), rows a commit stores cleaned
 * whatever wrote them, and at most IMPORT_MAX_OPEN_PREVIEWS previews a user.
 */
import { describe, expect, it } from 'vitest';
import {
  IMPORT_MAX_OPEN_PREVIEWS,
  IMPORT_MESSAGES,
  IMPORT_REFUSALS_LISTED,
  SETLIST_COVER_MAX,
  SETLIST_SONG_MAX,
  hasDisallowedCharacters,
  type ImportPreviewResponse,
  type ImportRow,
  type Show,
} from '@gigrank/domain';
import { rowsNaming, useTestApp } from '../support/helpers';
import { commitImportRequest, previewImport, previewImportOk } from '../support/imports';

const t = useTestApp();

/** A setlist.fm page of the given setlists (id, artist, date, city and songs). */
function page(
  setlists: { id: string; artist?: string; songs?: unknown[]; url?: string; tour?: string }[],
) {
  return JSON.stringify({
    type: 'setlists',
    setlist: setlists.map((s, i) => ({
      id: s.id,
      eventDate: `0${(i % 9) + 1}-03-2019`,
      artist: { name: s.artist ?? `Limit Band ${s.id}` },
      venue: { name: 'Hall', city: { name: 'Porto', country: { code: 'PT' } } },
      ...(s.url === undefined ? {} : { url: s.url }),
      ...(s.tour === undefined ? {} : { tour: { name: s.tour } }),
      sets: { set: [{ song: s.songs ?? [] }] },
    })),
  });
}

/** Every text of a setlist passes the text rule and its field's length. */
function expectClean(setlist: ImportRow['setlist'] | Show['setlist']) {
  for (const song of setlist ?? []) {
    expect(song.title.length).toBeLessThanOrEqual(SETLIST_SONG_MAX);
    expect(song.title.trim()).not.toBe('');
    expect(hasDisallowedCharacters(song.title)).toBe(false);
    if (song.coverOf !== undefined) {
      expect(song.coverOf.length).toBeLessThanOrEqual(SETLIST_COVER_MAX);
      expect(hasDisallowedCharacters(song.coverOf)).toBe(false);
    }
  }
}

describe('setlist.fm songs follow the text rule', () => {
  it('a 2,000,001-character song with U+202E and U+200B is stored cleaned and cut; the feed stays small', async () => {
    const user = await t.newUser();
    const long = `\u202EReversed\u200B Anthem ${'la'.repeat(1_000_000)}`.slice(0, 2_000_001);
    expect(long).toHaveLength(2_000_001);
    const file = page([
      {
        id: 'longsong1',
        songs: [
          { name: long, cover: { name: `\u202E${'Cover Band '.repeat(100)}` } },
          { name: '\u200B\u202E\u200B' },
          { name: 'Plain\u200B Song' },
        ],
        tour: `Tour\u202E ${'x'.repeat(5000)}`,
        url: `https://www.setlist.fm/${'a'.repeat(2_000_000)}`,
      },
    ]);
    const res = await previewImport(user, 'setlistfm', [file]);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.body.length).toBeLessThan(10_000);
    const body: ImportPreviewResponse = res.json();
    const [row] = body.preview.create;
    expect(row!.setlist.map((s) => s.title.slice(0, 16))).toEqual([
      'Reversed Anthem ',
      'Plain Song',
    ]);
    expect(row!.setlist[0]!.title).toHaveLength(SETLIST_SONG_MAX);
    expect(row!.sourceUrl).toBeNull();
    expectClean(row!.setlist);

    expect((await commitImportRequest(user, body.importId)).statusCode).toBe(200);
    const feed = await user.get('/api/shows');
    expect(feed.statusCode).toBe(200);
    expect(feed.body.length).toBeLessThan(20_000);
    const card = (feed.json() as Show[]).find((s) => s.artist === 'Limit Band longsong1')!;
    expect(card.setlistSource).toBe('import');
    // The feed's card leaves the songs out; the show's own answer has them.
    const show = (await user.get(`/api/shows/${card.id}`)).json() as Show;
    expect(show.setlist).toHaveLength(2);
    expectClean(show.setlist!);
    // Everyone's feed carries it as it was stored.
    const other = await t.newUser();
    const theirs = await other.get('/api/shows');
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body.length).toBeLessThan(20_000);
    expect((theirs.json() as Show[]).some((s) => s.artist === 'Limit Band longsong1')).toBe(true);
  });

  it('a setlist id too long or with refused characters, or a refused artist, refuses the row and its repeats', async () => {
    const user = await t.newUser();
    const artist = `\u202E${'Very Long Band '.repeat(20)}`;
    const body = await previewImportOk(user, 'setlistfm', [
      page([
        { id: 'x'.repeat(1000) },
        { id: 'bad\u202Eid' },
        { id: 'rep1', artist },
        { id: 'rep1', artist },
        { id: 'rep1', artist },
        { id: 'ok1', songs: [{ name: 'Fine' }] },
      ]),
    ]);
    expect(body.preview.create.map((r) => r.sourceId)).toEqual(['ok1']);
    expect(body.preview.duplicates).toEqual([]);
    expect(body.preview.refused.map((r) => r.row)).toEqual([1, 2, 3, 4, 5]);
    expect(body.preview.refused[0]!.message).toBe('The setlist id must be at most 64 characters');
    expect(body.preview.refused[1]!.message).toBe(
      'The setlist id contains characters that are not allowed',
    );
    expect(body.preview.refusedTotal).toBe(5);
  });

  it('a commit stores a setlist through the same rule whatever wrote the preview', async () => {
    const user = await t.newUser();
    const { importId } = await previewImportOk(user, 'setlistfm', [
      page([{ id: 'stored1', songs: [{ name: 'Placeholder' }] }]),
    ]);
    // Rows written before the rule (or by anything else) are cleaned as they are stored.
    const stored = await t.db
      .selectFrom('imports')
      .select('rows')
      .where('id', '=', importId)
      .executeTakeFirstOrThrow();
    const rows = JSON.parse(stored.rows) as ImportRow[];
    // As rows stored before setlists had titles kept them (name, cover).
    rows[0]!.setlist = [
      { name: `\u202E${'Old '.repeat(5000)}` },
      { name: '\u200B' },
      { name: 'Kept', cover: '\u200BSomeone' },
    ] as unknown as ImportRow['setlist'];
    await t.db
      .updateTable('imports')
      .set({ rows: JSON.stringify(rows) })
      .where('id', '=', importId)
      .execute();
    expect((await commitImportRequest(user, importId)).statusCode).toBe(200);
    const imported = await t.db
      .selectFrom('shows')
      .select('id')
      .where('user_id', '=', user.user.id)
      .executeTakeFirstOrThrow();
    const setlist = ((await user.get(`/api/shows/${imported.id}`)).json() as Show).setlist!;
    expect(setlist.map((s) => s.title.slice(0, 4))).toEqual(['Old ', 'Kept']);
    expect(setlist[1]).toEqual({ title: 'Kept', coverOf: 'Someone' });
    expectClean(setlist);
  });
});

describe("a CSV's limits, met while it is parsed", () => {
  const commas = ','.repeat(4_999_000);

  it('refuses two files of `date,artist,city` and 4,999,000 commas at their first long line, with a short answer', async () => {
    const user = await t.newUser();
    const file = `date,artist,city\n${commas}`;
    const res = await previewImport(user, 'csv', [file, file]);
    expect(res.statusCode).toBe(400);
    expect(res.body.length).toBeLessThan(300);
    expect(res.json().message).toBe('Row 1 is longer than 20,000 characters');
    // The same commas on the header line.
    const header = await previewImport(user, 'csv', [`date,artist,city${commas}`]);
    expect(header.statusCode).toBe(400);
    expect(header.json().message).toBe('The header row is longer than 20,000 characters');
    expect(await rowsNaming(t.db, 'imports', user.user.id)).toEqual([]);
  });

  it('refuses a row of more than 100 columns', async () => {
    const user = await t.newUser();
    const wide = `date,artist,city\n2020-01-01,Band,Porto\n2020-01-02,Band,Porto${','.repeat(98)}\n`;
    const res = await previewImport(user, 'csv', [
      wide,
      'date,artist,city\n2020-01-03,Band,Porto\n',
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Row 2 has more than 100 columns (a CSV can have at most 100)');
    const header = await previewImport(user, 'csv', [
      'date,artist,city\n2020-01-03,Band,Porto\n',
      `date,artist,city${',x'.repeat(98)}\n`,
    ]);
    expect(header.statusCode).toBe(400);
    expect(header.json().message).toBe(IMPORT_MESSAGES.tooManyColumns('The header row of file 2'));
    // 100 columns are read.
    const hundred = await previewImportOk(user, 'csv', [
      `date,artist,city\n2020-01-02,Band,Porto${','.repeat(97)}\n`,
    ]);
    expect(hundred.preview.create).toHaveLength(1);
  });

  it('refuses a cell or a row too long, even inside quotes', async () => {
    const user = await t.newUser();
    const cell = await previewImport(user, 'csv', [
      `date,artist,city,notes\n2020-01-01,Band,Porto,ok\n2020-01-02,Band,Porto,${'n'.repeat(5001)}\n`,
    ]);
    expect(cell.statusCode).toBe(400);
    expect(cell.json().message).toBe('Row 2 has a cell longer than 5,000 characters');
    const quoted = await previewImport(user, 'csv', [
      `date,artist,city,notes\n2020-01-01,Band,Porto,"${'q\n'.repeat(2_000_000)}"\n`,
    ]);
    expect(quoted.statusCode).toBe(400);
    expect(quoted.json().message).toBe('Row 1 is longer than 20,000 characters');
  });

  it('lists the first refusals, counts the rest, and never repeats a whole cell', async () => {
    const user = await t.newUser();
    const rows = Array.from({ length: 1000 }, (_, i) => `${'9'.repeat(4000)}${i},Band ${i},Porto`);
    const res = await previewImport(user, 'csv', [
      ['date,artist,city', '2020-01-01,Good Band,Porto', ...rows].join('\n'),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.body.length).toBeLessThan(20_000);
    const body: ImportPreviewResponse = res.json();
    expect(body.preview.create).toHaveLength(1);
    expect(body.preview.refused).toHaveLength(IMPORT_REFUSALS_LISTED);
    expect(body.preview.refusedTotal).toBe(1000);
    expect(body.preview.refused[0]).toEqual({
      row: 2,
      message: `Invalid date "${'9'.repeat(39)}…"`,
    });
    // The CSV's header and sample as shown are cut too.
    expect(body.csv!.sample.flat().every((c) => c.length <= 100)).toBe(true);
    const { importId } = body;
    const progress = await user.get(`/api/users/${user.user.id}/imports/${importId}`);
    expect(progress.json()).toMatchObject({ total: 1, refused: 1000 });
  });
});

describe('open previews', () => {
  it(`keeps a user's ${IMPORT_MAX_OPEN_PREVIEWS} newest previews: the first one's commit then says it expired`, async () => {
    const user = await t.newUser();
    const other = await t.newUser();
    const theirs = await previewImportOk(other, 'csv', [
      'date,artist,city\n2020-01-01,Theirs,Porto\n',
    ]);
    const ids: string[] = [];
    for (let i = 0; i < IMPORT_MAX_OPEN_PREVIEWS + 1; i++) {
      const body = await previewImportOk(user, 'csv', [
        `date,artist,city\n2020-01-0${i + 1},Preview ${i},Porto\n`,
      ]);
      ids.push(body.importId);
    }
    const first = await commitImportRequest(user, ids[0]!);
    expect(first.statusCode).toBe(404);
    expect(first.json().message).toBe(IMPORT_MESSAGES.expired);
    expect(first.json().message).toBe('This preview has expired; upload the file again');
    for (const id of ids.slice(1)) {
      expect((await user.get(`/api/users/${user.user.id}/imports/${id}`)).statusCode).toBe(200);
    }
    // Another user's previews are theirs to keep.
    expect((await commitImportRequest(other, theirs.importId)).statusCode).toBe(200);
    // A finished import keeps its totals, not its rows.
    const done = await commitImportRequest(user, ids[1]!);
    expect(done.json()).toEqual({ created: 1, skipped: 0, refused: 0 });
    const record = await t.db
      .selectFrom('imports')
      .select(['rows', 'status'])
      .where('id', '=', ids[1]!)
      .executeTakeFirstOrThrow();
    expect(record).toEqual({ rows: '[]', status: 'done' });
    expect((await commitImportRequest(user, ids[1]!)).json()).toEqual(done.json());
  });
});
