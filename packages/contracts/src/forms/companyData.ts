import * as v from 'valibot';
import { fieldMessage } from './fieldMessages.js';
import { missingAsBlank, requiredMessage, stopOnIssue } from './fields.js';

/** Longest credit count text. */
export const CREDIT_COUNT_MAX_LENGTH = 14;
/** Company data per credit: 2 GB (2 × 1024³ bytes). */
export const BYTES_PER_DATA_CREDIT = 2 * 1024 ** 3;

/**
 * A credit count text stripped to its digits with leading zeros removed: `' 0 012a3'` →
 * `'123'`, `'000'` → `'0'`, no digits → `''`.
 */
export function normalizeCreditCount(text: string): string {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? '' : digits.replace(/^0+(?=\d)/, '');
}

/** Bytes of company data for a number of credits (2 GB each). Exact up to 2^53 bytes' worth of credits. */
export function creditsToBytes(credits: number): number {
  return credits * BYTES_PER_DATA_CREDIT;
}

const required = requiredMessage('Credit count');

/**
 * `POST /companies/data`: the credit count, a text of 1 to 14 characters, stripped to
 * digits with leading zeros removed; the output is the number. A negative count (a minus
 * sign before the digits) is refused.
 */
export const CompanyDataSchema = v.object({
  credit_count: missingAsBlank(
    v.pipe(
      v.union(
        [v.string(required), v.pipe(v.number(required), v.integer(required), v.transform(String))],
        required,
      ),
      v.minLength(1, required),
      stopOnIssue<string>(),
      v.maxLength(
        CREDIT_COUNT_MAX_LENGTH,
        `Credit count must be at most ${CREDIT_COUNT_MAX_LENGTH} characters`,
      ),
      // Stripping to digits must not turn `-5` into 5: a minus before the first digit is refused.
      v.check((text) => !/^[^\d]*-/.test(text), fieldMessage('notNegative', { label: 'Credit count' })),
      v.transform(normalizeCreditCount),
      v.nonEmpty('Credit count must contain digits'),
      v.transform(Number),
    ),
  ),
});
export type CompanyDataPayload = v.InferOutput<typeof CompanyDataSchema>;
