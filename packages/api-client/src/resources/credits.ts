import {
  type CompanyCredits,
  CompanyCreditsSchema,
  type CreditForecast,
  CreditForecastSchema,
  type CreditReason,
  type CreditTransaction,
  CreditTransactionSchema,
  type ListParams,
  type ListResponse,
  listResponseSchema,
} from '@netfleet/contracts';
import * as v from 'valibot';
import { requestJson } from '../calls/requestJson.js';
import type { ApiClient } from '../createApiClient.js';

/** `GET /credits/history` query (the credit ledger). */
export interface CreditHistoryParams extends ListParams {
  company_id?: number;
  /** A credit type id. */
  type?: number;
  reason?: readonly CreditReason[];
  /** ISO 8601. */
  created_after?: string;
  created_before?: string;
}

const CreditHistoryPageSchema = listResponseSchema(CreditTransactionSchema);
const CompanyCreditsResponseSchema = v.object({ data: CompanyCreditsSchema });
const CreditForecastResponseSchema = v.object({ data: CreditForecastSchema });

/** `GET /credits/history` (view_credits): a page of the credit movements, newest first. */
export function listCreditHistory(
  client: Pick<ApiClient, 'http'>,
  params: CreditHistoryParams,
): Promise<ListResponse<CreditTransaction>> {
  return requestJson(client, {
    path: 'credits/history',
    query: { ...params },
    schema: CreditHistoryPageSchema,
    failure: 'Failed to get the credit history',
  });
}

/** `GET /credits?company_id=` (view_credits): a company's balance of every credit type; the user's own without an id. */
export async function getCompanyCredits(
  client: Pick<ApiClient, 'http'>,
  companyId?: number,
): Promise<CompanyCredits> {
  const body = await requestJson(client, {
    path: 'credits',
    query: companyId === undefined ? {} : { company_id: companyId },
    schema: CompanyCreditsResponseSchema,
    failure: 'Failed to get the resources',
  });
  return body.data;
}

/** `GET /credits/forecast?company_id=` (view_credits): when each credit type of a company runs out. */
export async function getCreditForecast(
  client: Pick<ApiClient, 'http'>,
  companyId?: number,
): Promise<CreditForecast> {
  const body = await requestJson(client, {
    path: 'credits/forecast',
    query: companyId === undefined ? {} : { company_id: companyId },
    schema: CreditForecastResponseSchema,
    failure: 'Failed to get the credit forecast',
  });
  return body.data;
}
