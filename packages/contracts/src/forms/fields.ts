import * as v from 'valibot';
import { FIELD_MESSAGES, fieldMessage } from './fieldMessages.js';

// Building blocks of the form schemas. Form inputs give strings and selects may give
// either, so numbers and ids accept numeric strings and come out as numbers. Required
// builders read a missing key as blank (see `missingAsBlank`), so every required field
// fails with its own "{label} is required".

/**
 * Makes a required field read a missing key as blank, so it fails with the field's own
 * "{label} is required" rather than valibot's generic "Invalid key". The key stays
 * required in the inferred output.
 */
export function missingAsBlank<TSchema extends v.GenericSchema>(
  schema: TSchema,
): v.OptionalSchema<TSchema, never> {
  // Typed with a `never` default so the key stays required in the inferred types.
  return v.optional(schema, '' as never);
}

/**
 * Ends a pipe's checks once one failed: valibot runs no transformation after an issue,
 * so a blank field shows only "is required", not also "must be at least 3 characters".
 */
export function stopOnIssue<T>() {
  return v.transform<T, T>((input) => input);
}

/** "{label} is required". */
export function requiredMessage(label: string): string {
  return fieldMessage('required', { label });
}

/** A required text, trimmed. */
export function requiredText(label: string) {
  const required = requiredMessage(label);
  return missingAsBlank(v.pipe(v.string(required), v.trim(), v.nonEmpty(required)));
}

/** An optional text, trimmed; `null` and blank become `undefined`. */
export function optionalText(label: string, maxLength?: number) {
  const max = maxLength ?? Number.MAX_SAFE_INTEGER;
  return v.optional(
    v.pipe(
      v.nullable(v.string(fieldMessage('text', { label }))),
      v.transform((input) => input?.trim() || undefined),
      v.union([
        v.undefined(),
        v.pipe(v.string(), v.maxLength(max, fieldMessage('maxLength', { label, max }))),
      ]),
    ),
  );
}

/** Longest local part (before the `@`) of an e-mail address (RFC 5321 §4.5.3.1.1). */
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;
/** Longest e-mail address (RFC 5321's 256-octet path less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The checks of an e-mail address after trimming: a valid address of at most
 * {@link EMAIL_MAX_LENGTH} characters whose local part has at most
 * {@link EMAIL_LOCAL_PART_MAX_LENGTH}; mail servers refuse longer ones.
 */
export function emailChecks() {
  return v.pipe(
    v.string(),
    v.email(FIELD_MESSAGES.email),
    v.maxLength(EMAIL_MAX_LENGTH, fieldMessage('emailMaxLength', { max: EMAIL_MAX_LENGTH })),
    v.check(
      (email) => email.slice(0, email.lastIndexOf('@')).length <= EMAIL_LOCAL_PART_MAX_LENGTH,
      fieldMessage('emailLocalPartMaxLength', { max: EMAIL_LOCAL_PART_MAX_LENGTH }),
    ),
  );
}

/** A required e-mail address, trimmed. */
export function requiredEmail(label = 'Email') {
  const required = requiredMessage(label);
  return missingAsBlank(
    v.pipe(v.string(required), v.trim(), v.nonEmpty(required), stopOnIssue<string>(), emailChecks()),
  );
}

const DECIMAL = /^[+-]?(?:\d*\.)?\d+$/;

/**
 * A number, or a decimal string read as one. Blank: "{label} is required"; other text:
 * "{label} must be a number".
 */
export function numberInput(label: string) {
  const required = requiredMessage(label);
  const notNumber = fieldMessage('number', { label });
  return v.pipe(
    v.union([v.number(notNumber), v.string(required)], required),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (typeof dataset.value === 'number') return dataset.value;
      const text = dataset.value.trim();
      if (text === '' || !DECIMAL.test(text)) {
        addIssue({ message: text === '' ? required : notNumber });
        return NEVER;
      }
      return Number(text);
    }),
  );
}

/**
 * Largest id: ids are PostgreSQL `integer` columns (2^31 − 1). A larger one names nothing,
 * and is refused as invalid input rather than sent to the database.
 */
export const MAX_ID = 2_147_483_647;

/** A whole number of at least 1 (not wrapped by `missingAsBlank`, for further piping). */
export function positiveIntegerValue(label: string) {
  return v.pipe(
    numberInput(label),
    stopOnIssue<number>(),
    v.integer(fieldMessage('wholeNumber', { label })),
    v.minValue(1, fieldMessage('minValue', { label, min: 1 })),
  );
}

/** A required whole number of at least 1. */
export function positiveInteger(label: string) {
  return missingAsBlank(positiveIntegerValue(label));
}

/** The required id of a chosen entity (company, credit type, role): a whole number of at least 1. */
export function requiredId(label: string) {
  const required = requiredMessage(label);
  return missingAsBlank(
    v.pipe(
      numberInput(label),
      stopOnIssue<number>(),
      v.integer(required),
      v.minValue(1, required),
      v.maxValue(MAX_ID, fieldMessage('invalid', { label })),
    ),
  );
}

/** An optional id: `null` and blank become `undefined`. */
export function optionalId(label: string) {
  const invalid = fieldMessage('invalid', { label });
  return v.optional(
    v.pipe(
      v.nullable(v.union([v.number(invalid), v.string(invalid)], invalid)),
      v.transform((input) =>
        input === null || (typeof input === 'string' && input.trim() === '') ? undefined : input,
      ),
      v.union(
        [
          v.undefined(),
          v.pipe(
            numberInput(label),
            stopOnIssue<number>(),
            v.integer(invalid),
            v.minValue(1, invalid),
            v.maxValue(MAX_ID, invalid),
          ),
        ],
        invalid,
      ),
    ),
  );
}
