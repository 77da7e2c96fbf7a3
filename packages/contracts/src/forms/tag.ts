import * as v from 'valibot';
import { fieldMessage } from './fieldMessages.js';
import { missingAsBlank, optionalText, requiredId, requiredMessage, stopOnIssue } from './fields.js';

/** Longest tag name and description (the form's `maxlength`). */
export const TAG_TEXT_MAX_LENGTH = 255;
/** The colour of a tag created without one. */
export const DEFAULT_TAG_COLOR = '#546e7a';
/** A tag colour: `#rrggbb`. */
export const TAG_COLOR_PATTERN = /^#[0-9a-f]{6}$/i;

/**
 * `POST /tags`: company and name required; name and description at most 255 characters;
 * color optional, `#rrggbb` (the server stores it lower case, {@link DEFAULT_TAG_COLOR} without one).
 */
export const TagSchema = v.object({
  company_id: requiredId('Company'),
  name: missingAsBlank(
    v.pipe(
      v.string(requiredMessage('Name')),
      v.trim(),
      v.nonEmpty(requiredMessage('Name')),
      stopOnIssue<string>(),
      v.maxLength(TAG_TEXT_MAX_LENGTH, `Name must be at most ${TAG_TEXT_MAX_LENGTH} characters`),
    ),
  ),
  description: optionalText('Description', TAG_TEXT_MAX_LENGTH),
  color: v.pipe(
    optionalText('Color'),
    v.check(
      (color) => color === undefined || TAG_COLOR_PATTERN.test(color),
      fieldMessage('colour', { label: 'Color', example: '#1E88E5' }),
    ),
  ),
});
export type TagPayload = v.InferOutput<typeof TagSchema>;
