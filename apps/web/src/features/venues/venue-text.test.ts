import type { UserSummary, VenueAccessNote, VenuePage } from '@gigrank/domain';
import { describe, expect, it } from 'vitest';
import {
  accessRows,
  confirmedByText,
  mergeVenuePages,
  venueCityLabel,
  venueSearchInput,
} from './venue-text';

const user = (displayName: string): UserSummary => ({
  id: displayName.length,
  username: displayName.toLowerCase(),
  displayName,
  profilePicture: null,
});

function note(names: string[], confirmations: number, lastConfirmedAt = '2026-03-12T18:00:00Z') {
  return {
    confirmations,
    confirmedBy: names.map((name) => ({ user: user(name), confirmedAt: lastConfirmedAt })),
    lastConfirmedAt,
  };
}

describe('venueSearchInput', () => {
  it('searches within the form city, with its country when picked', () => {
    expect(venueSearchInput(' coliseu ', { city: 'Lisbon', cityCountry: 'PT' })).toEqual({
      q: 'coliseu',
      city: 'Lisbon',
      cityCountry: 'PT',
    });
  });

  it('lists the city venues for a blank text, and a typed city without a country', () => {
    expect(venueSearchInput('  ', { city: 'Porto', cityCountry: null })).toEqual({ city: 'Porto' });
  });

  it('searches by name alone without a city, and not at all with neither', () => {
    expect(venueSearchInput('Hard Club', { city: ' ', cityCountry: null })).toEqual({
      q: 'Hard Club',
    });
    expect(venueSearchInput('', { city: '', cityCountry: null })).toBeNull();
  });
});

describe('confirmedByText', () => {
  it.each([
    [['Ana'], 1, 'Confirmed by Ana · last 12 Mar 2026'],
    [['Ana', 'Rui'], 2, 'Confirmed by Ana and Rui · last 12 Mar 2026'],
    [['Ana', 'Rui'], 3, 'Confirmed by Ana, Rui and 1 other · last 12 Mar 2026'],
    [
      ['Ana', 'Rui', 'Eva', 'Joe', 'Liz'],
      5,
      'Confirmed by Ana, Rui and 3 others · last 12 Mar 2026',
    ],
    [[], 4, 'Confirmed by 4 people · last 12 Mar 2026'],
    [[], 0, 'Not confirmed yet'],
  ] as const)('%j of %s', (names, confirmations, expected) => {
    expect(confirmedByText(note([...names], confirmations))).toBe(expected);
  });
});

describe('accessRows', () => {
  it('lists the four features in order, each with its note or none', () => {
    const stepFree = { ...note(['Ana'], 1), feature: 'stepFree', note: null, confirmedByMe: false };
    const quiet = {
      ...note(['Rui'], 1),
      feature: 'quietSpace',
      note: 'Room 2',
      confirmedByMe: true,
    };
    const rows = accessRows([quiet, stepFree] as VenueAccessNote[]);
    expect(rows.map((row) => [row.feature, row.note?.note ?? (row.note ? '' : null)])).toEqual([
      ['stepFree', ''],
      ['viewingPlatform', null],
      ['accessibleToilets', null],
      ['quietSpace', 'Room 2'],
    ]);
  });
});

describe('venueCityLabel', () => {
  it('reads as the app writes cities', () => {
    expect(venueCityLabel({ city: 'Lisbon', cityCountry: 'PT', cityRegion: 'Lisbon' })).toBe(
      'Lisbon, PT',
    );
    expect(venueCityLabel({ city: 'Lisbon', cityCountry: 'US', cityRegion: 'Maine' })).toBe(
      'Lisbon, Maine, US',
    );
    expect(venueCityLabel({ city: 'Atlantis', cityCountry: null, cityRegion: null })).toBe(
      'Atlantis',
    );
  });
});

describe('mergeVenuePages', () => {
  const page = (ids: number[], nextBefore: number | null, name = 'Coliseu') =>
    ({
      venue: { id: 1, name },
      shows: ids.map((id) => ({ id })),
      nextBefore,
      topArtists: [],
      topUsers: [],
      accessNotes: [],
    }) as unknown as VenuePage;

  it('keeps the first page’s venue, every show once in order, and the last page’s cursor', () => {
    const merged = mergeVenuePages([page([9, 8], 8), page([8, 7, 6], null, 'Later name')]);
    expect(merged?.venue.name).toBe('Coliseu');
    expect(merged?.shows.map((show) => show.id)).toEqual([9, 8, 7, 6]);
    expect(merged?.nextBefore).toBeNull();
  });

  it('is undefined before the first page', () => {
    expect(mergeVenuePages([])).toBeUndefined();
  });
});
