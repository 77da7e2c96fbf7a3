import * as v from 'valibot';
import { stopOnIssue } from '../forms/fields.js';
import { isStorableTime } from '../storableTime.js';

/** Ids of lists have at most this many digits (int4 ids, below 1,000,000,000 here). */
const ID_MAX_DIGITS = 9;

/**
 * A query filter of a whole-number id, e.g. `company_id=12` (1 to 9 digits); the messages
 * name the parameter and tell a number that is too long from one that is no number.
 */
export function idFilter(name: string) {
  return v.pipe(
    v.string(),
    v.regex(/^\d+$/, `${name} must be a whole number`),
    stopOnIssue<string>(),
    v.maxLength(ID_MAX_DIGITS, `${name} must be at most ${ID_MAX_DIGITS} digits`),
    v.transform(Number),
  );
}

/** A yes/no query filter: `1`/`true` or `0`/`false`. */
export function flagFilter(name: string) {
  return v.pipe(
    v.picklist(['1', '0', 'true', 'false'], `${name} must be 1 or 0`),
    v.transform((text) => text === '1' || text === 'true'),
  );
}

/** A query filter of one of `values`. */
export function choiceFilter<const T extends readonly [string, ...string[]]>(name: string, values: T) {
  return v.picklist(values, `${name} must be one of ${values.join(', ')}`);
}

/** The comma list of a filter: trimmed, empties and repeats dropped. */
function commaItems(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    ),
  ];
}

/**
 * A comma list of whole-number ids, e.g. `tag_id=3,7` (at most 100); the message names the
 * parameter.
 */
export function idListFilter(name: string) {
  return v.pipe(
    v.string(),
    v.transform(commaItems),
    v.check((items) => items.length > 0, `${name} must name at least one id`),
    v.check((items) => items.length <= 100, `${name} may name at most 100 ids`),
    v.check((items) => items.every((item) => /^\d+$/.test(item)), `${name} must be whole numbers`),
    v.check(
      (items) => items.every((item) => item.length <= ID_MAX_DIGITS),
      `${name} must be at most ${ID_MAX_DIGITS} digits each`,
    ),
    v.transform((items) => items.map(Number)),
  );
}

/** A comma list of `values`, e.g. `status=0,1`; at least one. */
export function choiceListFilter<const T extends readonly [string, ...string[]]>(name: string, values: T) {
  const known: ReadonlySet<string> = new Set(values);
  return v.pipe(
    v.string(),
    v.transform(commaItems),
    v.check((items) => items.length > 0, `${name} must name at least one of ${values.join(', ')}`),
    v.check((items) => items.every((item) => known.has(item)), `${name} must be among ${values.join(', ')}`),
    v.transform((items) => items as T[number][]),
  );
}

/**
 * A comma list of names made of letters, digits and `-` (models, families), e.g.
 * `model=RUTX11,RUT241`; at most 100 of at most 40 characters, upper-cased.
 */
export function nameListFilter(name: string) {
  return v.pipe(
    v.string(),
    v.transform(commaItems),
    v.check((items) => items.length > 0 && items.length <= 100, `${name} must name 1 to 100 values`),
    v.check(
      (items) => items.every((item) => /^[A-Za-z0-9-]{1,40}$/.test(item)),
      `${name} values are letters, digits and -`,
    ),
    v.transform((items) => items.map((item) => item.toUpperCase())),
  );
}

/** A point in time, e.g. `seen_before=2026-01-31T12:00:00Z` (ISO 8601, a date alone is midnight UTC). */
export function timestampFilter(name: string) {
  return v.pipe(
    v.string(),
    v.regex(
      /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/,
      `${name} must be an ISO date and time, e.g. 2026-01-31T12:00:00Z`,
    ),
    v.check(isStorableTime, `${name} must be a real date and time`),
    v.transform((text) => new Date(text).toISOString()),
  );
}

/**
 * The comparable number of a firmware version as people write it: `7.6`, `7.6.3`, `07.06.10`,
 * the client code form `00.07.06.10` or a whole firmware string (`RUT9_R_00.07.06.10`):
 * major·10000 + minor·100 + patch (70610), the server's `firmware_order`. Null when the text
 * is none of these.
 *
 * @example
 * firmwareVersionOrder('7.6'); // 70600
 */
export function firmwareVersionOrder(text: string): number | null {
  const trimmed = text.trim();
  const underscore = trimmed.lastIndexOf('_');
  const version = underscore >= 0 ? trimmed.slice(underscore + 1) : trimmed;
  if (!/^\d{1,3}(\.\d{1,3}){0,3}$/.test(version)) return null;
  let parts = version.split('.').map(Number);
  // A firmware string always starts with the two-digit client code; four parts carry one too.
  if (underscore >= 0 || parts.length === 4) parts = parts.slice(1);
  const [major = 0, minor = 0, patch = 0] = parts;
  if (parts.length === 0 || minor > 99 || patch > 99) return null;
  return major * 10000 + minor * 100 + patch;
}

/** A firmware version filter, e.g. `firmware_below=7.6`: its {@link firmwareVersionOrder}. */
export function firmwareVersionFilter(name: string) {
  return v.pipe(
    v.string(),
    v.check(
      (text) => firmwareVersionOrder(text) !== null,
      `${name} must be a firmware version such as 7.6, 7.6.3 or 07.06.10`,
    ),
    v.transform((text) => firmwareVersionOrder(text) ?? 0),
  );
}
