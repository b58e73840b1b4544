// Reading a CSV import into rows: the file parsed a chunk per turn within
// its limits (columns, cell and line length, rows), its columns matched to
// the show fields (guessed, or the mapping sent), its dates read in their
// order, its score column in its rating scale and its setlist column (found
// by its header) as a setlist's text (packages/domain's rules).
import { CsvError, parse } from 'csv-parse';
import {
  CSV_IMPORT_FIELDS,
  IMPORT_MAX_CELL_CHARS,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_LINE_CHARS,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  csvCellText,
  csvRowName,
  csvDateOrderOf,
  csvSetlistColumn,
  guessCsvMapping,
  guessRatingScale,
  missingCsvFields,
  parseSetlistText,
  readCsvDate,
  readCsvFestival,
  readCsvGuests,
  readCsvRating,
  readTicketCells,
  shownCsvCell,
  type CsvImportInfo,
  type CsvMapping,
  type CsvMappingInput,
  type ImportRefusal,
  type ImportRow,
} from '@gigrank/domain';
import { badRequest } from '../../errors';
import { Turns, countryCodeOf, type ReadRows } from './import-reading';

/** Characters of a CSV handed to the parser at once: well under one turn's work. */
const CSV_CHUNK_CHARS = 32 * 1024;

/** A CSV limit met while reading, with the message the file is refused with. */
class CsvLimit extends Error {}

/** The text in chunks of about CSV_CHUNK_CHARS, never splitting a surrogate pair. */
function* chunksOf(text: string): Generator<string> {
  for (let at = 0; at < text.length;) {
    let end = Math.min(text.length, at + CSV_CHUNK_CHARS);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    yield text.slice(at, end);
    at = end;
  }
}

/**
 * Characters of one physical line of a CSV (cells, commas and quotes): a
 * longer one refuses the file before it is parsed. Twice the cells' limit,
 * for the commas and quotes around them.
 */
const CSV_MAX_RAW_LINE = 2 * IMPORT_MAX_LINE_CHARS;

/**
 * Where a physical line longer than CSV_MAX_RAW_LINE starts in `chunk`
 * (0 when it began in an earlier chunk), or -1; `run` is the length of the
 * line the chunk continues, and comes back as the length of its last line.
 */
function longLineIn(chunk: string, line: { run: number }): number {
  const breaks = /[\r\n]/g;
  let start = 0;
  for (;;) {
    const found = breaks.exec(chunk);
    const end = found ? found.index : chunk.length;
    line.run += end - start;
    if (line.run > CSV_MAX_RAW_LINE) return start;
    if (!found) return -1;
    line.run = 0;
    start = end + 1;
  }
}

/**
 * A CSV file's records (header first), or a clear refusal, read a chunk per
 * turn. The limits stop the reading on the row that breaks them: a line
 * over CSV_MAX_RAW_LINE (checked before the parser sees it), a row's cells
 * over IMPORT_MAX_LINE_CHARS (the parser's max_record_size, even inside a
 * quoted cell), more than IMPORT_MAX_COLUMNS cells or a cell over
 * IMPORT_MAX_CELL_CHARS (as each row is read), or more data rows than
 * `rowsLeft`. A setlist column's cells (csvSetlistColumn of the header)
 * are held to the row's limit only: a long setlist is several thousand
 * characters of short lines, of which parseSetlistText keeps at most
 * SETLIST_SONGS_MAX songs, each through the text rule. `rowsBefore`: the
 * data rows of the files before this one (rows are numbered across files).
 */
async function csvRecords(
  text: string,
  file: number,
  files: number,
  rowsBefore: number,
  rowsLeft: number,
  turns: Turns,
): Promise<string[][]> {
  // A record by its index: 0 is the header, then data rows numbered across the files.
  const where = (index: number) => csvRowName(index === 0 ? 0 : rowsBefore + index, file, files);
  let read = 0;
  let setlistColumn: number | null = null;
  const parser = parse({
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    trim: false,
    max_record_size: IMPORT_MAX_LINE_CHARS,
    // Each row as it is read: the column and cell limits (a thrown error stops the parser).
    on_record: (record: string[]) => {
      if (record.length > IMPORT_MAX_COLUMNS) {
        throw new CsvLimit(IMPORT_MESSAGES.tooManyColumns(where(read)));
      }
      if (record.some((cell, i) => cell.length > IMPORT_MAX_CELL_CHARS && i !== setlistColumn)) {
        throw new CsvLimit(IMPORT_MESSAGES.cellTooLong(where(read)));
      }
      if (read === 0) setlistColumn = csvSetlistColumn(record);
      read += 1;
      return record;
    },
  });
  const records: string[][] = [];
  let failure: unknown;
  parser.on('readable', () => {
    let record: string[] | null;
    while ((record = parser.read() as string[] | null) !== null) records.push(record);
  });
  parser.on('error', (error) => (failure ??= error));
  const ended = new Promise<void>((resolve) => {
    parser.once('end', resolve);
    parser.once('close', resolve);
  });
  const refusal = (error: unknown) => {
    if (error instanceof CsvLimit) return badRequest(error.message);
    if (error instanceof CsvError && error.code === 'CSV_MAX_RECORD_SIZE') {
      return badRequest(IMPORT_MESSAGES.lineTooLong(where(read)));
    }
    return badRequest(IMPORT_MESSAGES.csvUnreadable);
  };
  const line = { run: 0 };
  try {
    for (const chunk of chunksOf(text)) {
      const long = longLineIn(chunk, line);
      // What comes before a line too long is parsed first, so the refusal names its row.
      parser.write(long === -1 ? chunk : chunk.slice(0, long));
      // The chunk is parsed now; its records and any error arrive before the next turn.
      await turns.give();
      if (failure !== undefined) throw refusal(failure);
      if (long !== -1) throw badRequest(IMPORT_MESSAGES.lineTooLong(where(read)));
      if (records.length - 1 > rowsLeft) throw badRequest(IMPORT_MESSAGES.tooManyRows);
    }
    parser.end();
    await ended;
    if (failure !== undefined) throw refusal(failure);
  } finally {
    parser.destroy();
  }
  if (records.length - 1 > rowsLeft) throw badRequest(IMPORT_MESSAGES.tooManyRows);
  if (records.length < 1 || records[0]!.every((cell) => cell.trim() === '')) {
    throw badRequest(IMPORT_MESSAGES.csvUnreadable);
  }
  return records;
}

export async function readCsv(
  files: string[],
  input: CsvMappingInput | undefined,
  turns = new Turns(),
): Promise<ReadRows> {
  const tables: string[][][] = [];
  let rowsBefore = 0;
  for (const [index, text] of files.entries()) {
    const left = IMPORT_MAX_ROWS - rowsBefore;
    const table = await csvRecords(text, index + 1, files.length, rowsBefore, left, turns);
    rowsBefore += table.length - 1;
    tables.push(table);
  }
  const headers = tables[0]![0]!.map((h) => h.trim());
  const mapping: CsvMapping = { ...guessCsvMapping(headers) };
  for (const field of CSV_IMPORT_FIELDS) {
    const column = input?.columns?.[field];
    if (column !== undefined)
      mapping[field] = column !== null && column < headers.length ? column : null;
  }
  const missing = missingCsvFields(mapping);
  const setlistColumn = csvSetlistColumn(headers, mapping);
  // Every file of one import has the first file's columns; their data rows follow each other.
  const data = tables.flatMap((table) => table.slice(1));
  const cell = (record: string[], field: keyof CsvMapping): string => {
    const column = mapping[field];
    return column === null ? '' : csvCellText((record[column] ?? '').trim());
  };
  const guessed = csvDateOrderOf(data.map((r) => cell(r, 'date')));
  const dateOrder = input?.dateOrder ?? guessed.order;
  const scale = input?.ratingScale
    ? { scale: input.ratingScale, from: 'chosen' as const }
    : guessRatingScale(
        mapping.score === null ? null : headers[mapping.score]!,
        mapping.score === null ? [] : data.map((r) => cell(r, 'score')),
      );
  const csv: CsvImportInfo = {
    headers: headers.map(shownCsvCell),
    sample: data.slice(0, 3).map((record) => record.map(shownCsvCell)),
    mapping,
    dateOrder,
    dateOrderAmbiguous: guessed.ambiguous && input?.dateOrder === undefined,
    ratingScale: scale.scale,
    ratingScaleFrom: scale.from,
  };
  if (missing.length) {
    // Nothing can be read without them: the screen shows the mapping to fix.
    return {
      rows: [],
      repeated: [],
      refused: [{ row: 0, message: `Choose the column of: ${missing.join(', ')}` }],
      csv,
    };
  }
  const rows: ImportRow[] = [];
  const refused: ImportRefusal[] = [];
  for (const [index, record] of data.entries()) {
    await turns.take();
    const row = index + 1;
    const rawDate = cell(record, 'date');
    const date = readCsvDate(rawDate, dateOrder);
    if (!date) {
      refused.push({
        row,
        message: rawDate ? IMPORT_MESSAGES.invalidDate(rawDate) : 'Date is required',
      });
      continue;
    }
    const score = readCsvRating(cell(record, 'score'), scale.scale);
    if (score === undefined) {
      refused.push({
        row,
        message: IMPORT_MESSAGES.invalidScore(cell(record, 'score'), scale.scale),
      });
      continue;
    }
    const read = readTicketCells({
      price: cell(record, 'ticketPrice'),
      currency: cell(record, 'ticketCurrency'),
      seat: cell(record, 'ticketSeat'),
      seller: cell(record, 'ticketSeller'),
    });
    if ('error' in read) {
      refused.push({ row, message: read.error });
      continue;
    }
    const text = (field: keyof CsvMapping) => cell(record, field) || null;
    const festival = readCsvFestival(
      cell(record, 'festival'),
      cell(record, 'festivalEdition'),
      date,
    );
    rows.push({
      row,
      date,
      artist: cell(record, 'artist'),
      city: cell(record, 'city'),
      countryCode: countryCodeOf(cell(record, 'country')),
      region: null,
      venue: text('venue'),
      score,
      notes: text('notes'),
      companion: text('companion'),
      favoriteSong: text('favoriteSong'),
      guests: readCsvGuests(cell(record, 'guests')),
      festival,
      // A stage belongs to a festival set: without a festival it is not kept.
      stage: festival ? text('stage') : null,
      // Gigrank's export writes a setlist as its text (export.service.ts showsCsv).
      setlist:
        setlistColumn === null
          ? []
          : parseSetlistText(csvCellText((record[setlistColumn] ?? '').trim())),
      sourceId: null,
      sourceUrl: null,
      ticket: read.ticket,
    });
  }
  return { rows, repeated: [], refused, csv };
}
