import { LEDGER_MESSAGES, type Show } from '@gigrank/domain';
import { describe, expect, it } from 'vitest';
import { RestError } from '../../../lib/rest';
import {
  draftFromShow,
  editedShowBody,
  editErrorText,
  guestsChanged,
  isGuestRuleMessage,
  latestShowDate,
  newShowBody,
  newShowDraft,
  ratedMessage,
  showDraftErrors,
  type SelectedPhoto,
  type ShowDraft,
} from './show-draft';
import { cityLabel, resolveCity } from '../../../lib/city';
import { localTodayIso } from '../../../lib/local-today';

const TODAY = '2026-04-05';

const show: Show = {
  id: 7,
  userId: 1,
  user: { id: 1, username: 'fan', displayName: 'Fan', profilePicture: null },
  artist: 'Radiohead',
  venue: null,
  city: 'Paris',
  cityCountry: 'FR',
  date: '2024-03-05',
  companion: 'pal',
  favoriteSong: null,
  notes: 'Great',
  score: 70,
  rating: 'okay',
  photos: [{ id: 3, url: '/u/a.jpg', thumbnailUrl: '/u/a_thumb.jpg', width: 10, height: 10 }],
  guestAppearances: [{ id: 1, artist: 'Bjork' }],
  rank: 2,
  createdAt: '2024-03-06T10:00:00Z',
  setlist: [],
  festival: null,
  venueId: null,
};

/** A complete new show, with `overrides`. */
function filled(overrides: Partial<ShowDraft> = {}): ShowDraft {
  return { ...newShowDraft(TODAY), artist: 'Radiohead', city: 'Lisbon, PT', ...overrides };
}

function selected(name: string): SelectedPhoto {
  const file = new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' });
  return { id: name, file, url: `blob:${name}` };
}

describe('first values', () => {
  it('a new show starts on today with the score at 75 and nothing else filled', () => {
    expect(newShowDraft(TODAY)).toEqual({
      artist: '',
      artistPicked: false,
      city: '',
      pickedCity: null,
      date: TODAY,
      venue: '',
      companion: '',
      favoriteSong: '',
      notes: '',
      score: 75,
      guestAppearances: [],
      photos: [],
      removePhotoIds: [],
      // Without a saved one, the browser region's currency, else euros.
      ticketCurrency: 'EUR',
    });
  });

  it('prefills the artist from ?artist=', () => {
    expect(newShowDraft(TODAY, { artist: ' Radiohead ' }).artist).toBe('Radiohead');
  });

  it("starts from a plan's artist, city, date, venue and id (Log this show)", () => {
    const draft = newShowDraft(TODAY, {
      artist: 'Radiohead',
      city: 'Porto, PT',
      date: '2026-04-04',
      venue: 'Coliseu',
      plan: 12,
    });
    expect(draft).toMatchObject({
      artist: 'Radiohead',
      artistPicked: false,
      city: 'Porto, PT',
      pickedCity: null,
      date: '2026-04-04',
      venue: 'Coliseu',
      score: 75,
      planId: 12,
    });
    expect(showDraftErrors(draft, TODAY)).toEqual({});
  });

  it('an edited show starts as stored, its city picked', () => {
    expect(draftFromShow(show)).toMatchObject({
      artist: 'Radiohead',
      artistPicked: true,
      city: 'Paris, FR',
      pickedCity: { name: 'Paris', country: 'FR' },
      venue: '',
      companion: 'pal',
      score: 70,
      guestAppearances: ['Bjork'],
    });
    expect(draftFromShow({ ...show, score: null }).score).toBe(50);
  });
});

describe('dates', () => {
  it('the latest allowed date is tomorrow', () => {
    expect(latestShowDate('2026-12-31')).toBe('2027-01-01');
  });

  it('today is a calendar date', () => {
    expect(localTodayIso(new Date('2026-04-05T12:00:00Z'))).toMatch(/^2026-04-0[456]$/);
  });
});

describe('showDraftErrors', () => {
  it.each<[string, Partial<ShowDraft>, number, Record<string, string>]>([
    ['a complete show', {}, 0, {}],
    [
      'the required fields',
      { artist: '  ', city: '', date: '' },
      0,
      { artist: 'Artist is required', city: 'City is required', date: 'Date is required' },
    ],
    ['a date after tomorrow', { date: '2026-04-07' }, 0, { date: 'Date cannot be in the future' }],
    ['tomorrow', { date: '2026-04-06' }, 0, {}],
    [
      'the main artist among the guests',
      { guestAppearances: ['radiohead'] },
      0,
      { guestAppearances: 'Cannot add main artist as guest' },
    ],
    ['score 0', { score: 0 }, 0, {}],
    ['score 39', { score: 39 }, 0, {}],
    ['score 80', { score: 80 }, 0, {}],
    ['score 100', { score: 100 }, 0, {}],
    ['20 photos with one stored dropped', { removePhotoIds: [3] }, 20, {}],
    [
      'more than 20 photos in all',
      { photos: Array.from({ length: 20 }, (_, i) => selected(`${i}.png`)) },
      1,
      { photos: 'A show can have at most 20 photos' },
    ],
  ])('%s', (_name, overrides, stored, errors) => {
    expect(showDraftErrors(filled(overrides), TODAY, stored)).toEqual(errors);
  });

  it('an edited show as stored is valid', () => {
    expect(showDraftErrors(draftFromShow(show), TODAY, 1)).toEqual({});
  });
});

describe('cities', () => {
  it.each([
    [{ name: 'Lisbon', country: 'PT' }, 'Lisbon, PT'],
    [{ name: 'Atlantis', country: null }, 'Atlantis'],
    // The region tells a country's cities of one name apart...
    [{ name: 'Lisbon', country: 'US', region: 'Maine' }, 'Lisbon, Maine, US'],
    [{ name: 'Jining', country: 'CN', region: 'Inner Mongolia' }, 'Jining, Inner Mongolia, CN'],
    // ...and is left out when it is named as the city, or unknown.
    [{ name: 'Lisbon', country: 'PT', region: 'Lisbon' }, 'Lisbon, PT'],
    [{ name: 'Tiny', country: 'PT', region: null }, 'Tiny, PT'],
    [{ name: 'Nowhere', country: null, region: 'Ohio' }, 'Nowhere, Ohio'],
  ])("labels %j '%s'", (city, label) => {
    expect(cityLabel(city)).toBe(label);
  });

  const lisbon = { name: 'Lisbon', country: 'PT' };
  const lisbonOhio = { name: 'Lisbon', country: 'US', region: 'Ohio' };
  it.each([
    ['Lisbon, PT', lisbon, { city: 'Lisbon', cityCountry: 'PT', cityRegion: null }],
    ['Lisbo', lisbon, { city: 'Lisbo', cityCountry: null, cityRegion: null }],
    [' Atlantis ', null, { city: 'Atlantis', cityCountry: null, cityRegion: null }],
    ['Lisbon, Ohio, US', lisbonOhio, { city: 'Lisbon', cityCountry: 'US', cityRegion: 'Ohio' }],
    ['Lisbon, US', lisbonOhio, { city: 'Lisbon, US', cityCountry: null, cityRegion: null }],
  ])('%j with %j picked resolves to %j', (text, picked, resolved) => {
    expect(resolveCity(text, picked)).toEqual(resolved);
  });
});

describe('newShowBody (POST /api/shows)', () => {
  it('sends every field, guests twice and photos repeated', () => {
    const body = newShowBody(
      filled({
        artist: 'radiohead',
        pickedCity: { name: 'Lisbon', country: 'PT' },
        venue: ' Coliseu ',
        companion: 'sam',
        favoriteSong: 'Reckoner',
        notes: 'Loud',
        score: 80,
        guestAppearances: ['Björk', 'Portishead'],
        photos: [selected('a.png'), selected('b.png')],
      }),
      7,
      ' Radiohead ',
    );
    expect(Object.fromEntries([...body.entries()].filter(([key]) => key !== 'photos'))).toEqual({
      userId: '7',
      artist: 'Radiohead',
      city: 'Lisbon',
      cityCountry: 'PT',
      venue: 'Coliseu',
      date: TODAY,
      companion: 'sam',
      favoriteSong: 'Reckoner',
      notes: 'Loud',
      score: '80',
      rating: 'loved',
      'guestAppearances[0]': 'Björk',
      guest_artist_0: 'Björk',
      'guestAppearances[1]': 'Portishead',
      guest_artist_1: 'Portishead',
      ticket: '',
      travelledFrom: '',
    });
    expect(body.getAll('photos')).toHaveLength(2);
  });

  it.each([
    [79, 'okay'],
    [80, 'loved'],
    [39, 'disliked'],
    [40, 'okay'],
    [75, 'okay'],
  ])('score %d is sent with rating %s', (score, rating) => {
    const body = newShowBody(filled({ city: 'B', score }), 1, 'A');
    expect(body.get('rating')).toBe(rating);
    expect(body.has('cityCountry')).toBe(false);
    expect(body.has('photos')).toBe(false);
    expect(body.has('planId')).toBe(false);
  });

  it('sends the plan the show logs as planId', () => {
    expect(newShowBody(filled({ planId: 12 }), 1, 'A').get('planId')).toBe('12');
    expect(newShowBody(filled({ planId: null }), 1, 'A').has('planId')).toBe(false);
  });
});

describe('editedShowBody (PUT /api/shows/{id})', () => {
  it("keeps a festival set's festival, stage and time, which the dialog does not edit", () => {
    const set = {
      ...show,
      festival: { id: 4, name: 'Primavera Sound', edition: 2024 },
      stage: 'Main stage',
      setTime: '21:30',
    };
    const body = editedShowBody({ ...draftFromShow(set), score: 90 }, set);
    expect(body.get('festivalId')).toBe('4');
    expect(body.get('stage')).toBe('Main stage');
    expect(body.get('setTime')).toBe('21:30');
    // A show on its own sends none of them.
    const alone = editedShowBody(draftFromShow(show), show);
    expect(alone.has('festivalId')).toBe(false);
    expect(alone.has('stage')).toBe(false);
  });

  it('sends every field, so what the dialog leaves alone stays as it was', () => {
    const body = editedShowBody({ ...draftFromShow(show), score: 95 });
    expect(Object.fromEntries(body.entries())).toEqual({
      artist: 'Radiohead',
      venue: '',
      city: 'Paris',
      cityCountry: 'FR',
      date: '2024-03-05',
      companion: 'pal',
      favoriteSong: '',
      notes: 'Great',
      score: '95',
      // The rating always matches the score (80 and above: loved).
      rating: 'loved',
      'guestAppearances[0]': 'Bjork',
      // A show without a ticket sends a blank one: nothing to keep; no travelled-from city: home.
      ticket: '',
      travelledFrom: '',
    });
  });

  it('sends the ticket as JSON, keeps an edited show’s, and refuses a price the currency cannot take', () => {
    const withTicket = {
      ...show,
      ticket: { amount: '45.50', currency: 'EUR', seat: 'Standing', seller: null },
    };
    const draft = draftFromShow(withTicket);
    expect(JSON.parse(String(editedShowBody(draft).get('ticket')))).toEqual({
      amount: '45.50',
      currency: 'EUR',
      seat: 'Standing',
      seller: null,
    });
    // A blank price removes it, whatever the seat says.
    expect(editedShowBody({ ...draft, ticketAmount: ' ' }).get('ticket')).toBe('');
    expect(
      showDraftErrors({ ...draft, ticketAmount: '12.5', ticketCurrency: 'JPY' }, TODAY)
        .ticketAmount,
    ).toBe(LEDGER_MESSAGES.amountInvalid);
    expect(showDraftErrors(draft, TODAY).ticketAmount).toBeUndefined();
  });

  it('sends the city travelled from only once picked from the list', () => {
    const from = { ...show, travelledFrom: { id: 42, name: 'Porto', countryCode: 'PT' } };
    const draft = draftFromShow(from);
    expect(draft.travelledFromText).toBe('Porto, PT');
    expect(editedShowBody(draft).get('travelledFrom')).toBe('42');
    expect(showDraftErrors(draft, TODAY)).toEqual({});
    // Typed over: not a city of the list, refused before anything is sent.
    const typed = { ...draft, travelledFromText: 'Porto Alegre' };
    expect(showDraftErrors(typed, TODAY).travelledFromText).toBe(
      'Pick the city you travelled from in the list',
    );
    expect(editedShowBody({ ...draft, travelledFromText: '' }).get('travelledFrom')).toBe('');
  });

  it('lists removed photos and appends new ones', () => {
    const body = editedShowBody({
      ...draftFromShow(show),
      removePhotoIds: [3],
      photos: [selected('new.png')],
      score: 39,
    });
    expect(body.get('removePhotoIds[0]')).toBe('3');
    expect(body.getAll('photos')).toHaveLength(1);
    expect(body.get('rating')).toBe('disliked');
  });

  it("an edited show keeps its city's region, shown and sent", () => {
    const draft = draftFromShow({ ...show, city: 'Lisbon', cityCountry: 'US', cityRegion: 'Ohio' });
    expect(draft.city).toBe('Lisbon, Ohio, US');
    const body = editedShowBody(draft);
    expect([body.get('city'), body.get('cityCountry'), body.get('cityRegion')]).toEqual([
      'Lisbon',
      'US',
      'Ohio',
    ]);
  });

  it('a retyped city goes without its country', () => {
    const body = editedShowBody({ ...draftFromShow(show), city: 'Paris' });
    expect(body.get('city')).toBe('Paris');
    expect(body.has('cityCountry')).toBe(false);
    expect(body.has('cityRegion')).toBe(false);
  });
});

describe('edit outcomes', () => {
  it.each([
    [['Bjork'], false],
    [[], true],
    [['Bjork', 'Moby'], true],
  ])('guests %j changed: %s', (guests, changed) => {
    expect(guestsChanged(show, { ...draftFromShow(show), guestAppearances: guests })).toBe(changed);
  });

  it.each([
    ['Cannot add main artist as guest', true],
    ['You can only add up to 3 guest artists', true],
    ['Date cannot be in the future', false],
    [null, false],
  ])('%j is a guest rule message: %s', (message, rule) => {
    expect(isGuestRuleMessage(message)).toBe(rule);
  });

  it.each<[unknown, string]>([
    [new RestError(400, 'Artist is required', '{}', 'Bad Request'), 'Artist is required'],
    [new RestError(502, null, '<html>', 'Bad Gateway'), 'An unknown error occurred'],
    [new TypeError('Failed to fetch'), 'Failed to fetch'],
    ['nope', 'An unknown error occurred'],
  ])('the error toast of %s reads %j', (error, text) => {
    expect(editErrorText(error)).toBe(text);
  });

  it.each([
    ['Radiohead', 87, 'You rated Radiohead 87/100'],
    ['Radiohead', null, 'You rated Radiohead -/100'],
  ])("%s %s reads '%s'", (artist, score, text) => {
    expect(ratedMessage(artist, score)).toBe(text);
  });
});
