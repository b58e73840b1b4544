import { PLAN_MESSAGES } from '@gigrank/domain';
import { describe, expect, it } from 'vitest';
import { EMPTY_PLAN_DRAFT, latestPlanDate, planErrors, planInput } from './plan-form';

const TODAY = '2026-04-05';

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
