import * as v from 'valibot';

/** What a credit transfer code shows of its use (spec forms §4: "Used" or "Not Used"). */
export const CREDIT_CODE_STATES = ['Used', 'Not Used'] as const;
export type CreditCodeState = (typeof CREDIT_CODE_STATES)[number];

/** A credit transfer code of `GET /credits/codes` (and the `data` of `POST /credits/codes`). */
export const CreditCodeSchema = v.object({
  id: v.number(),
  code: v.string(),
  type: v.number(),
  type_name: v.string(),
  amount: v.number(),
  comment: v.nullable(v.string()),
  /** The company whose credits the code carries. */
  company_id: v.number(),
  company_name: v.string(),
  created_at: v.string(),
  used: v.boolean(),
  state: v.picklist(CREDIT_CODE_STATES),
  used_at: v.nullable(v.string()),
  /** The company that activated it. */
  used_company_id: v.nullable(v.number()),
  /** Its name, so a user who may not list companies never sees a raw id. */
  used_company_name: v.nullable(v.string()),
});
export type CreditCode = v.InferOutput<typeof CreditCodeSchema>;
