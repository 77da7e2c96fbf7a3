import * as v from 'valibot';

/** A credit type (forms-modals-and-capabilities §3). */
export const CreditTypeSchema = v.object({
  id: v.number(),
  name: v.string(),
  payment_type: v.picklist(['paid', 'free']),
  license_type: v.nullable(v.string()),
});
export type CreditTypeItem = v.InferOutput<typeof CreditTypeSchema>;

/** One line of the resource summary: what the company has left of a credit type. */
export const CreditLeftSchema = v.object({
  credit_type: v.number(),
  credit_type_name: v.string(),
  credits_left: v.number(),
});
export type CreditLeft = v.InferOutput<typeof CreditLeftSchema>;

/** `GET /credits/summary` body (spec §3 "Credit summary"), for the user's company. */
export const CreditSummaryResponseSchema = v.object({
  data: v.object({ credits: v.object({ left: v.array(CreditLeftSchema) }) }),
});
export type CreditSummaryResponse = v.InferOutput<typeof CreditSummaryResponseSchema>;
