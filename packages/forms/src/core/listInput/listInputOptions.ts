import { RULE_MESSAGES, ruleMessage } from '../messages/ruleMessages.js';

/** An entry of a list input: text, or a number when the input's `type` is `'number'`. */
export type ListItem = string | number;

/** Keys that add the typed entry: Enter and comma (spec forms §9). */
export const DEFAULT_ADD_KEYS: readonly string[] = Object.freeze(['Enter', ',']);

/** Options of a list input (spec forms §3). */
export interface ListInputOptions {
  /** `KeyboardEvent.key` values that add the typed entry. Defaults to {@link DEFAULT_ADD_KEYS}. */
  addKeys?: readonly string[];
  /** Entries beyond this many are refused. */
  maxItems?: number;
  /** A duplicate is refused with a message. */
  uniqueItems?: boolean;
  /** A duplicate is silently dropped (wins over `uniqueItems` when both are set). */
  noDupes?: boolean;
  /** `'number'` coerces entries to numbers. Defaults to `'text'`. */
  type?: 'text' | 'number';
  /** The native `pattern` (whole entry must match); applies to text entries, as in the browser. */
  pattern?: string | RegExp;
  /** Smallest number (number entries only, as in the browser). */
  min?: number;
  /** Largest number (number entries only, as in the browser). */
  max?: number;
  /** Shortest entry, in characters (any type). */
  minItemLength?: number;
  /** Longest entry, in characters (any type); pasted entries are cut to it. */
  maxItemLength?: number;
  /** Offer a CSV upload next to the input. */
  showCsvUpload?: boolean;
}

/**
 * Messages of a refused entry. The spec names none: these follow the browser's own
 * constraint messages, without the trailing period.
 */
export const LIST_INPUT_MESSAGES = Object.freeze({
  maxItems: (max: number) => ruleMessage('maxItems', { max }),
  duplicate: (value: ListItem) => ruleMessage('duplicate', { value }),
  notNumber: RULE_MESSAGES.notNumber,
  pattern: RULE_MESSAGES.pattern,
  min: (min: number) => ruleMessage('min', { min }),
  max: (max: number) => ruleMessage('max', { max }),
  minLength: (length: number) => ruleMessage('minLength', { min: length }),
  maxLength: (length: number) => ruleMessage('maxLength', { max: length }),
});
