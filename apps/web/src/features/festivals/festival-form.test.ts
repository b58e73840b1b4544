import { PLACE_MESSAGES } from '@gigrank/domain';
import { describe, expect, it } from 'vitest';
import { festivalErrors, festivalInput, type FestivalDraft } from './festival-form';

const draft: FestivalDraft = {
  name: 'Primavera Sound',
  edition: 2026,
  editionTouched: false,
  startDate: '2026-06-04',
  endDate: '2026-06-06',
  city: 'Barcelona, ES',
  pickedCity: { name: 'Barcelona', country: 'ES', region: null },
  venue: '',
};

describe('the create-a-festival form', () => {
  it('sends the picked city apart from its country, and no blank venue', () => {
    expect(festivalInput(draft)).toMatchObject({
      city: 'Barcelona',
      cityCountry: 'ES',
      venue: undefined,
    });
    expect(festivalErrors(festivalInput(draft))).toEqual({});
  });

  it("gives the schema's messages on their fields", () => {
    expect(festivalErrors(festivalInput({ ...draft, name: ' ' })).name).toBe(
      PLACE_MESSAGES.festivalNameRequired,
    );
    expect(festivalErrors(festivalInput({ ...draft, endDate: '2026-06-01' })).endDate).toBe(
      PLACE_MESSAGES.endBeforeStart,
    );
    expect(festivalErrors(festivalInput({ ...draft, endDate: '2026-06-30' })).endDate).toBe(
      PLACE_MESSAGES.tooLong,
    );
    expect(festivalErrors(festivalInput({ ...draft, edition: 2025 })).edition).toBe(
      PLACE_MESSAGES.editionMismatch,
    );
    expect(festivalErrors(festivalInput({ ...draft, startDate: '' })).startDate).toBe(
      PLACE_MESSAGES.startDateRequired,
    );
    expect(festivalErrors(festivalInput({ ...draft, city: '', pickedCity: null })).city).toBe(
      'City is required',
    );
  });

  it('asks for an edition when none is given', () => {
    expect(festivalErrors(festivalInput({ ...draft, edition: '' })).edition).toBe(
      PLACE_MESSAGES.editionInvalid,
    );
  });
});
