import { PLAN_MESSAGES, type Plan } from '@gigrank/domain';
import { describe, expect, it } from 'vitest';
import { validateAddShowSearch } from '../shows';
import { EMPTY_PLAN_DRAFT, latestPlanDate, planErrors, planInput } from './plan-form';
import { goingText, planItems, planLogHref } from './plan-text';

const TODAY = '2026-04-05';

const plan = (id: number, date: string, fields: Partial<Plan> = {}): Plan => ({
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

describe('planInput', () => {
  it('sends the city as the box shows it, a blank venue as none', () => {
    expect(
      planInput('Radiohead', {
        city: ' Lisbon, Ohio, US ',
        pickedCity: { name: 'Lisbon', country: 'US', region: 'Ohio' },
        date: '2026-05-01',
        venue: '  ',
      }),
    ).toEqual({ artist: 'Radiohead', city: 'Lisbon, Ohio, US', date: '2026-05-01', venue: null });
  });
});

describe('planErrors', () => {
  const errorsOf = (changes: Partial<typeof EMPTY_PLAN_DRAFT>) =>
    planErrors(planInput('Radiohead', { ...EMPTY_PLAN_DRAFT, ...changes }), TODAY);

  it("names what is missing with the server's texts", () => {
    expect(errorsOf({})).toEqual({ city: 'City is required', date: 'Date is required' });
    expect(
      planErrors(planInput(' ', { ...EMPTY_PLAN_DRAFT, city: 'Porto', date: TODAY }), TODAY),
    ).toEqual({ artist: 'Artist is required' });
  });

  it.each([
    ['2026-04-05', undefined],
    ['2026-04-04', PLAN_MESSAGES.pastDate],
    ['2025-12-31', PLAN_MESSAGES.pastDate],
    [latestPlanDate(TODAY), undefined],
    ['2029-04-10', PLAN_MESSAGES.tooFar],
    ['2026-02-30', 'Date is invalid'],
  ])('date %s: %s', (date, message) => {
    expect(errorsOf({ city: 'Porto', date }).date).toBe(message);
  });
});

describe('planItems', () => {
  const plans = [plan(1, '2026-04-04'), plan(2, TODAY), plan(3, '2026-06-01')];

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
    const href = planLogHref(plan(12, '2026-04-04', { artist: 'Sigur Rós & Co' }));
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
      plan(7, TODAY, { city: 'Portland', cityCountry: 'US', cityRegion: 'Maine' }),
    );
    expect(new URL(href, 'https://gigrank.test').searchParams.get('city')).toBe(
      'Portland, Maine, US',
    );
  });

  it('leaves out a venue the plan does not have', () => {
    expect(planLogHref(plan(5, TODAY, { venue: null, cityCountry: null }))).toBe(
      `/add?artist=Radiohead&city=Porto&date=${TODAY}&plan=5`,
    );
  });
});

describe('goingText', () => {
  it("says where and when, the weekday and day this year: 'You're going · Porto · Sun, Apr 5'", () => {
    expect(goingText(plan(1, TODAY), TODAY)).toBe("You're going · Porto · Sun, Apr 5");
    expect(goingText(plan(2, '2026-12-31', { city: 'Lisbon' }), TODAY)).toBe(
      "You're going · Lisbon · Thu, Dec 31",
    );
  });

  it('adds the year of a date in another year', () => {
    expect(goingText(plan(3, '2027-01-09'), TODAY)).toBe("You're going · Porto · Sat, Jan 9, 2027");
  });
});
