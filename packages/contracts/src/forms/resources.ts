import * as v from 'valibot';
import { FIELD_MESSAGES } from './fieldMessages.js';
import { numberInput, optionalText, positiveInteger, requiredId, stopOnIssue } from './fields.js';

/** Credit types whose resources need a price and a proforma number. */
export const CREDIT_TYPES_WITH_PRICE: readonly number[] = Object.freeze([2, 4, 6, 8, 10, 12, 14]);

/** True when adding resources of this credit type needs a price and a proforma number. */
export function requiresCreditPrice(type: unknown): boolean {
  return CREDIT_TYPES_WITH_PRICE.includes(Number(type));
}

/** Steps of a credit price. */
export const CREDIT_PRICE_STEP = 0.01;

const PriceSchema = v.pipe(
  numberInput('Price'),
  stopOnIssue<number>(),
  v.minValue(0, 'Price must be at least 0'),
  v.check((price) => {
    // Float-safe step check: 0.29 % 0.01 is not 0 in binary floating point.
    const steps = price / CREDIT_PRICE_STEP;
    return Math.abs(Math.round(steps) - steps) < 1e-6;
  }, `Price must be a multiple of ${CREDIT_PRICE_STEP}`),
);

/**
 * `POST /credits`: resource type, count (at least 1) and company are required; a price
 * (at least 0, steps of 0.01) and a proforma number are required only for the credit
 * types of {@link CREDIT_TYPES_WITH_PRICE}, and dropped for the others.
 */
export const AddResourcesSchema = v.pipe(
  v.object({
    type: requiredId('Resource type'),
    count: positiveInteger('Count'),
    company_id: requiredId('Company'),
    price: v.optional(
      v.pipe(
        v.unknown(),
        v.transform((input) =>
          input === null || (typeof input === 'string' && input.trim() === '') ? undefined : input,
        ),
        v.union([v.undefined(), PriceSchema], 'Price must be a number'),
      ),
    ),
    proforma_number: optionalText('Proforma number'),
  }),
  v.forward(
    v.partialCheck(
      [['type'], ['price']],
      (input) => !requiresCreditPrice(input.type) || input.price !== undefined,
      'Price is required',
    ),
    ['price'],
  ),
  v.forward(
    v.partialCheck(
      [['type'], ['proforma_number']],
      (input) => !requiresCreditPrice(input.type) || input.proforma_number !== undefined,
      'Proforma number is required',
    ),
    ['proforma_number'],
  ),
  v.transform(({ price, proforma_number, ...rest }) =>
    requiresCreditPrice(rest.type) ? { ...rest, price, proforma_number } : rest,
  ),
);
export type AddResourcesPayload = v.InferOutput<typeof AddResourcesSchema>;

/** `POST /credits/move`: type, source company, target company (different) and amount (at least 1). */
export const MoveResourcesSchema = v.pipe(
  v.object({
    type: requiredId('Resource type'),
    source: requiredId('Source company'),
    target: requiredId('Target company'),
    amount: positiveInteger('Amount'),
  }),
  v.forward(
    v.partialCheck(
      [['source'], ['target']],
      (input) => input.source !== input.target,
      FIELD_MESSAGES.differentCompanies,
    ),
    ['target'],
  ),
);
export type MoveResourcesPayload = v.InferOutput<typeof MoveResourcesSchema>;
