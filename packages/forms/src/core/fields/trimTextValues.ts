import type { FieldDefinition, FieldValues } from './FieldDefinition.js';

/** Input types whose values are trimmed before they are sent. Passwords are not: a space may be part of one. */
export const TRIMMED_FIELD_TYPES: ReadonlySet<string> = new Set([
  'text',
  'textarea',
  'email',
  'url',
  'tel',
  'search',
]);

/**
 * The values with those of text inputs trimmed (spec forms §5: text inputs are trimmed).
 * A field without a `type` is a text input unless it renders a `component`.
 */
export function trimTextValues(fields: readonly FieldDefinition[], values: FieldValues): FieldValues {
  const next: FieldValues = { ...values };
  for (const field of fields) {
    const type = field.type ?? (field.component ? undefined : 'text');
    const value = next[field.key];
    if (type !== undefined && TRIMMED_FIELD_TYPES.has(type) && typeof value === 'string')
      next[field.key] = value.trim();
  }
  return next;
}
