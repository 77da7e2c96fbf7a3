import * as v from 'valibot';

/** "File name contains forbidden symbols" (spec forms §5). */
export const FORBIDDEN_FILE_NAME_MESSAGE = 'File name contains forbidden symbols';

/** The symbols a file name may never contain (spec forms §5), quotes included. */
export const FORBIDDEN_FILE_NAME_SYMBOLS = '~!#$&*(){}[]<>?\'|;`\\/:"';

/** Longest file name: what common file systems store. */
export const FILE_NAME_MAX_LENGTH = 255;

/**
 * True when a file name holds none of {@link FORBIDDEN_FILE_NAME_SYMBOLS} and no control
 * character (a NUL or a line break in a name is never a real file's name).
 */
export function isAllowedFileName(name: string): boolean {
  for (const char of name) {
    if (FORBIDDEN_FILE_NAME_SYMBOLS.includes(char)) return false;
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return true;
}

/**
 * The name of an uploaded file: not blank, at most {@link FILE_NAME_MAX_LENGTH} characters,
 * none of the forbidden symbols ({@link FORBIDDEN_FILE_NAME_MESSAGE}). The browser's file input
 * and the server check the same rule.
 */
export const FileNameSchema = v.pipe(
  v.string(FORBIDDEN_FILE_NAME_MESSAGE),
  v.nonEmpty('File name is required'),
  v.maxLength(FILE_NAME_MAX_LENGTH, `File name must be at most ${FILE_NAME_MAX_LENGTH} characters`),
  v.check(isAllowedFileName, FORBIDDEN_FILE_NAME_MESSAGE),
);
