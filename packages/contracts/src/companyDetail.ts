import * as v from 'valibot';
import { CompanySummarySchema } from './company.js';

/**
 * `GET /companies/{id}`'s `data`: the company summary (spec §3) and what the company page
 * shows besides. 404 outside the caller's scope.
 */
export const CompanyDetailSchema = v.object({
  ...CompanySummarySchema.entries,
  /** Null for a root company, and for a parent outside the caller's scope. */
  parent_name: v.nullable(v.string()),
  devices_count: v.number(),
  users_count: v.number(),
  subsidiaries_count: v.number(),
  created_at: v.string(),
});
export type CompanyDetail = v.InferOutput<typeof CompanyDetailSchema>;

/** `GET /companies/{id}` body. */
export const CompanyDetailResponseSchema = v.object({ data: CompanyDetailSchema });
export type CompanyDetailResponse = v.InferOutput<typeof CompanyDetailResponseSchema>;
