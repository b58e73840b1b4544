import type { Plan } from '@gigrank/domain';
import { describe, expect, it } from 'vitest';
import { validateAddShowSearch } from '../shows';
import { formatPlanDate, goingText, planItems, planLogHref, planText, planVerb } from './plan-text';

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

const TODAY = '2026-04-05';

const planOn = (id: number, date: string, fields: Partial<Plan> = {}): Plan => ({
  id,
  user: { id: 1, username: 'fan', displayName: 'Fan', profilePicture: null },
  artist: 'Radiohead',
  artistId: 3,
  city: 'Porto',
  cityId: 4,
  cityCountry: 'PT',
  cityRegion: 'Porto',
  venue: 'Coliseu',
  date,
  createdAt: '2026-03-01T10:00:00Z',
  showId: null,
  ...fields,
});

describe('planItems', () => {
  const plans = [planOn(1, '2026-04-04'), planOn(2, TODAY), planOn(3, '2026-06-01')];

  it('gives the owner every plan, those whose date has passed as due', () => {
    expect(planItems(plans, TODAY, true).map(({ plan: p, due }) => [p.id, due])).toEqual([
      [1, true],
      [2, false],
      [3, false],
    ]);
  });

  it('gives a visitor the upcoming ones only', () => {
    expect(planItems(plans, TODAY, false).map(({ plan: p }) => p.id)).toEqual([2, 3]);
  });
});

describe('planLogHref', () => {
  it('opens Add Show with the fields filled, the city with its country', () => {
    const href = planLogHref(planOn(12, '2026-04-04', { artist: 'Sigur Rós & Co' }));
    const url = new URL(href, 'https://gigrank.test');
    expect(url.pathname).toBe('/add');
    expect(validateAddShowSearch(Object.fromEntries(url.searchParams.entries()))).toEqual({
      artist: 'Sigur Rós & Co',
      city: 'Porto, PT',
      date: '2026-04-04',
      venue: 'Coliseu',
      plan: 12,
    });
  });

  it('names the city with its region when the region tells it apart: the show lands at the same gig', () => {
    const href = planLogHref(
      planOn(7, TODAY, { city: 'Portland', cityCountry: 'US', cityRegion: 'Maine' }),
    );
    expect(new URL(href, 'https://gigrank.test').searchParams.get('city')).toBe(
      'Portland, Maine, US',
    );
  });

  it('leaves out a venue the plan does not have', () => {
    expect(planLogHref(planOn(5, TODAY, { venue: null, cityCountry: null }))).toBe(
      `/add?artist=Radiohead&city=Porto&date=${TODAY}&plan=5`,
    );
  });
});

describe('goingText', () => {
  it("says where and when, the weekday and day this year: 'You're going · Porto · Sun, Apr 5'", () => {
    expect(goingText(planOn(1, TODAY), TODAY)).toBe("You're going · Porto · Sun, Apr 5");
    expect(goingText(planOn(2, '2026-12-31', { city: 'Lisbon' }), TODAY)).toBe(
      "You're going · Lisbon · Thu, Dec 31",
    );
  });

  it('adds the year of a date in another year', () => {
    expect(goingText(planOn(3, '2027-01-09'), TODAY)).toBe(
      "You're going · Porto · Sat, Jan 9, 2027",
    );
  });
});
