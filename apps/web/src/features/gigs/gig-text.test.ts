import { describe, expect, it } from 'vitest';
import { gigDocumentTitle, gigListedText, gigLoggedText, gigTitle } from './gig-text';

describe('gig texts', () => {
  const gig = { artist: 'Radiohead', city: 'Lisbon', date: '2025-06-01' };

  it('titles the page by artist, city and date', () => {
    expect(gigTitle(gig)).toBe('Radiohead in Lisbon, June 1, 2025');
    expect(gigDocumentTitle(gig)).toBe('Radiohead in Lisbon, June 1, 2025 | Gigrank');
  });

  it.each([
    [0, '0 people logged this gig'],
    [1, '1 person logged this gig'],
    [12, '12 people logged this gig'],
  ])('%i -> %s', (count, text) => {
    expect(gigLoggedText(count)).toBe(text);
  });

  it('says when the list holds only the best of them', () => {
    expect(gigListedText(100, 140)).toBe('The best 100 of 140 shows');
    expect(gigListedText(12, 12)).toBeNull();
  });
});
