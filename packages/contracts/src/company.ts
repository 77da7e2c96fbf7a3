import * as v from 'valibot';

/** Company summary (spec §3): what the header and pickers show of a company. */
export const CompanySummarySchema = v.object({
  id: v.number(),
  name: v.string(),
  parent_id: v.nullable(v.number()),
  level: v.number(),
  credits_left: v.number(),
  packs_left: v.number(),
  /** Remaining company data, in bytes. */
  remaining_data: v.number(),
});
export type CompanySummary = v.InferOutput<typeof CompanySummarySchema>;
