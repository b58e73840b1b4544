/**
 * Festival sets through Gigrank's CSV export and import, on SQLite and (with
 * TEST_POSTGRES_URL) PostgreSQL: the export carries each set's festival
 * (name and edition) and stage; importing it makes the shows sets of that
 * edition again (found in the catalogue, or added over the rows' days), with
 * the festival's counters right; a row naming a festival it cannot join is
 * refused with the reason the Add Show form gives.
 */
import { describe, expect, it } from 'vitest';
import {
  PLACE_MESSAGES,
  SHOW_MESSAGES,
  STAGE_MAX,
  festivalDateMessage,
  type FestivalPage,
  type FestivalSummary,
  type Show,
} from '@gigrank/domain';
import { counterMismatches, uniqueName, useTestApp } from '../support/helpers';
import type { TestUser } from '../support/requests';
import { exportedShows, importCsv } from '../support/imports';

const t = useTestApp();

async function newFestival(who: TestUser, fields: Record<string, unknown>) {
  const res = await who.post('/api/festivals', {
    edition: 2025,
    startDate: '2025-06-05',
    endDate: '2025-06-07',
    city: 'Porto',
    ...fields,
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as FestivalSummary;
}

const festivalPage = async (who: TestUser, id: number) =>
  (await who.get(`/api/festivals/${id}`)).json() as FestivalPage;

describe("festival sets in Gigrank's CSV", () => {
  it('the export names each set’s festival, edition and stage; the import makes them sets again', async () => {
    const owner = await t.newUser();
    const name = uniqueName('Round Fest');
    const fest = await newFestival(owner, { name, venue: 'Parque da Cidade' });
    const band = uniqueName('Set Band');
    await owner.addShow({
      artist: band,
      city: 'Porto',
      date: '2025-06-05',
      score: 91,
      festivalId: fest.id,
      stage: 'Main Stage',
    });
    // No venue: the set is at the festival's.
    await owner.addShow({
      artist: `${band} Two`,
      date: '2025-06-07',
      score: 64,
      festivalId: fest.id,
    });
    await owner.addShow({ artist: `${band} Solo`, city: 'Lisbon', date: '2025-03-01', score: 70 });

    const csv = await owner.get(`/api/users/${owner.user.id}/export?format=csv`);
    expect(csv.statusCode).toBe(200);
    const [header, ...lines] = csv.body.trim().split('\n');
    expect(header).toContain(',notes,festival,festival_edition,stage,');
    expect(lines.find((l) => l.includes(`${band},`))).toContain(`,${name},2025,Main Stage,`);

    const user = await t.newUser();
    const { preview, commit } = await importCsv(user, csv.body);
    expect(preview.csv!.mapping).toMatchObject({ festival: 12, festivalEdition: 13, stage: 14 });
    expect(preview.preview.refused).toEqual([]);
    expect(commit).toEqual({ created: 3, skipped: 0, refused: 0 });

    const fields = (s: Show) => ({
      artist: s.artist,
      date: s.date,
      city: s.city,
      venue: s.venue,
      score: s.score,
      festival: s.festival,
      stage: s.stage ?? null,
    });
    const sorted = (shows: Show[]) =>
      shows.map(fields).sort((a, b) => a.artist.localeCompare(b.artist));
    const imported = sorted(await exportedShows(user));
    expect(imported).toEqual(sorted(await exportedShows(owner)));
    expect(imported.filter((s) => s.festival?.id === fest.id)).toHaveLength(2);
    expect(imported.find((s) => s.artist === `${band} Two`)?.venue).toBe('Parque da Cidade');

    // The festival counts the imported sets and their goer.
    const seen = await festivalPage(user, fest.id);
    expect(seen.festival).toMatchObject({ setCount: 4, goerCount: 2 });
    expect(seen.mine?.setCount).toBe(2);
    expect(await counterMismatches(t.db)).toEqual([]);

    // Imported again: nothing twice.
    expect((await importCsv(user, csv.body)).commit).toEqual({
      created: 0,
      skipped: 3,
      refused: 0,
    });
  });

  it('a festival not in the catalogue is added once, over its rows’ days, across batches', async () => {
    const user = await t.newUser();
    const name = uniqueName('New Fest');
    // 60 sets (more than one commit batch) over three days; the edition is the rows' year.
    const rows = Array.from(
      { length: 60 },
      (_, i) => `2024-07-${10 + (i % 3)},${name} Act ${i},Aveiro,${name},,Stage ${i % 2}`,
    );
    const { preview, commit } = await importCsv(
      user,
      ['date,artist,city,festival,festival edition,stage', ...rows].join('\n'),
    );
    expect(preview.preview.refused).toEqual([]);
    expect(commit.created).toBe(60);

    const found = (await user.get(`/api/festivals?q=${encodeURIComponent(name)}`)).json();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      name,
      edition: 2024,
      startDate: '2024-07-10',
      endDate: '2024-07-12',
      city: 'Aveiro',
    });
    const page = await festivalPage(user, found[0].id);
    expect(page.festival).toMatchObject({ setCount: 60, goerCount: 1 });
    const shows = await exportedShows(user);
    expect(shows.every((s) => s.festival?.id === found[0].id)).toBe(true);
    expect(shows.find((s) => s.artist === `${name} Act 1`)?.stage).toBe('Stage 1');
    expect(await counterMismatches(t.db)).toEqual([]);
  });

  it('refuses, row by row, what a set logged by hand could not be', async () => {
    const owner = await t.newUser();
    const known = await newFestival(owner, { name: uniqueName('Known Fest') });
    const closed = await t.newUser();
    const hidden = await newFestival(closed, { name: uniqueName('Hidden Fest') });
    await closed.addShow({
      artist: 'Pixies',
      date: '2025-06-05',
      score: 80,
      festivalId: hidden.id,
    });
    await closed.patch(`/api/users/${closed.user.id}/profile`, { isPrivate: true });

    const long = uniqueName('Long Fest');
    const user = await t.newUser();
    const { preview, commit } = await importCsv(
      user,
      [
        'date,artist,city,festival,festival_edition,stage',
        `2025-06-06,Inside,Porto,${known.name},2025,Lago`,
        `2025-06-09,Outside,Porto,${known.name},2025,`,
        `2025-06-06,Hidden,Porto,${hidden.name},2025,`,
        `2024-08-01,Long One,Braga,${long},2024,`,
        `2024-08-30,Long Two,Braga,${long},2024,`,
        `2024-08-01,Wrong Year,Braga,${uniqueName('Year Fest')},2023,`,
        `2024-08-01,Bad Edition,Braga,${uniqueName('Odd Fest')},next,`,
        `2024-08-01,Big Stage,Braga,${uniqueName('Stage Fest')},2024,${'s'.repeat(STAGE_MAX + 1)}`,
        // A stage without a festival is not a set's: the show is imported without it.
        `2024-08-02,Plain,Braga,,,Main`,
      ].join('\n'),
    );
    const spanned = `${PLACE_MESSAGES.tooLong} (${long} 2024: rows from 2024-08-01 to 2024-08-30)`;
    expect(preview.preview.refused).toEqual([
      { row: 2, message: festivalDateMessage('2025-06-05', '2025-06-07') },
      { row: 3, message: PLACE_MESSAGES.festivalNotFound },
      { row: 4, message: spanned },
      { row: 5, message: spanned },
      { row: 6, message: expect.stringContaining(PLACE_MESSAGES.editionMismatch) },
      { row: 7, message: PLACE_MESSAGES.editionInvalid },
      { row: 8, message: SHOW_MESSAGES.stageMax },
    ]);
    expect(commit).toEqual({ created: 2, skipped: 0, refused: 7 });
    const shows = await exportedShows(user);
    expect(shows.find((s) => s.artist === 'Inside')).toMatchObject({
      festival: { id: known.id },
      stage: 'Lago',
    });
    expect(shows.find((s) => s.artist === 'Plain')).toMatchObject({ festival: null, stage: null });
    // Nothing was added for the refused rows.
    const search = (await user.get(`/api/festivals?q=${encodeURIComponent(long)}`)).json();
    expect(search).toEqual([]);
    expect(await counterMismatches(t.db)).toEqual([]);
  });
});
