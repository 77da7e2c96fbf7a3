import { createMessageParser, fillMessage } from '../messageTemplates.js';

/**
 * How the form schemas word a field's errors in English, `{label}` being the field's label.
 * The server sends the same texts; a console tells them apart ({@link parseFieldMessage}) to
 * show them in the user's language. More specific templates come first: the parser takes the
 * first that matches ("at most 64 characters" of an e-mail's local part before any field's).
 */
export const FIELD_MESSAGES = {
  email: 'Please enter a valid email address',
  emailMaxLength: 'The email address must be at most {max} characters',
  emailLocalPartMaxLength: 'The part before @ must be at most {max} characters',
  password: 'The password must contain a letter and a digit or symbol.',
  differentCompanies: 'Source and target companies must differ',
  colour: '{label} must be a hex colour such as {example}',
  host: '{label} must be a host name or an IP address',
  destination: '{label} must be an IPv4 address or a host name',
  countryCode: '{label} must be a two-letter code',
  keyName: '{label} may hold only lower-case letters, digits and underscores, and must start with a letter',
  notNegative: '{label} must not be negative',
  required: '{label} is required',
  invalid: '{label} is invalid',
  text: '{label} must be text',
  number: '{label} must be a number',
  wholeNumber: '{label} must be a whole number',
  date: '{label} must be a date',
  time: '{label} must be an ISO 8601 time',
  minLength: '{label} must be at least {min} characters',
  maxLength: '{label} must be at most {max} characters',
  between: '{label} must be between {min} and {max}',
  multipleOf: '{label} must be a multiple of {step}',
  minValue: '{label} must be at least {min}',
  maxValue: '{label} must be at most {max}',
} as const;

/** A message of {@link FIELD_MESSAGES}. */
export type FieldMessageKey = keyof typeof FIELD_MESSAGES;

/**
 * {@link FIELD_MESSAGES}' `key` with its values filled in.
 *
 * @example
 * fieldMessage('maxLength', { label: 'Name', max: 255 }); // 'Name must be at most 255 characters'
 */
export function fieldMessage(
  key: FieldMessageKey,
  values: Readonly<Record<string, string | number>>,
): string {
  return fillMessage(FIELD_MESSAGES[key], values);
}

/**
 * The field message behind an English text, with its values (`label` the label it names), or
 * null for any other text.
 *
 * @example
 * parseFieldMessage('Name must be at least 3 characters');
 * // { key: 'minLength', values: { label: 'Name', min: '3' } }
 */
export const parseFieldMessage = createMessageParser(FIELD_MESSAGES);
