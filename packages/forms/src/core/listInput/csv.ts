import type { FileLike } from '../files/fileLike.js';
import { MAX_FILE_SIZE } from '../files/fileSize.js';
import { RULE_MESSAGES } from '../messages/ruleMessages.js';

/** "Not a CSV file selected". */
export const NOT_CSV_MESSAGE = RULE_MESSAGES.notCsv;
/** "File size must be lower than 80MB". */
export const CSV_TOO_LARGE_MESSAGE = RULE_MESSAGES.csvTooLarge;

/**
 * Checks a CSV chosen for a list input: the type must be `text/csv` and the size below
 * 80 MB. Returns the toast text, or `null`.
 */
export function validateCsvFile(file: Pick<FileLike, 'type' | 'size'>): string | null {
  if (file.type !== 'text/csv') return NOT_CSV_MESSAGE;
  if (file.size >= MAX_FILE_SIZE) return CSV_TOO_LARGE_MESSAGE;
  return null;
}

export interface CsvColumnOptions {
  /** Zero-based column to read. Defaults to `0`. */
  column?: number;
  /** Drop the first row as a header. Defaults to `false`. */
  skipHeader?: boolean;
}

/** Parses CSV text (RFC 4180: quoted fields, doubled quotes, CRLF or LF) into rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.startsWith('\ufeff') ? text.slice(1) : text;
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else {
      cell += char;
    }
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/**
 * The trimmed, non-blank cells of one column of a CSV text.
 *
 * @example
 * parseCsvColumn('serial\n1100\n"1101"\n', { skipHeader: true }); // ['1100', '1101']
 */
export function parseCsvColumn(text: string, options: CsvColumnOptions = {}): string[] {
  const rows = parseCsv(text);
  const column = options.column ?? 0;
  return rows
    .slice(options.skipHeader ? 1 : 0)
    .map((row) => (row[column] ?? '').trim())
    .filter((cell) => cell !== '');
}

/** A chosen CSV file: a browser `File` fits. */
export interface CsvFileLike extends FileLike {
  text(): Promise<string>;
}

/**
 * Checks and reads a CSV chosen for a list input: `{ error }` with the toast text, or the
 * entries of the column.
 */
export async function readCsvColumn(
  file: CsvFileLike,
  options: CsvColumnOptions = {},
): Promise<{ error: string } | { entries: string[] }> {
  const error = validateCsvFile(file);
  if (error) return { error };
  return { entries: parseCsvColumn(await file.text(), options) };
}
