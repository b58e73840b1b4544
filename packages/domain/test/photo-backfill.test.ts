import { describe, expect, it } from 'vitest';
import { describeReturns } from './cases';
import {
  groupPhotoEvenings,
  PHOTO_EVENING_CUTOFF_HOUR,
  PHOTO_EVENING_RADIUS_KM,
  readExifDateTime,
  readExifOffset,
  readGpsPosition,
  type PhotoFacts,
} from '../src';

/** Coliseu dos Recreios, Lisbon, and places around it. */
const COLISEU = { lat: 38.7159, lng: -9.1404 };
/** About 1 km north of the Coliseu. */
const NEAR_COLISEU = { lat: 38.7249, lng: -9.1404 };
/** Altice Arena, about 7 km east of the Coliseu. */
const ARENA = { lat: 38.7684, lng: -9.0938 };
/** Porto, about 275 km north. */
const PORTO = { lat: 41.1579, lng: -8.6291 };

let nextId = 0;
function photo(
  takenLocal: string | null,
  position: PhotoFacts['position'] = COLISEU,
  offsetMinutes: number | null = null,
): PhotoFacts {
  nextId += 1;
  return { id: `p${nextId}`, takenLocal, offsetMinutes, position };
}

describe('groupPhotoEvenings', () => {
  it('states its radius and cutoff', () => {
    expect(PHOTO_EVENING_RADIUS_KM).toBe(2);
    expect(PHOTO_EVENING_CUTOFF_HOUR).toBe(6);
  });

  it('makes a 23:30 and a 00:40 photo one evening, on the first day', () => {
    const late = photo('2024-06-21T23:30:00');
    const encore = photo('2024-06-22T00:40:00');
    const { evenings, apart } = groupPhotoEvenings([encore, late]);
    expect(apart).toEqual([]);
    expect(evenings).toHaveLength(1);
    expect(evenings[0]).toMatchObject({
      date: '2024-06-21',
      photoIds: [late.id, encore.id],
      firstLocal: '2024-06-21T23:30:00',
      lastLocal: '2024-06-22T00:40:00',
      spanMinutes: 70,
    });
  });

  it('counts a photo before 06:00 as the previous evening, and one from 06:00 as its own day', () => {
    const night = photo('2024-06-21T22:00:00');
    const beforeCutoff = photo('2024-06-22T05:59:59');
    const atCutoff = photo('2024-06-22T06:00:00');
    const { evenings } = groupPhotoEvenings([night, beforeCutoff, atCutoff]);
    expect(evenings.map((e) => [e.date, e.photoIds])).toEqual([
      ['2024-06-21', [night.id, beforeCutoff.id]],
      ['2024-06-22', [atCutoff.id]],
    ]);
  });

  it('keeps the same place within the radius of the first photo, and two places the same night apart', () => {
    const coliseu = photo('2024-06-21T21:00:00', COLISEU);
    const nearby = photo('2024-06-21T21:30:00', NEAR_COLISEU);
    const arena = photo('2024-06-21T23:00:00', ARENA);
    const coliseuAgain = photo('2024-06-21T23:10:00', COLISEU);
    const { evenings } = groupPhotoEvenings([arena, coliseu, coliseuAgain, nearby]);
    expect(evenings).toHaveLength(2);
    expect(evenings[0]!.photoIds).toEqual([coliseu.id, nearby.id, coliseuAgain.id]);
    expect(evenings[1]!.photoIds).toEqual([arena.id]);
    expect(evenings[1]!.centre).toEqual(ARENA);
    // The centre is the mean of the evening's photos.
    expect(evenings[0]!.centre.lat).toBeCloseTo((2 * COLISEU.lat + NEAR_COLISEU.lat) / 3, 6);
  });

  it('makes the same place on two nights two evenings, earliest first', () => {
    const second = photo('2024-06-22T21:00:00');
    const first = photo('2024-06-21T21:00:00');
    const porto = photo('2024-05-01T22:00:00', PORTO);
    const { evenings } = groupPhotoEvenings([second, first, porto]);
    expect(evenings.map((e) => e.date)).toEqual(['2024-05-01', '2024-06-21', '2024-06-22']);
  });

  it('decides the evening by the local time, not the UTC instant the offset gives', () => {
    // 20:00 in New York is 01:00 UTC the next day; 01:00 in Tokyo is 16:00 UTC the day before.
    const newYork = photo('2024-06-21T20:00:00', { lat: 40.7505, lng: -73.9934 }, -240);
    const tokyo = photo('2024-06-22T01:00:00', { lat: 35.6828, lng: 139.7595 }, 540);
    const { evenings } = groupPhotoEvenings([newYork, tokyo]);
    // Both on the 21st; Tokyo's is the earlier instant, so it comes first.
    expect(evenings.map((e) => [e.date, e.photoIds])).toEqual([
      ['2024-06-21', [tokyo.id]],
      ['2024-06-21', [newYork.id]],
    ]);
  });

  it('orders and measures by the offset when present: the earliest instant is the first photo', () => {
    // The same gig, one camera on +01:00 and one left on UTC: 21:50+01:00 (20:50 UTC) comes
    // before 21:30+00:00 (21:30 UTC), though its clock reads later.
    const phone = photo('2024-06-21T21:50:00', COLISEU, 60);
    const camera = photo('2024-06-21T21:30:00', NEAR_COLISEU, 0);
    const [evening] = groupPhotoEvenings([camera, phone]).evenings;
    expect(evening).toMatchObject({
      photoIds: [phone.id, camera.id],
      firstLocal: '2024-06-21T21:50:00',
      lastLocal: '2024-06-21T21:30:00',
      spanMinutes: 40,
    });
  });

  it('anchors the radius at the first photo by instant, so a drift away becomes a new evening', () => {
    // Each step is under 2 km from the one before, the last over 2 km from the first.
    const start = photo('2024-06-21T20:00:00', COLISEU, 60);
    const step = photo('2024-06-21T20:30:00', { lat: 38.7294, lng: -9.1404 }, 60);
    const away = photo('2024-06-21T21:00:00', { lat: 38.7429, lng: -9.1404 }, 60);
    const { evenings } = groupPhotoEvenings([away, step, start]);
    expect(evenings.map((e) => e.photoIds)).toEqual([[start.id, step.id], [away.id]]);
  });

  it('lists photos without a date or a place apart, saying what is missing', () => {
    const good = photo('2024-06-21T21:00:00');
    const noDate = photo(null);
    const noPlace = photo('2024-06-21T21:05:00', null);
    const neither = photo(null, null);
    const badDate = photo('not a date');
    const { evenings, apart } = groupPhotoEvenings([noDate, good, noPlace, neither, badDate]);
    expect(evenings.map((e) => e.photoIds)).toEqual([[good.id]]);
    expect(apart).toEqual([
      { id: noDate.id, missing: ['date'] },
      { id: noPlace.id, missing: ['place'] },
      { id: neither.id, missing: ['date', 'place'] },
      { id: badDate.id, missing: ['date'] },
    ]);
  });

  it('answers nothing for no photos', () => {
    expect(groupPhotoEvenings([])).toEqual({ evenings: [], apart: [] });
  });
});

describeReturns('readExifDateTime', readExifDateTime, [
  ['2024:06:21 23:30:00', '2024-06-21T23:30:00'],
  ['2024:06:21 23:30', '2024-06-21T23:30:00'],
  [' 2024:02:29 00:00:01 ', '2024-02-29T00:00:01'],
  ['0000:00:00 00:00:00', null],
  ['2023:02:29 10:00:00', null],
  ['2024:06:21 24:00:00', null],
  ['', null],
  [undefined, null],
  [1718991000, null],
]);

describeReturns('readExifOffset', readExifOffset, [
  ['+01:00', 60],
  ['-05:30', -330],
  ['+0900', 540],
  ['Z', null],
  ['+15:00', null],
  [undefined, null],
]);

describe('readGpsPosition', () => {
  it('takes real coordinates', () => {
    expect(readGpsPosition(38.7, -9.1)).toEqual({ lat: 38.7, lng: -9.1 });
  });
  it('refuses missing, out of range and 0,0 (no fix)', () => {
    expect(readGpsPosition(undefined, -9.1)).toBeNull();
    expect(readGpsPosition(91, 0)).toBeNull();
    expect(readGpsPosition(0, 181)).toBeNull();
    expect(readGpsPosition(0, 0)).toBeNull();
    expect(readGpsPosition(Number.NaN, 1)).toBeNull();
  });
});
