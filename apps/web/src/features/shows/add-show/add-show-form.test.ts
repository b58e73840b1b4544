import { MAX_PHOTO_BYTES } from '@gigrank/domain';
import { describe, expect, it } from 'vitest';
import {
  acceptPhotos,
  addShowErrors,
  buildShowFormData,
  cityLabel,
  guestRefusal,
  initialAddShowValues,
  latestShowDate,
  localTodayIso,
  photoRefusalToast,
  photosSelectedTitle,
  ratedMessage,
  resolveCity,
  sameName,
  type AddShowValues,
} from './add-show-form';

const TODAY = '2026-04-05';

function filled(overrides: Partial<AddShowValues> = {}): AddShowValues {
  return {
    ...initialAddShowValues(TODAY),
    artist: 'Radiohead',
    city: 'Lisbon, PT',
    ...overrides,
  };
}

describe('initialAddShowValues', () => {
  it('starts on today with the score at 75 and nothing else filled', () => {
    expect(initialAddShowValues(TODAY)).toEqual({
      artist: '',
      city: '',
      date: TODAY,
      venue: '',
      companion: '',
      favoriteSong: '',
      notes: '',
      score: 75,
      guestAppearances: [],
    });
  });

  it('prefills the artist from ?artist=', () => {
    expect(initialAddShowValues(TODAY, ' Radiohead ').artist).toBe('Radiohead');
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

describe('addShowErrors', () => {
  it('accepts a complete show', () => {
    expect(addShowErrors(filled(), TODAY)).toEqual({});
  });

  it("gives the spec's messages for the required fields", () => {
    expect(addShowErrors(filled({ artist: '  ', city: '', date: '' }), TODAY)).toEqual({
      artist: 'Artist is required',
      city: 'City is required',
      date: 'Date is required',
    });
  });

  it('refuses a date after tomorrow, accepts tomorrow', () => {
    expect(addShowErrors(filled({ date: '2026-04-07' }), TODAY)).toEqual({
      date: 'Date cannot be in the future',
    });
    expect(addShowErrors(filled({ date: '2026-04-06' }), TODAY)).toEqual({});
  });

  it('refuses the main artist among the guests', () => {
    expect(addShowErrors(filled({ guestAppearances: ['radiohead'] }), TODAY)).toEqual({
      guestAppearances: 'Cannot add main artist as guest',
    });
  });

  it.each([0, 39, 40, 79, 80, 100])('score %d is valid with its derived rating', (score) => {
    expect(addShowErrors(filled({ score }), TODAY)).toEqual({});
  });
});

describe('buildShowFormData', () => {
  const photo = new File([new Uint8Array([1, 2, 3])], 'stage.png', { type: 'image/png' });

  it('sends every field, guests twice and photos repeated', () => {
    const body = buildShowFormData({
      userId: 7,
      artist: ' Radiohead ',
      city: 'Lisbon',
      cityCountry: 'PT',
      values: filled({
        venue: ' Coliseu ',
        companion: 'sam',
        favoriteSong: 'Reckoner',
        notes: 'Loud',
        score: 80,
        guestAppearances: ['Björk', 'Portishead'],
      }),
      photos: [photo, photo],
    });
    expect(body.get('userId')).toBe('7');
    expect(body.get('artist')).toBe('Radiohead');
    expect(body.get('city')).toBe('Lisbon');
    expect(body.get('cityCountry')).toBe('PT');
    expect(body.get('venue')).toBe('Coliseu');
    expect(body.get('date')).toBe(TODAY);
    expect(body.get('companion')).toBe('sam');
    expect(body.get('favoriteSong')).toBe('Reckoner');
    expect(body.get('notes')).toBe('Loud');
    expect(body.get('score')).toBe('80');
    expect(body.get('rating')).toBe('loved');
    expect(body.get('guestAppearances[0]')).toBe('Björk');
    expect(body.get('guest_artist_0')).toBe('Björk');
    expect(body.get('guestAppearances[1]')).toBe('Portishead');
    expect(body.get('guest_artist_1')).toBe('Portishead');
    expect(body.has('guestAppearances[2]')).toBe(false);
    expect(body.getAll('photos')).toHaveLength(2);
  });

  it.each([
    [79, 'okay'],
    [80, 'loved'],
    [39, 'disliked'],
    [40, 'okay'],
    [75, 'okay'],
  ])('score %d is sent with rating %s', (score, rating) => {
    const body = buildShowFormData({
      userId: 1,
      artist: 'A',
      city: 'B',
      cityCountry: null,
      values: filled({ score }),
      photos: [],
    });
    expect(body.get('rating')).toBe(rating);
    expect(body.has('cityCountry')).toBe(false);
    expect(body.has('photos')).toBe(false);
  });
});

describe('cities', () => {
  it("labels a city 'Name, CC'", () => {
    expect(cityLabel({ name: 'Lisbon', country: 'PT' })).toBe('Lisbon, PT');
    expect(cityLabel({ name: 'Atlantis', country: null })).toBe('Atlantis');
  });

  it('uses the picked city while its label is untouched, else the typed text', () => {
    const lisbon = { name: 'Lisbon', country: 'PT' };
    expect(resolveCity('Lisbon, PT', lisbon)).toEqual({ city: 'Lisbon', cityCountry: 'PT' });
    expect(resolveCity('Lisbo', lisbon)).toEqual({ city: 'Lisbo', cityCountry: null });
    expect(resolveCity(' Atlantis ', null)).toEqual({ city: 'Atlantis', cityCountry: null });
  });
});

describe('guestRefusal', () => {
  it('lets a new guest in', () => {
    expect(guestRefusal(['Björk'], 'Portishead', 'Radiohead')).toBeNull();
  });

  it('refuses a fourth guest', () => {
    expect(guestRefusal(['A', 'B', 'C'], 'D', 'Radiohead')).toEqual({
      title: 'Maximum guests reached',
      message: 'You can only add up to 3 guest artists',
    });
  });

  it('refuses a duplicate, whatever its case or accents', () => {
    expect(guestRefusal(['Björk'], 'bjork', 'Radiohead')?.title).toBe('Guest already added');
  });

  it('refuses the main artist', () => {
    expect(guestRefusal([], 'RADIOHEAD', 'Radiohead')?.title).toBe(
      'Cannot add main artist as guest',
    );
  });
});

describe('photos', () => {
  const image = (name: string, size = 1000) => ({ name, size, type: 'image/jpeg' });

  it('accepts images up to 15 MB', () => {
    const files = [image('a.jpg'), image('b.jpg', MAX_PHOTO_BYTES)];
    expect(acceptPhotos(0, files)).toEqual({ accepted: files, refused: [] });
  });

  it('refuses a file over 15 MB and a file that is not an image', () => {
    const big = image('big.jpg', MAX_PHOTO_BYTES + 1);
    const text = { name: 'notes.txt', size: 10, type: 'text/plain' };
    const { accepted, refused } = acceptPhotos(0, [big, text, image('ok.jpg')]);
    expect(accepted.map((f) => f.name)).toEqual(['ok.jpg']);
    expect(refused).toEqual([
      { file: big, problem: 'tooLarge' },
      { file: text, problem: 'notImage' },
    ]);
  });

  it('keeps at most 20 photos in all', () => {
    const files = [image('1.jpg'), image('2.jpg'), image('3.jpg')];
    const { accepted, refused } = acceptPhotos(18, files);
    expect(accepted.map((f) => f.name)).toEqual(['1.jpg', '2.jpg']);
    expect(refused).toEqual([{ file: files[2], problem: 'tooMany' }]);
    expect(acceptPhotos(20, [image('x.jpg')]).accepted).toEqual([]);
  });

  it("titles the toast '{n} photo(s) selected'", () => {
    expect(photosSelectedTitle(2)).toBe('2 photo(s) selected');
  });

  it('names the refused files and the reason', () => {
    expect(photoRefusalToast([{ file: { name: 'big.jpg' }, problem: 'tooLarge' }], 1)).toEqual({
      title: 'Photo too large',
      message: 'Each photo must be at most 15 MB. Not added: big.jpg. 1 photo(s) selected.',
    });
    expect(photoRefusalToast([], 1)).toBeNull();
  });
});

describe('texts', () => {
  it("reads 'You rated {artist} {score}/100'", () => {
    expect(ratedMessage('Radiohead', 87)).toBe('You rated Radiohead 87/100');
  });

  it('compares artist names case- and accent-insensitively', () => {
    expect(sameName('Beyoncé', ' beyonce ')).toBe(true);
    expect(sameName('Radiohead', 'Radio')).toBe(false);
  });
});
