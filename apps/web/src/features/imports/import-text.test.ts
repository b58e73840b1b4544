import {
  csvMappingInputSchema,
  IMPORT_MAX_FILE_BYTES,
  IMPORT_MAX_FILES,
  IMPORT_MAX_TOTAL_BYTES,
  IMPORT_MESSAGES,
  guessCsvMapping,
  RATING_SCALES,
  type CsvMapping,
} from '@gigrank/domain';
import { describe, expect, it } from 'vitest';
import {
  choiceOfColumn,
  columnChoices,
  columnOfChoice,
  festivalText,
  hasUnscoredCreated,
  mappingInput,
  NO_COLUMN,
  placeText,
  moreRefusedText,
  previewCounts,
  progressPercent,
  progressText,
  RATING_SCALE_CHOICES,
  ratingScaleNote,
  ratingScaleText,
  setlistText,
  summaryText,
  uploadProblem,
  withColumn,
} from './import-text';

const none: CsvMapping = {
  date: null,
  artist: null,
  city: null,
  country: null,
  venue: null,
  score: null,
  notes: null,
  companion: null,
  favoriteSong: null,
  guests: null,
  festival: null,
  festivalEdition: null,
  stage: null,
  ticketPrice: null,
  ticketCurrency: null,
  ticketSeat: null,
  ticketSeller: null,
};

describe('the counts', () => {
  it('says the preview as its three headings, with thousands grouped', () => {
    const rows = (n: number) => Array.from({ length: n }, () => ({}));
    expect(previewCounts({ create: rows(5000), duplicates: rows(3), refusedTotal: 0 })).toEqual({
      create: '5,000 shows to create',
      duplicates: '3 already logged (skipped)',
      refused: '0 refused',
    });
    expect(previewCounts({ create: rows(1), duplicates: [], refusedTotal: 1 }).create).toBe(
      '1 show to create',
    );
  });

  it('counts every refused row, and says how many the list leaves out', () => {
    const rows = (n: number) => Array.from({ length: n }, () => ({}));
    expect(previewCounts({ create: [], duplicates: [], refusedTotal: 5000 }).refused).toBe(
      '5,000 refused',
    );
    expect(moreRefusedText({ refused: rows(50), refusedTotal: 5000 })).toBe(
      'And 4,950 more rows refused, not listed: fix the rows above and upload the file again to see them.',
    );
    expect(moreRefusedText({ refused: rows(50), refusedTotal: 51 })).toBe(
      'And 1 more row refused, not listed: fix the rows above and upload the file again to see it.',
    );
    expect(moreRefusedText({ refused: rows(2), refusedTotal: 2 })).toBeNull();
  });

  it('labels the progress bar and its percent, never past the total', () => {
    expect(progressText(1200, 5000)).toBe('Imported 1,200 of 5,000');
    expect(progressText(7, 5)).toBe('Imported 5 of 5');
    expect(progressPercent(1200, 5000)).toBe(24);
    expect(progressPercent(0, 0)).toBe(100);
    expect(progressPercent(9, 5)).toBe(100);
  });

  it('sums an import up', () => {
    expect(summaryText({ created: 142, skipped: 3, refused: 2 })).toBe(
      'Imported 142 shows, skipped 3 already logged, 2 refused',
    );
    expect(summaryText({ created: 1, skipped: 0, refused: 0 })).toBe(
      'Imported 1 show, skipped 0 already logged, 0 refused',
    );
    expect(summaryText({ created: 1234, skipped: 0, refused: 0 })).toMatch(/^Imported 1,234 shows/);
  });

  it('offers the rating queue only when a created show has no score', () => {
    expect(hasUnscoredCreated([{ score: 80 }, { score: null }], { created: 2 })).toBe(true);
    expect(hasUnscoredCreated([{ score: 80 }], { created: 1 })).toBe(false);
    expect(hasUnscoredCreated([{ score: null }], { created: 0 })).toBe(false);
  });
});

describe('a row', () => {
  it('names its place with the country when known', () => {
    expect(placeText({ city: 'Lisbon', countryCode: 'PT' })).toBe('Lisbon (PT)');
    expect(placeText({ city: 'Lisbon', countryCode: null })).toBe('Lisbon');
  });

  it('counts its setlist songs, and says nothing without any', () => {
    expect(setlistText({ setlist: [{ title: 'Hyperballad' }] })).toBe('1 setlist song');
    expect(setlistText({ setlist: [{ title: 'a' }, { title: 'b', encore: true }] })).toBe(
      '2 setlist songs',
    );
    expect(setlistText({ setlist: [] })).toBeNull();
  });

  it("names a set's festival edition and stage, and nothing for a show on its own", () => {
    const festival = { name: 'Primavera Sound', edition: 2024 };
    expect(festivalText({ festival, stage: 'Main Stage' })).toBe(
      'Primavera Sound 2024, Main Stage',
    );
    expect(festivalText({ festival, stage: null })).toBe('Primavera Sound 2024');
    expect(festivalText({ festival: null, stage: 'Main Stage' })).toBeNull();
  });
});

describe('the CSV mapping', () => {
  it('offers "Not in the file" then each header, telling twins and blanks apart', () => {
    expect(columnChoices(['Date', '', 'City', 'City'])).toEqual([
      { value: NO_COLUMN, label: 'Not in the file' },
      { value: '0', label: 'Date' },
      { value: '1', label: 'Column 2' },
      { value: '2', label: 'City (column 3)' },
      { value: '3', label: 'City (column 4)' },
    ]);
  });

  it('reads a choice back as a column, and writes a column as a choice', () => {
    expect(columnOfChoice('3')).toBe(3);
    expect(columnOfChoice(NO_COLUMN)).toBeNull();
    expect(columnOfChoice(null)).toBeNull();
    expect(columnOfChoice('x')).toBeNull();
    expect(choiceOfColumn(0)).toBe('0');
    expect(choiceOfColumn(null)).toBe(NO_COLUMN);
  });

  it('gives a column to one field only: the field that held it lets it go', () => {
    const mapping = { ...none, date: 0, artist: 1, venue: 2 };
    expect(withColumn(mapping, 'city', 2)).toEqual({ ...none, date: 0, artist: 1, city: 2 });
    expect(withColumn(mapping, 'venue', null)).toEqual({ ...none, date: 0, artist: 1 });
    expect(withColumn(mapping, 'venue', 2)).toEqual(mapping);
  });

  it('sends every field and the chosen date order, in the shape the API parses', () => {
    const mapping = guessCsvMapping(['Show date', 'Band', 'Town', 'Stars100']);
    const input = mappingInput(mapping, 'mdy');
    expect(input).toEqual({
      columns: { ...none, date: 0, artist: 1, city: 2, score: 3 },
      dateOrder: 'mdy',
    });
    expect(csvMappingInputSchema.parse(JSON.parse(JSON.stringify(input)))).toEqual(input);
    expect(mappingInput(mapping, null)).not.toHaveProperty('dateOrder');
    expect(mappingInput(mapping, null)).not.toHaveProperty('ratingScale');
    const scaled = mappingInput(mapping, null, 'out-of-10');
    expect(scaled).toMatchObject({ ratingScale: 'out-of-10' });
    expect(csvMappingInputSchema.parse(JSON.parse(JSON.stringify(scaled)))).toEqual(scaled);
  });
});

describe('the score scale', () => {
  it("says what each scale does, worked by the import's own rule", () => {
    expect(ratingScaleText('out-of-10')).toBe('Ratings out of 10: 8 becomes 80, 8.5 becomes 85.');
    expect(ratingScaleText('out-of-5')).toBe(
      'Ratings out of 5: 4 becomes 80, 3.5 becomes 70 (★★★½ too).',
    );
    expect(ratingScaleText('out-of-100')).toBe('Ratings out of 100: 87 stays 87.');
    expect(ratingScaleText('letter')).toMatch(/^Letter grades: A\+ 100, A 95, A- 90, .*, F 30\.$/);
  });

  it('offers every scale the server reads, and says the rounding and where the scale came from', () => {
    expect(RATING_SCALE_CHOICES.map((c) => c.value).sort()).toEqual([...RATING_SCALES].sort());
    expect(ratingScaleNote('header')).toMatch(
      /^Guessed from the column's name\. .*rounded half up/,
    );
    expect(ratingScaleNote('values')).toMatch(/^Guessed from the column's values\./);
    expect(ratingScaleNote('chosen')).toBe(
      'Scores are rounded half up to a whole number from 0 to 100.',
    );
  });
});

describe('the chosen files', () => {
  it("are refused before sending with the server's words when over its limits", () => {
    const small = { size: 1000 };
    expect(uploadProblem([small, small])).toBeNull();
    expect(uploadProblem([])).toBe(IMPORT_MESSAGES.noFile);
    expect(uploadProblem(Array.from({ length: IMPORT_MAX_FILES }, () => small))).toBeNull();
    expect(uploadProblem(Array.from({ length: IMPORT_MAX_FILES + 1 }, () => small))).toBe(
      IMPORT_MESSAGES.tooManyFiles,
    );
    expect(uploadProblem([{ size: IMPORT_MAX_FILE_BYTES }])).toBeNull();
    expect(uploadProblem([small, { size: IMPORT_MAX_FILE_BYTES + 1 }])).toBe(
      IMPORT_MESSAGES.fileTooLarge,
    );
    const full = { size: IMPORT_MAX_FILE_BYTES };
    expect(uploadProblem([full, full])).toBeNull();
    expect(IMPORT_MAX_TOTAL_BYTES).toBeLessThan(3 * IMPORT_MAX_FILE_BYTES);
    expect(uploadProblem([full, full, small])).toBe(IMPORT_MESSAGES.tooLarge);
  });
});
