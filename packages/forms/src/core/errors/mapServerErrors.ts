import { ERROR_CODES, type ErrorItem } from '@netfleet/contracts';

/** Server errors sorted for a form: by field key, and the rest. */
export interface MappedServerErrors {
  /** Message by field key. Several messages for one field are joined by a newline. */
  fieldErrors: Record<string, string>;
  /** Messages not tied to a field, without repeats. */
  general: string[];
}

export interface MapServerErrorsOptions {
  /**
   * Attach bulk errors (`data.N.field`) to the form's own `field`, all rows together.
   * Otherwise they go to a `data` field when the form has one (a table input), else to
   * the general list. Defaults to `false`.
   */
  combineBulkSources?: boolean;
  /**
   * File fields of the form and the name of the file sent in each. An error whose source
   * is `{key}.{line}.{column}` (or `{key}.{line}`) is a row of that file:
   * "{message} ({column}, line {line} in {file name})".
   */
  files?: Readonly<Record<string, string>>;
  /** Words where a file error is; defaults to the spec's English ({@link englishFileRow}). */
  fileRowText?: FileRowText;
}

/** Where in a file an import error is: the column (when the server named one), line and file name. */
export interface FileRow {
  column: string | undefined;
  line: string;
  file: string;
}

/** The text after a file import error's message, e.g. "mac, line 4 in devices.csv". */
export type FileRowText = (row: FileRow) => string;

/** Spec forms §5: "{column}, line {X} in {file}" (without a column, "line {X} in {file}"). */
export const englishFileRow: FileRowText = ({ column, line, file }) =>
  `${column ? `${column}, ` : ''}line ${line} in ${file}`;

const BULK_SOURCE = /^data\.(\d+)\.(.+)$/;
const FILE_ROW = /^(\d+)(?:\.(.+))?$/;

/** The message with the `data.N.field` text (also in its `data.N.field name` form) replaced by the field name. */
function withFieldName(message: string, source: string, field: string): string {
  let text = message.split(source).join(field);
  const spaced = source.replaceAll('_', ' ');
  if (spaced !== source) text = text.split(spaced).join(field.replaceAll('_', ' '));
  return text;
}

function fileRowError(
  source: string,
  message: string,
  files: Readonly<Record<string, string>>,
  fileRowText: FileRowText,
): { key: string; message: string } | null {
  for (const [key, fileName] of Object.entries(files)) {
    if (!source.startsWith(`${key}.`)) continue;
    const row = FILE_ROW.exec(source.slice(key.length + 1));
    if (!row) continue;
    return {
      key,
      message: `${message} (${fileRowText({ column: row[2], line: row[1] as string, file: fileName })})`,
    };
  }
  return null;
}

/**
 * Sorts a response's error items for a form (spec forms §5, server errors on fields):
 * - `UNAUTHORIZED` is ignored (the session layer handles it);
 * - a source equal to a field key attaches to that field; a source below a field key
 *   (`tags.2`) attaches to it too;
 * - bulk errors (`data.3.serial`) read with the field name in place of `data.3.serial`;
 * - file import errors read "{message} ({column}, line {X} in {file})", see `options.files`;
 * - an error on `password` also blanks the `password_confirmation` error (the field stays
 *   marked, with an empty message, since a mismatch is moot once the password is refused);
 * - everything else goes to `general`.
 *
 * @example
 * mapServerErrors([{ code: 'VALIDATION_FAILED', message: 'Taken', source: 'name' }], ['name']);
 * // { fieldErrors: { name: 'Taken' }, general: [] }
 */
export function mapServerErrors(
  errors: readonly ErrorItem[],
  fieldKeys: readonly string[],
  options: MapServerErrorsOptions = {},
): MappedServerErrors {
  const keys = new Set(fieldKeys);
  // Longest first, so `a.b` wins over `a` for a source `a.b.0`.
  const prefixes = [...fieldKeys].sort((a, b) => b.length - a.length);
  const fieldErrors: Record<string, string> = {};
  const general: string[] = [];

  const attach = (key: string | undefined, message: string) => {
    if (key === undefined) {
      if (!general.includes(message)) general.push(message);
      return;
    }
    const held = fieldErrors[key];
    if (held === undefined) fieldErrors[key] = message;
    else if (!held.split('\n').includes(message)) fieldErrors[key] = `${held}\n${message}`;
  };
  const parentKey = (source: string) => prefixes.find((key) => source.startsWith(`${key}.`));

  for (const error of errors) {
    if (error.code === ERROR_CODES.UNAUTHORIZED) continue;
    const source = error.source ?? '';
    if (source === '') {
      attach(undefined, error.message);
      continue;
    }
    if (keys.has(source)) {
      attach(source, error.message);
      continue;
    }
    const fileRow = options.files
      ? fileRowError(source, error.message, options.files, options.fileRowText ?? englishFileRow)
      : null;
    if (fileRow) {
      attach(keys.has(fileRow.key) ? fileRow.key : undefined, fileRow.message);
      continue;
    }
    const bulk = BULK_SOURCE.exec(source);
    if (bulk) {
      const field = bulk[2] as string;
      const message = withFieldName(error.message, source, field);
      attach(options.combineBulkSources && keys.has(field) ? field : parentKey(source), message);
      continue;
    }
    attach(parentKey(source), error.message);
  }

  if (fieldErrors.password && keys.has('password_confirmation')) fieldErrors.password_confirmation = '';
  return { fieldErrors, general };
}

/** The field errors without `key`'s: editing a field clears its server error (spec forms §4). */
export function clearFieldError(
  fieldErrors: Readonly<Record<string, string>>,
  key: string,
): Record<string, string> {
  if (!(key in fieldErrors)) return fieldErrors as Record<string, string>;
  const { [key]: _cleared, ...rest } = fieldErrors;
  return rest;
}
