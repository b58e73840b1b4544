import { describe, expect, it } from 'vitest';
import * as csv from '../src/import/csv-mapping';
import { PLACE_MESSAGES, festivalDatesProblem } from '../src/schemas/places';
/** The header row of Gigrank's CSV export (apps/api/test/profile/profile.test.ts checks the export writes it). */
import exportHeader from './fixtures/gigrank-export-header.csv?raw';

describe('guessCsvMapping', () => {
  it("maps Gigrank's own export back to its fields (the round trip)", () => {
    const headers = exportHeader.trim().split(',');
    expect(csv.csvSetlistColumn(headers, csv.guessCsvMapping(headers))).toBe(15);
    expect(csv.guessCsvMapping(headers)).toEqual({
      date: 1,
      artist: 2,
      guests: 3,
      venue: 4,
      city: 5,
      country: 6,
      score: 7,
      companion: 9,
      favoriteSong: 10,
      notes: 11,
      festival: 12,
      festivalEdition: 13,
      stage: 14,
      ticketPrice: 16,
      ticketCurrency: 17,
      ticketSeat: 18,
      ticketSeller: 19,
    });
  });

  it('finds a setlist column by its whole header, unless the mapping gives it another field', () => {
    expect(csv.csvSetlistColumn(['Date', 'Artist', 'City', 'Set List'])).toBe(3);
    expect(csv.csvSetlistColumn(['Tracklist', 'Setlist'])).toBe(0);
    // A 'Songs' column may count them; 'Favorite setlist song' is not a setlist.
    expect(csv.csvSetlistColumn(['Date', 'Songs', 'Favorite setlist song'])).toBeNull();
    const mapping = csv.guessCsvMapping(['Date', 'Artist', 'City', 'Setlist']);
    expect(
      csv.csvSetlistColumn(['Date', 'Artist', 'City', 'Setlist'], { ...mapping, notes: 3 }),
    ).toBeNull();
  });

  it("reads a festival, its edition and a set's stage under other spellings", () => {
    const headers = ['Edition', 'Date', 'Artist', 'City', 'Festival Name', 'Stage'];
    expect(csv.guessCsvMapping(headers)).toMatchObject({
      festivalEdition: 0,
      festival: 4,
      stage: 5,
    });
    // 'Festival Year' is the edition, whatever column comes first.
    expect(csv.guessCsvMapping(['Festival Year', 'Festival', 'Set stage'])).toMatchObject({
      festival: 1,
      festivalEdition: 0,
      stage: 2,
    });
  });

  it("reads other spreadsheets' headers, whatever their case, accents and separators", () => {
    const mapping = csv.guessCsvMapping([
      'Band',
      'Show Date',
      'Town',
      'Venue Name',
      'Fav Song',
      'Support Acts',
      'Review',
      'País',
    ]);
    expect(mapping).toMatchObject({
      artist: 0,
      date: 1,
      city: 2,
      venue: 3,
      favoriteSong: 4,
      guests: 5,
      notes: 6,
      country: 7,
    });
    expect(mapping.score).toBeNull();
    expect(csv.missingCsvFields(mapping)).toEqual([]);
  });

  it('leaves a field without a column when none answers, and says which required ones are missing', () => {
    const mapping = csv.guessCsvMapping(['When', 'Who', 'Notes']);
    expect(mapping.notes).toBe(2);
    expect(csv.missingCsvFields(mapping)).toEqual(['date', 'artist', 'city']);
  });

  it('reads a rating column whose header names its scale as the score', () => {
    expect(csv.guessCsvMapping(['Date', 'Band', 'City', 'Rating (out of 10)']).score).toBe(3);
    expect(csv.guessCsvMapping(['Date', 'Band', 'City', 'Score/10']).score).toBe(3);
    expect(csv.guessCsvMapping(['Date (dd/mm/yyyy)', 'Band', 'City', 'Stars']).date).toBe(0);
  });

  it.each<[string, string[], Record<string, number | null>, string[]]>([
    [
      "Letterboxd's diary (the date watched; no city)",
      ['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating', 'Rewatch', 'Tags', 'Watched Date'],
      { date: 7, artist: 1, score: 4, city: null },
      ['city'],
    ],
    [
      "Concert Archives' export",
      ['Date', 'Artist', 'Venue', 'City', 'State', 'Country', 'Rating', 'Notes'],
      { date: 0, artist: 1, venue: 2, city: 3, country: 5, score: 6, notes: 7 },
      [],
    ],
    [
      'a setlist.fm-style CSV',
      ['eventDate', 'artist', 'venue', 'city', 'country'],
      { date: 0, artist: 1, venue: 2, city: 3, country: 4, score: null },
      [],
    ],
  ])('maps %s without hand work', (_, headers, expected, missing) => {
    const mapping = csv.guessCsvMapping(headers);
    expect(mapping).toMatchObject(expected);
    expect(csv.missingCsvFields(mapping)).toEqual(missing);
  });

  it('never uses a column twice', () => {
    const mapping = csv.guessCsvMapping(['artist', 'artist']);
    expect(mapping.artist).toBe(0);
    expect(Object.values(mapping).filter((c) => c === 1)).toEqual([]);
  });
});

describe('dates', () => {
  it('reads ISO whatever the order, and day or month first as told', () => {
    expect(csv.readCsvDate('2024-06-21', 'mdy')).toBe('2024-06-21');
    expect(csv.readCsvDate('2024/6/1', 'dmy')).toBe('2024-06-01');
    expect(csv.readCsvDate('2024-06-21T20:00:00Z', 'iso')).toBe('2024-06-21');
    expect(csv.readCsvDate('21/06/2024', 'dmy')).toBe('2024-06-21');
    expect(csv.readCsvDate('21.06.2024', 'dmy')).toBe('2024-06-21');
    expect(csv.readCsvDate('06/21/2024', 'mdy')).toBe('2024-06-21');
    expect(csv.readCsvDate('03/04/2024', 'dmy')).toBe('2024-04-03');
    expect(csv.readCsvDate('03/04/2024', 'mdy')).toBe('2024-03-04');
  });

  it('refuses what is not a real day so written, and two-digit years', () => {
    expect(csv.readCsvDate('21/06/2024', 'mdy')).toBeNull();
    expect(csv.readCsvDate('31/04/2024', 'dmy')).toBeNull();
    expect(csv.readCsvDate('29/02/2023', 'dmy')).toBeNull();
    expect(csv.readCsvDate('21/06/24', 'dmy')).toBeNull();
    expect(csv.readCsvDate('21/06/2024', 'iso')).toBeNull();
    expect(csv.readCsvDate('last summer', 'dmy')).toBeNull();
  });

  it("tells the column's order when a cell says it, and asks when none does", () => {
    const columns: [string[], string, boolean][] = [
      [['2024-06-21', '2023-01-02'], 'iso', false],
      [['03/04/2024', '21/06/2024'], 'dmy', false],
      [['03/04/2024', '06/21/2024'], 'mdy', false],
      [['03/04/2024', '05/06/2023'], 'dmy', true],
      [['21/06/2024', '06/21/2024'], 'dmy', true],
    ];
    for (const [cells, order, ambiguous] of columns) {
      expect(csv.csvDateOrderOf(cells), cells.join(' ')).toEqual({ order, ambiguous });
    }
  });
});

describe('cells', () => {
  it("takes off the quote Gigrank's export put before formula-like text, and nothing else", () => {
    const cells = ["'=SUM(A1)", "'-ish", "'Til Tuesday", 'plain'];
    expect(cells.map((cell) => csv.csvCellText(cell))).toEqual([
      '=SUM(A1)',
      '-ish',
      "'Til Tuesday",
      'plain',
    ]);
  });

  it("splits guests on ';' (the export's) or '|'", () => {
    expect(csv.readCsvGuests('Arctic Monkeys; The Last Shadow Puppets')).toEqual([
      'Arctic Monkeys',
      'The Last Shadow Puppets',
    ]);
    expect(csv.readCsvGuests('A | B ||')).toEqual(['A', 'B']);
    expect(csv.readCsvGuests('')).toEqual([]);
  });
});

describe('readCsvFestival', () => {
  it('reads a festival and its edition, the row’s year when the file gives none', () => {
    expect(csv.readCsvFestival('Primavera Sound', '2024', '2024-06-01')).toEqual({
      name: 'Primavera Sound',
      edition: 2024,
    });
    expect(csv.readCsvFestival('Primavera Sound', '', '2023-05-31')).toEqual({
      name: 'Primavera Sound',
      edition: 2023,
    });
    expect(csv.readCsvFestival('', '2024', '2024-06-01')).toBeNull();
    // Not a year: left for the row's check to refuse.
    expect(csv.readCsvFestival('Odd Fest', 'next', '2024-06-01')?.edition).toBeNaN();
  });
});

describe('festivalDatesProblem', () => {
  it('says why dates cannot be one edition, or nothing', () => {
    expect(festivalDatesProblem('2024-06-01', '2024-06-03', 2024)).toBeNull();
    // Over New Year, either year names the edition.
    expect(festivalDatesProblem('2024-12-30', '2025-01-02', 2025)).toBeNull();
    expect(festivalDatesProblem('2024-06-03', '2024-06-01', 2024)?.message).toBe(
      PLACE_MESSAGES.endBeforeStart,
    );
    expect(festivalDatesProblem('2024-06-01', '2024-06-15', 2024)?.message).toBe(
      PLACE_MESSAGES.tooLong,
    );
    expect(festivalDatesProblem('2024-06-01', '2024-06-14', 2024)).toBeNull();
    expect(festivalDatesProblem('2024-06-01', '2024-06-02', 2023)?.message).toBe(
      PLACE_MESSAGES.editionMismatch,
    );
  });
});
