import type { Plan } from '@gigrank/domain';
import { describe, expect, it } from 'vitest';
import { formatPlanDate, planText, planVerb } from './plan-text';

const plan: Plan = {
  id: 1,
  user: { id: 2, username: 'ana', displayName: 'Ana', profilePicture: null },
  artist: 'Radiohead',
  artistId: 3,
  city: 'Lisbon',
  cityId: 4,
  cityCountry: 'PT',
  cityRegion: null,
  venue: null,
  date: '2025-12-05',
  createdAt: '2025-11-01T10:00:00.000Z',
  showId: null,
};

describe('plan texts', () => {
  it.each([
    ['2025-12-05', '2025-11-20', 'Fri, Dec 5'],
    ['2025-03-01', '2025-01-01', 'Sat, Mar 1'],
    ['2027-01-09', '2025-11-20', 'Sat, Jan 9, 2027'],
    ['not a date', '2025-11-20', 'not a date'],
  ])('%s (today %s) -> %s', (date, today, text) => {
    expect(formatPlanDate(date, today)).toBe(text);
  });

  it('says going until the date has passed', () => {
    expect(planVerb(plan, '2025-12-04')).toBe('is going to see');
    expect(planVerb(plan, '2025-12-05')).toBe('is going to see');
    expect(planVerb(plan, '2025-12-06')).toBe('went to see');
    expect(planText(plan, '2025-11-20')).toBe(
      'Ana is going to see Radiohead · Lisbon · Fri, Dec 5',
    );
  });
});
