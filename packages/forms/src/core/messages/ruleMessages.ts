import {
  CSV_TOO_LARGE_MESSAGE,
  createMessageParser,
  FORBIDDEN_FILE_NAME_MESSAGE,
  fillMessage,
  NOT_CSV_MESSAGE,
} from '@netfleet/contracts';

/**
 * The messages of the forms' own checks, in English: a field's browser-like rules, a list
 * input's refused entry, a chosen file. The spec names none but the file ones (spec forms §5),
 * which are the wire's (contracts), as the server checks them too;
 * the rest follow the browser's constraint messages without the trailing period. React shows
 * them in the user's language (`useValidationText`).
 */
export const RULE_MESSAGES = {
  notNumber: 'Please enter a number',
  pattern: 'Please match the requested format',
  step: 'Please enter a valid value',
  min: 'Value must be greater than or equal to {min}',
  max: 'Value must be less than or equal to {max}',
  minLength: 'Please lengthen this text to {min} characters or more',
  maxLength: 'Please shorten this text to {max} characters or less',
  maxItems: 'Maximum {max} items allowed',
  duplicate: '{value} is already in the list',
  fileType: 'File type is not allowed',
  fileName: FORBIDDEN_FILE_NAME_MESSAGE,
  fileSize: 'Maximum file size is {size}',
  notCsv: NOT_CSV_MESSAGE,
  csvTooLarge: CSV_TOO_LARGE_MESSAGE,
} as const;

/** A message of {@link RULE_MESSAGES}. */
export type RuleMessageKey = keyof typeof RULE_MESSAGES;

/** {@link RULE_MESSAGES}' `key` with its values filled in. */
export function ruleMessage(key: RuleMessageKey, values?: Readonly<Record<string, string | number>>): string {
  return fillMessage(RULE_MESSAGES[key], values);
}

/**
 * The rule message behind an English text, with its values, or null for any other text.
 *
 * @example
 * parseRuleMessage('Maximum 5 items allowed'); // { key: 'maxItems', values: { max: '5' } }
 */
export const parseRuleMessage = createMessageParser(RULE_MESSAGES);
