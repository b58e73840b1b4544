import type { Show } from '@gigrank/domain';
import { describe, expect, it } from 'vitest';
import { RestError } from '../../../lib/rest';
import {
  draftErrors,
  draftFromShow,
  editErrorText,
  guestsChanged,
  isGuestRuleMessage,
  showFormData,
} from './show-draft';

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
};

describe('showFormData', () => {
  it('sends every field, so what the dialog leaves alone stays as it was', () => {
    const form = showFormData({ ...draftFromShow(show), score: 95 });
    expect(Object.fromEntries(form.entries())).toEqual({
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
    });
  });

  it('lists removed photos and appends new ones', () => {
    const photo = new File([new Uint8Array([1, 2, 3])], 'new.png', { type: 'image/png' });
    const form = showFormData({
      ...draftFromShow(show),
      removePhotoIds: [3],
      newPhotos: [photo],
      score: 39,
    });
    expect(form.get('removePhotoIds[0]')).toBe('3');
    expect(form.getAll('photos')).toHaveLength(1);
    expect(form.get('rating')).toBe('disliked');
  });
});

describe('guestsChanged', () => {
  it('is false for the same list and true for any change', () => {
    expect(guestsChanged(show, draftFromShow(show))).toBe(false);
    expect(guestsChanged(show, { ...draftFromShow(show), guests: [] })).toBe(true);
    expect(guestsChanged(show, { ...draftFromShow(show), guests: ['Bjork', 'Moby'] })).toBe(true);
  });
});

describe('isGuestRuleMessage', () => {
  it('knows the guest rule messages only', () => {
    expect(isGuestRuleMessage('Cannot add main artist as guest')).toBe(true);
    expect(isGuestRuleMessage('You can only add up to 3 guest artists')).toBe(true);
    expect(isGuestRuleMessage('Date cannot be in the future')).toBe(false);
    expect(isGuestRuleMessage(null)).toBe(false);
  });
});

describe('editErrorText', () => {
  it("gives the server's message, a thrown error's message, or the unknown text", () => {
    expect(editErrorText(new RestError(400, 'Artist is required', '{}', 'Bad Request'))).toBe(
      'Artist is required',
    );
    expect(editErrorText(new RestError(502, null, '<html>', 'Bad Gateway'))).toBe(
      'An unknown error occurred',
    );
    expect(editErrorText(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(editErrorText('nope')).toBe('An unknown error occurred');
  });
});

describe('draftErrors', () => {
  it('is empty for a valid draft', () => {
    expect(draftErrors(draftFromShow(show), 1)).toEqual({});
  });

  it("uses the spec's messages", () => {
    const errors = draftErrors({ ...draftFromShow(show), artist: ' ', city: '', date: '' }, 1);
    expect(errors).toMatchObject({
      artist: 'Artist is required',
      city: 'City is required',
      date: 'Date is required',
    });
  });

  it('refuses a future date and too many photos', () => {
    const errors = draftErrors(
      { ...draftFromShow(show), date: '2999-01-01', newPhotos: Array(20).fill(new File([], 'x')) },
      1,
    );
    expect(errors.date).toBe('Date cannot be in the future');
    expect(errors.photos).toBe('A show can have at most 20 photos');
  });
});
