/**
 * Festival and venue pages are fresh after every write that
 * changes them, read through both apps on one database (freshness-checks.ts):
 * a set added, re-scored, liked or deleted; the overall festival score; a new
 * edition; going private; a show at a venue and an access note.
 */
import { describe, it } from 'vitest';
import { PLACE_MESSAGES, type FestivalPage, type VenuePage } from '@gigrank/domain';
import { daysAgo, uniqueName } from '../support/helpers';
import { as, at, expectFresh, expectFreshWhilePrivate, refusal } from '../support/freshness-checks';
import { csvPreviewedOnA } from '../support/freshness-people';
import { useTwoApps, type Person } from '../support/two-apps';

const t = useTwoApps();
const person = (displayName: string) => t.newPerson({ displayName });

/** A festival of the last few days, in Lisbon, at its own venue: its id and venue id. */
async function festival(p: Person) {
  const res = await p.a.post('/api/festivals', {
    name: uniqueName('Fest'),
    edition: Number(daysAgo(3).slice(0, 4)),
    startDate: daysAgo(3),
    endDate: daysAgo(3),
    city: 'Lisbon',
    venue: uniqueName('Field'),
  });
  const body = res.json() as { id: number; venue: { id: number } };
  return { id: body.id, venueId: body.venue.id };
}

const page = (id: number) => `/api/festivals/${id}`;
const fest = <T>(id: number, pick: (p: FestivalPage) => T) => at<FestivalPage>(page(id), pick);
const venue = <T>(id: number, pick: (p: VenuePage) => T) =>
  at<VenuePage>(`/api/venues/${id}`, pick);
/** A venue or festival none of whose shows the reader may see: not there. */
const noVenue = refusal(404, PLACE_MESSAGES.venueNotFound);
const noFestival = refusal(404, PLACE_MESSAGES.festivalNotFound);

describe('festival pages', () => {
  it('a set added through one app shows on the other; re-scored, liked and deleted too', async () => {
    const owner = await person('Fest Owner');
    const fan = await person('Fest Fan');
    const f = await festival(owner);
    const set = { artist: uniqueName('Band'), city: 'Lisbon', date: daysAgo(3), festivalId: f.id };
    const added = [
      ...as(fan, {
        'set count': [fest(f.id, (p) => p.festival.setCount), 0, 1],
        lineup: [
          fest(f.id, (p) => p.lineup.map((l) => [l.artistName, l.avgScore])),
          [],
          [[set.artist, '80.00']],
        ],
        'best sets': [fest(f.id, (p) => p.bestSets.map((s) => s.score)), [], [80]],
        'venue shows': [venue(f.venueId, (p) => p.venue.showCount), noVenue, 1],
      }),
      ...as(owner, {
        'my sets': [fest(f.id, (p) => p.mine?.sets.length ?? 0), 0, 1],
      }),
    ];
    const res = await expectFresh(() => owner.a.postShow({ ...set, score: 80 }), added);
    const showId = (res.json() as { show: { id: number } }).show.id;

    await expectFresh(
      () => owner.b.put(`/api/shows/${showId}/score`, { score: 60 }),
      as(fan, {
        lineup: [fest(f.id, (p) => p.lineup[0]?.avgScore), '80.00', '60.00'],
        'best sets': [fest(f.id, (p) => p.bestSets[0]?.score), 80, 60],
        'festival average': [fest(f.id, (p) => p.festival.avgScore), '80.00', '60.00'],
      }),
    );
    await expectFresh(
      () => fan.a.post(`/api/shows/${showId}/like`),
      as(fan, { 'best set likes': [fest(f.id, (p) => p.bestSets[0]?.likesCount), 0, 1] }),
    );
    await expectFresh(
      () => owner.a.put(`/api/festivals/${f.id}/score`, { score: 91 }),
      as(owner, { 'overall score': [fest(f.id, (p) => p.mine?.score), null, 91] }),
    );
    await expectFresh(
      () => owner.b.del(`/api/shows/${showId}`),
      [
        ...as(fan, {
          'set count': [fest(f.id, (p) => p.festival.setCount), 1, 0],
          lineup: [fest(f.id, (p) => p.lineup.length), 1, 0],
          'best sets': [fest(f.id, (p) => p.bestSets.length), 1, 0],
          'venue shows': [venue(f.venueId, (p) => p.venue.showCount), 1, noVenue],
        }),
        ...as(owner, { 'my sets': [fest(f.id, (p) => p.mine?.sets.length ?? 0), 1, 0] }),
      ],
    );
  });

  it('going private takes its only set, and so the festival and its venue, away from others; a new edition shows among the others', async () => {
    const owner = await person('Private Fest');
    const stranger = await person('Stranger Fest');
    const f = await festival(owner);
    await owner.a.postShow({
      artist: uniqueName('Band'),
      city: 'Lisbon',
      date: daysAgo(3),
      festivalId: f.id,
      score: 70,
    });
    const closed = as(stranger, {
      'best sets': [fest(f.id, (p) => p.bestSets.length), 1, noFestival],
      'festival figures': [fest(f.id, (p) => p.festival.setCount), 1, noFestival],
      'venue shows': [venue(f.venueId, (p) => p.shows.length), 1, noVenue],
      'venue figures': [venue(f.venueId, (p) => p.venue.showCount), 1, noVenue],
    });
    await expectFreshWhilePrivate(owner, closed);

    const name = (await owner.a.get(page(f.id))).json().festival.name as string;
    await expectFresh(
      () =>
        owner.b.post('/api/festivals', {
          name,
          edition: 2019,
          startDate: '2019-07-01',
          endDate: '2019-07-02',
          city: 'Lisbon',
        }),
      as(stranger, {
        'other editions': [fest(f.id, (p) => p.otherEditions.map((e) => e.edition)), [], [2019]],
      }),
    );
  });
});

describe('venue pages', () => {
  it('a show at the venue and an access note show through the other app', async () => {
    const owner = await person('Venue Owner');
    const other = await person('Venue Other');
    const f = await festival(owner);
    const here = as(other, {
      shows: [venue(f.venueId, (p) => p.shows.length), noVenue, 1],
      count: [venue(f.venueId, (p) => p.venue.showCount), noVenue, 1],
      average: [venue(f.venueId, (p) => p.venue.avgScore), noVenue, '64.00'],
    });
    const name = (await owner.a.get(page(f.id))).json().festival.venue.name as string;
    await expectFresh(
      () =>
        owner.a.postShow({
          artist: uniqueName('Band'),
          city: 'Lisbon',
          venue: name.toUpperCase(),
          date: daysAgo(9),
          score: 64,
        }),
      here,
    );
    // Imported: a CSV row at the venue counts on its page through the other app.
    const csv = `date,artist,city,venue,score\n${daysAgo(8)},${uniqueName('Band')},Lisbon,${name},70\n`;
    const commit = await csvPreviewedOnA(owner, csv);
    await expectFresh(
      commit,
      as(other, { 'imported count': [venue(f.venueId, (p) => p.venue.showCount), 1, 2] }),
    );
    const showId = (await other.a.get(`/api/venues/${f.venueId}`)).json().shows.at(-1).id as number;
    await expectFresh(
      () => other.b.post(`/api/shows/${showId}/like`),
      as(owner, {
        'venue show likes': [
          venue(f.venueId, (p) => p.shows.find((x) => x.id === showId)?.likesCount),
          0,
          1,
        ],
      }),
    );
    await expectFresh(
      () =>
        owner.b.post(`/api/venues/${f.venueId}/access-notes`, {
          feature: 'stepFree',
          note: 'Ramp at the side door',
        }),
      as(other, {
        notes: [
          venue(f.venueId, (p) => p.accessNotes.map((n) => [n.feature, n.confirmations])),
          [],
          [['stepFree', 1]],
        ],
      }),
    );
  });
});
