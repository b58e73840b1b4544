/**
 * A CSV's ratings on other scales, through REST and tRPC, on SQLite and
 * (with TEST_POSTGRES_URL) PostgreSQL: the scale guessed from the score
 * column's header and values and said in the preview, each rating converted
 * to 0-100 rounded half up (8.5 of 10 is 85) and stored so, a scale the user
 * chooses read instead, a value outside it refused with its reason; and
 * Letterboxd-, Concert Archives- and setlist.fm-shaped files mapped without
 * hand work as far as their columns go.
 */
import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, type ImportPreviewResponse, type Show } from '@gigrank/domain';
import { daysAgo, uniqueName, useTestApp } from '../support/helpers';
import type { TestUser } from '../support/requests';
import { commitImport, exportedShows, previewImport, previewImportOk } from '../support/imports';

const t = useTestApp();

const previewRest = (who: TestUser, text: string, mapping?: unknown) =>
  previewImport(who, 'csv', [text], mapping);
const previewOk = (who: TestUser, text: string, mapping?: unknown) =>
  previewImportOk(who, 'csv', [text], mapping);

async function previewRpc(who: TestUser, text: string, mapping?: unknown) {
  const res = await who.mutation('imports.preview', {
    userId: who.user.id,
    source: 'csv',
    files: [text],
    ...(mapping === undefined ? {} : { mapping }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.data as ImportPreviewResponse;
}

const scoresOf = (preview: ImportPreviewResponse) =>
  preview.preview.create.map((row) => [row.artist, row.score]);

describe('a CSV rated out of 10', () => {
  it('is read out of 10 from its header: 8.5 is 85, 9 is 90, stored so; 11 is refused', async () => {
    const user = await t.newUser();
    const band = uniqueName('Tenths');
    const csv = [
      'Date,Artist,City,Country,Rating (out of 10)',
      `${daysAgo(30)},${band} A,Lisbon,PT,8.5`,
      `${daysAgo(31)},${band} B,Lisbon,PT,9`,
      `${daysAgo(32)},${band} C,Porto,PT,"7,5"`,
      `${daysAgo(33)},${band} D,Porto,PT,`,
      `${daysAgo(34)},${band} E,Porto,PT,11`,
    ].join('\n');
    const rest = await previewOk(user, csv);
    expect(rest.csv).toMatchObject({ ratingScale: 'out-of-10', ratingScaleFrom: 'header' });
    expect(rest.csv!.mapping.score).toBe(4);
    expect(scoresOf(rest)).toEqual([
      [`${band} A`, 85],
      [`${band} B`, 90],
      [`${band} C`, 75],
      [`${band} D`, null],
    ]);
    expect(rest.preview.refused).toEqual([
      { row: 5, message: IMPORT_MESSAGES.invalidScore('11', 'out-of-10') },
    ]);
    expect(rest.preview.refused[0]!.message).toBe(
      'Invalid score "11" (out of 10: a number from 0 to 10, or empty)',
    );

    // tRPC reads the same file the same way.
    const rpc = await previewRpc(user, csv);
    expect(rpc.csv).toMatchObject({ ratingScale: 'out-of-10', ratingScaleFrom: 'header' });
    expect(scoresOf(rpc)).toEqual(scoresOf(rest));
    expect(rpc.preview.refused).toEqual(rest.preview.refused);

    expect(await commitImport(user, rest.importId)).toEqual({ created: 4, skipped: 0, refused: 1 });
    const stored = new Map((await exportedShows(user)).map((s) => [s.artist, s.score]));
    expect(stored.get(`${band} A`)).toBe(85);
    expect(stored.get(`${band} B`)).toBe(90);
    expect(stored.get(`${band} C`)).toBe(75);
    expect(stored.get(`${band} D`)).toBeNull();
    // The scored shows rank by their converted scores.
    const ranked = (await user.get(`/api/users/${user.user.id}/ranked-shows`)).json() as Show[];
    expect(ranked.map((s) => [s.artist, s.score, s.rank])).toEqual([
      [`${band} B`, 90, 1],
      [`${band} A`, 85, 2],
      [`${band} C`, 75, 3],
    ]);
  });

  it('is guessed from its values when the header says nothing, and read as the user chooses', async () => {
    const user = await t.newUser();
    const csv =
      'date,artist,city,score\n2021-05-01,Halves Band,Braga,8.5\n2021-05-02,Other Band,Braga,9\n';
    const guessed = await previewOk(user, csv);
    expect(guessed.csv).toMatchObject({ ratingScale: 'out-of-10', ratingScaleFrom: 'values' });
    expect(scoresOf(guessed)).toEqual([
      ['Halves Band', 85],
      ['Other Band', 90],
    ]);
    // Chosen out of 100 (REST and tRPC): 8.5 is 9 (rounded half up), 9 is 9.
    for (const chosen of [
      await previewOk(user, csv, { ratingScale: 'out-of-100' }),
      await previewRpc(user, csv, { ratingScale: 'out-of-100' }),
    ]) {
      expect(chosen.csv).toMatchObject({ ratingScale: 'out-of-100', ratingScaleFrom: 'chosen' });
      expect(scoresOf(chosen)).toEqual([
        ['Halves Band', 9],
        ['Other Band', 9],
      ]);
    }
    // Chosen out of 5: both are outside it, refused with the scale's reason.
    const five = await previewOk(user, csv, { ratingScale: 'out-of-5' });
    expect(five.preview.create).toEqual([]);
    expect(five.preview.refused.map((r) => r.message)).toEqual([
      'Invalid score "8.5" (out of 5: a number from 0 to 5, or stars, or empty)',
      'Invalid score "9" (out of 5: a number from 0 to 5, or stars, or empty)',
    ]);
  });

  it('refuses a scale it does not know, on both paths', async () => {
    const user = await t.newUser();
    const csv = 'date,artist,city,score\n2021-05-01,Band,Braga,8\n';
    const rest = await previewRest(user, csv, { ratingScale: 'out-of-7' });
    expect(rest.statusCode).toBe(400);
    expect(rest.json().message).toBe(IMPORT_MESSAGES.badMapping);
    const rpc = await user.mutation('imports.preview', {
      userId: user.user.id,
      source: 'csv',
      files: [csv],
      mapping: { ratingScale: 'x'.repeat(10_000) },
    });
    expect(rpc.statusCode).toBe(400);
  });

  it('reads stars and letter grades', async () => {
    const user = await t.newUser();
    const stars = await previewOk(
      user,
      'date,artist,city,stars\n2021-05-01,Star Band,Braga,★★★½\n2021-05-02,Word Band,Braga,4.5 stars\n',
    );
    expect(stars.csv).toMatchObject({ ratingScale: 'out-of-5' });
    expect(scoresOf(stars)).toEqual([
      ['Star Band', 70],
      ['Word Band', 90],
    ]);
    const grades = await previewOk(
      user,
      'date,artist,city,grade\n2021-05-01,Top Band,Braga,A+\n2021-05-02,Fine Band,Braga,B-\n2021-05-03,Bad Band,Braga,G\n',
    );
    expect(grades.csv).toMatchObject({ ratingScale: 'letter', ratingScaleFrom: 'header' });
    expect(scoresOf(grades)).toEqual([
      ['Top Band', 100],
      ['Fine Band', 75],
    ]);
    expect(grades.preview.refused).toEqual([
      { row: 3, message: 'Invalid score "G" (a letter grade from A+ to F, or empty)' },
    ]);
  });
});

/** The mapping of a file whose first columns are date, artist, venue and city, in that order. */
const DATE_ARTIST_VENUE_CITY = { date: 0, artist: 1, venue: 2, city: 3 };

describe("other apps' exports", () => {
  it("Letterboxd's diary: the date watched, the name and the rating out of 5; its missing city is asked", async () => {
    const user = await t.newUser();
    const csv = [
      'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
      '2024-03-02,Stop Making Sense,1984,https://boxd.it/abc1,4.5,Yes,concert,2024-03-01',
      '2024-03-10,Woodstock,1970,https://boxd.it/abc2,0.5,,,2024-03-09',
      '2024-03-12,Amazing Grace,2018,https://boxd.it/abc3,3,,,2024-03-11',
    ].join('\n');
    const body = await previewOk(user, csv);
    expect(body.csv!.mapping).toMatchObject({ date: 7, artist: 1, score: 4, city: null });
    expect(body.csv).toMatchObject({ ratingScale: 'out-of-5', ratingScaleFrom: 'values' });
    expect(body.preview.refused).toEqual([{ row: 0, message: 'Choose the column of: city' }]);
  });

  it("Concert Archives' export imports as it is: date, artist, venue, city, country, rating, notes", async () => {
    const user = await t.newUser();
    const band = uniqueName('Archived');
    const csv = [
      'Date,Artist,Venue,City,State,Country,Rating,Notes',
      `2019-07-12,${band},Red Rocks Amphitheatre,Morrison,CO,United States,4.5,"Rain, then stars"`,
      `2018-11-03,${band} Two,Paradiso,Amsterdam,,Netherlands,5,`,
      `2017-04-21,${band} Three,Coliseu,Lisbon,,Portugal,3,`,
    ].join('\n');
    const body = await previewOk(user, csv);
    expect(body.csv!.mapping).toMatchObject({
      ...DATE_ARTIST_VENUE_CITY,
      country: 5,
      score: 6,
      notes: 7,
    });
    expect(body.csv).toMatchObject({ ratingScale: 'out-of-5', dateOrder: 'iso' });
    expect(body.preview.refused).toEqual([]);
    expect(
      body.preview.create.map((r) => [r.artist, r.venue, r.countryCode, r.score, r.notes]),
    ).toEqual([
      [band, 'Red Rocks Amphitheatre', 'US', 90, 'Rain, then stars'],
      [`${band} Two`, 'Paradiso', 'NL', 100, null],
      [`${band} Three`, 'Coliseu', 'PT', 60, null],
    ]);
    expect(await commitImport(user, body.importId)).toEqual({ created: 3, skipped: 0, refused: 0 });
  });

  it('a setlist.fm-style CSV imports as it is, unscored, its day-first dates read so', async () => {
    const user = await t.newUser();
    const band = uniqueName('Setlisted');
    const csv = [
      'eventDate,artist,venue,city,country',
      `21-06-2019,${band},Coliseu dos Recreios,Lisbon,Portugal`,
      `02-08-2018,${band} Two,Razzmatazz,Barcelona,Spain`,
    ].join('\n');
    const body = await previewOk(user, csv);
    expect(body.csv!.mapping).toMatchObject({ ...DATE_ARTIST_VENUE_CITY, country: 4, score: null });
    expect(body.csv).toMatchObject({ dateOrder: 'dmy', dateOrderAmbiguous: false });
    expect(body.preview.create.map((r) => [r.date, r.artist, r.countryCode, r.score])).toEqual([
      ['2019-06-21', band, 'PT', null],
      ['2018-08-02', `${band} Two`, 'ES', null],
    ]);
    expect(await commitImport(user, body.importId)).toEqual({ created: 2, skipped: 0, refused: 0 });
  });
});
