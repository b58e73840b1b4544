import { MAX_PHOTO_BYTES } from '@gigrank/domain';
import { describe, expect, it } from 'vitest';
import { acceptPhotos, guestRefusal, photoSelectionToast, sameName } from './field-rules';

describe('guestRefusal', () => {
  it.each<[string, string[], string, 'add' | 'edit', string | null, string | null]>([
    ['a new guest', ['Björk'], 'Portishead', 'add', null, null],
    [
      'a fourth guest',
      ['A', 'B', 'C'],
      'D',
      'edit',
      'Maximum guests reached',
      'You can only add up to 3 guest artists',
    ],
    ['a duplicate, whatever its accents', ['Björk'], 'bjork', 'add', 'Guest already added', null],
    ['a duplicate in the edit dialog', ['Björk'], 'BJÖRK', 'edit', 'Duplicate guest artist', null],
    ['the main artist', [], 'RADIOHEAD', 'add', 'Cannot add main artist as guest', null],
    ['a blank name', [], '  ', 'add', 'Guest artist name cannot be empty', null],
  ])('%s', (_name, guests, candidate, variant, title, message) => {
    const refusal = guestRefusal(guests, candidate, 'Radiohead', variant);
    expect(refusal?.title ?? null).toBe(title);
    if (message) expect(refusal?.message).toBe(message);
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

  it.each([
    [[], 2, { refused: false, title: '2 photo(s) selected' }],
    [
      [{ file: { name: 'big.jpg' }, problem: 'tooLarge' as const }],
      1,
      {
        refused: true,
        title: 'Photo too large',
        message: 'Each photo must be at most 15 MB. Not added: big.jpg. 1 photo(s) selected.',
      },
    ],
    [
      [{ file: { name: 'x.txt' }, problem: 'notImage' as const }],
      0,
      { refused: true, title: 'Not an image' },
    ],
  ])('choosing with %j refused and %d selected toasts %j', (refused, count, toast) => {
    expect(photoSelectionToast(refused, count)).toMatchObject(toast);
  });
});

describe('sameName', () => {
  it.each([
    ['Beyoncé', ' beyonce ', true],
    ['Radiohead', 'Radio', false],
  ])('%j and %j: %s', (a, b, same) => {
    expect(sameName(a, b)).toBe(same);
  });
});
