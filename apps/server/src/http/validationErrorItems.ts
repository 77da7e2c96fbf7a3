import { ERROR_CODES, type ErrorItem } from '@netfleet/contracts';
import type * as v from 'valibot';
import { issueMessage } from './issueMessage.js';

/**
 * The 422 items of a failed valibot parse: one per issue, `source` the top-level key it
 * belongs to (the form field; null for an issue of the whole payload), repeats dropped.
 * Every failing field is listed, so a form marks all of them at once.
 */
export function validationErrorItems(issues: readonly v.BaseIssue<unknown>[]): ErrorItem[] {
  const items: ErrorItem[] = [];
  for (const issue of issues) {
    const key = issue.path?.[0]?.key;
    const source = typeof key === 'string' ? key : null;
    const message = issueMessage(issue);
    if (items.some((item) => item.source === source && item.message === message)) continue;
    items.push({ code: ERROR_CODES.VALIDATION_FAILED, message, source });
  }
  return items;
}
