import { FORBIDDEN_FILE_NAME_MESSAGE, FORBIDDEN_FILE_NAME_SYMBOLS } from '@netfleet/contracts';
import { RULE_MESSAGES } from '../messages/ruleMessages.js';
import type { FileLike } from './fileLike.js';
import { MAX_FILE_SIZE, maxFileSizeMessage } from './fileSize.js';
import { type Accept, matchesAccept } from './matchesAccept.js';

// The rule and its message are the wire's (contracts), which the server checks too; re-exported
// here because the forms' public API has always offered them.
export { FORBIDDEN_FILE_NAME_MESSAGE, FORBIDDEN_FILE_NAME_SYMBOLS };

/** Shown when a file does not fit the input's `accept` (the spec names no text). */
export const FILE_TYPE_NOT_ALLOWED_MESSAGE = RULE_MESSAGES.fileType;

export interface FileNameOptions {
  /** Also forbid spaces. Defaults to `false`. */
  noSpaces?: boolean;
  /** Also forbid characters outside printable ASCII (accents, emoji, control characters). Defaults to `false`. */
  asciiOnly?: boolean;
}

/**
 * Checks a file name against the forbidden symbols and, as asked, spaces and/or non-ASCII
 * characters. Returns the message to show, or `null` when the name is fine.
 *
 * @example
 * validateFileName('backup (1).tar.gz'); // 'File name contains forbidden symbols'
 * validateFileName('my backup.tar.gz', { noSpaces: true }); // the same message
 */
export function validateFileName(name: string, options: FileNameOptions = {}): string | null {
  for (const char of name) {
    if (FORBIDDEN_FILE_NAME_SYMBOLS.includes(char)) return FORBIDDEN_FILE_NAME_MESSAGE;
    if (options.noSpaces && /\s/.test(char)) return FORBIDDEN_FILE_NAME_MESSAGE;
    if (options.asciiOnly && !/^[\x20-\x7e]$/.test(char)) return FORBIDDEN_FILE_NAME_MESSAGE;
  }
  return null;
}

export interface FileOptions extends FileNameOptions {
  /** Largest allowed size in bytes. Defaults to {@link MAX_FILE_SIZE} (80 MB). */
  maxSize?: number;
  /** MIME types and extensions the input accepts (`'.json,application/json'`, `['image/*']`). */
  accept?: Accept;
  /** Check the name for forbidden symbols. Defaults to `true`. */
  checkName?: boolean;
}

/**
 * Checks a chosen or dropped file: its type against `accept`, then its name, then its size.
 * Returns the first message to show, or `null`.
 *
 * @example
 * validateFile({ name: 'fw.bin', size: 90_000_000, type: '' }); // 'Maximum file size is 80MB'
 */
export function validateFile(file: FileLike, options: FileOptions = {}): string | null {
  if (!matchesAccept(file, options.accept)) return FILE_TYPE_NOT_ALLOWED_MESSAGE;
  if (options.checkName !== false) {
    const nameError = validateFileName(file.name, options);
    if (nameError) return nameError;
  }
  const maxSize = options.maxSize ?? MAX_FILE_SIZE;
  if (file.size > maxSize) return maxFileSizeMessage(maxSize);
  return null;
}

/**
 * The standing notes of a file input with `warnings` on, shown before any file is chosen:
 * "Maximum file size is 80MB" (the input's own maximum, 80MB by default).
 */
export function fileWarnings(options: { warnings?: boolean; maxSize?: number } = {}): string[] {
  return options.warnings ? [maxFileSizeMessage(options.maxSize ?? MAX_FILE_SIZE)] : [];
}
