import type { FestivalSummary } from '@gigrank/domain';
import { describe, expect, it } from 'vitest';
import { festivalSetBody, newSetDraft } from './festival-set';

const festival: FestivalSummary = {
  id: 7,
  name: 'Primavera Sound',
  edition: 2026,
  startDate: '2026-06-04',
  endDate: '2026-06-06',
  city: 'Barcelona',
  cityCountry: 'ES',
  cityRegion: 'Catalonia',
  venue: { id: 3, name: 'Parc del Fòrum' },
};

describe('a festival set', () => {
  it("starts at the festival's city and venue, on the chosen day, score 75", () => {
    const draft = newSetDraft(festival, '2026-06-05', '2026-06-10');
    expect(draft).toMatchObject({
      city: 'Barcelona, Catalonia, ES',
      pickedCity: { name: 'Barcelona', country: 'ES', region: 'Catalonia' },
      venue: 'Parc del Fòrum',
      date: '2026-06-05',
      score: 75,
      artist: '',
    });
  });

  it('is sent with its festival, stage and time, the city as the festival has it', () => {
    const draft = { ...newSetDraft(festival, '2026-06-05', '2026-06-10'), artist: 'Bicep' };
    const photo = new File(['x'], 'crowd.png', { type: 'image/png' });
    const body = festivalSetBody(
      { ...draft, photos: [{ id: 'p1', file: photo, url: 'blob:1' }] },
      12,
      'Bicep',
      festival.id,
      { stage: ' Main stage ', setTime: '21:30' },
    );
    expect(body.get('festivalId')).toBe('7');
    expect(body.get('stage')).toBe('Main stage');
    expect(body.get('setTime')).toBe('21:30');
    expect(body.get('city')).toBe('Barcelona');
    expect(body.get('cityCountry')).toBe('ES');
    expect(body.get('venue')).toBe('Parc del Fòrum');
    expect(body.get('date')).toBe('2026-06-05');
    expect(body.get('userId')).toBe('12');
    // The photos last, after every text field.
    const names = [...body.keys()];
    expect(names.at(-1)).toBe('photos');
    expect(names.indexOf('festivalId')).toBeLessThan(names.indexOf('photos'));
  });

  it('leaves out a blank stage and time', () => {
    const draft = { ...newSetDraft(festival, '2026-06-05', '2026-06-10'), artist: 'Bicep' };
    const body = festivalSetBody(draft, 12, 'Bicep', festival.id, { stage: '  ', setTime: '' });
    expect(body.has('stage')).toBe(false);
    expect(body.has('setTime')).toBe(false);
    expect(body.has('photos')).toBe(false);
  });
});
