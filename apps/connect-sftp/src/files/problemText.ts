import { FORBIDDEN_FILE_NAME_MESSAGE } from '@netfleet/contracts';
import { maxFileSizeMessage } from '@netfleet/forms/core';
import type { Translate } from '@netfleet/ui-kit';
import type { sftpTexts } from '../texts.js';
import { DOT_NAME_MESSAGE } from './nameChecks.js';

type ProblemKey = `problems.${keyof (typeof sftpTexts)['languages']['en']['problems']}`;

/**
 * The spec's and the server's English sentences this page knows, and the key of each in the
 * page's texts: they are shown in the user's language; any other message as it came.
 */
const KNOWN: ReadonlyMap<string, ProblemKey> = new Map([
  [FORBIDDEN_FILE_NAME_MESSAGE, 'problems.forbiddenName'],
  [maxFileSizeMessage(), 'problems.tooLarge'],
  ['File name is required', 'problems.nameRequired'],
  ['File name must be at most 255 characters', 'problems.nameTooLong'],
  [DOT_NAME_MESSAGE, 'problems.dotName'],
  ['Already exists', 'problems.exists'],
  ['No such file or folder', 'problems.noSuchFile'],
  ['Permission denied', 'problems.permissionDenied'],
]);

/** A problem's sentence in the user's language (English ones stay word for word the spec's). */
export function problemText(message: string, t: Translate<(typeof sftpTexts)['languages']['en']>): string {
  const key = KNOWN.get(message);
  return key ? t(key) : message;
}
