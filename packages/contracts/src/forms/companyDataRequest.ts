import * as v from 'valibot';
import { CompanyDataSchema } from './companyData.js';
import { optionalId } from './fields.js';

/**
 * `POST /companies/data` as the company data form sends it: {@link CompanyDataSchema}'s
 * credit count plus the company (the form route's id), optional: the server takes the
 * user's own company without one.
 */
export const CompanyDataRequestSchema = v.object({
  ...CompanyDataSchema.entries,
  company_id: optionalId('Company'),
});
export type CompanyDataRequestPayload = v.InferOutput<typeof CompanyDataRequestSchema>;
