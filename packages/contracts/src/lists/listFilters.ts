import * as v from 'valibot';

/**
 * A query filter of a whole-number id, e.g. `company_id=12` (1 to 9 digits); the message
 * names the parameter.
 */
export function idFilter(name: string) {
  return v.pipe(v.string(), v.regex(/^\d{1,9}$/, `${name} must be a whole number`), v.transform(Number));
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
