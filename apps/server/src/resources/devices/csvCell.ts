/** Characters that make a spreadsheet read a cell as a formula (and tab / CR, which some strip first). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): text starting like a formula gets a leading `'` so a spreadsheet
 * shows it instead of running it (CSV injection); a cell holding a comma, quote or line break
 * is quoted with its quotes doubled. Numbers and booleans are written as they are (a negative
 * signal stays a number).
 *
 * @example
 * csvCell('=HYPERLINK("x")'); // '"\'=HYPERLINK(""x"")"'
 */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
