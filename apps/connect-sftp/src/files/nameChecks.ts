import { FileNameSchema, SFTP_MAX_FILE_BYTES } from '@netfleet/contracts';
import { type FileLike, validateFile } from '@netfleet/forms/core';
import * as v from 'valibot';

/** The server's words for `.` and `..` as a name (they would name the folder or its parent). */
export const DOT_NAME_MESSAGE = 'The name must not be . or ..';

/**
 * What is wrong with a new file or folder name (the contracts' FileNameSchema, as the server
 * checks it, and not `.` or `..`); null when it is fine.
 */
export function nameProblem(name: string): string | null {
  const result = v.safeParse(FileNameSchema, name);
  if (!result.success) return result.issues[0].message;
  if (name === '.' || name === '..') return DOT_NAME_MESSAGE;
  return null;
}

/**
 * Why a chosen or dropped file may not be uploaded, before a byte is sent: the forms'
 * file rule (forbidden symbols → "File name contains forbidden symbols", more than 80 MB →
 * "Maximum file size is 80MB"), then the rest of the name rule; null when it may go.
 */
export function uploadProblem(file: FileLike): string | null {
  return validateFile(file, { maxSize: SFTP_MAX_FILE_BYTES }) ?? nameProblem(file.name);
}
