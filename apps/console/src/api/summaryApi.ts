import type { ApiClient, ResponseCache } from '@netfleet/api-client';
import type { CompanySummary } from '@netfleet/contracts';
import { toRequestError } from './toRequestError.js';

/** One credit type of the summary (spec §3). */
export interface CreditLeft {
  credit_type: string | number;
  credit_type_name: string;
  credits_left: number;
}

/** `GET /credits/summary` body's `data`. */
export interface CreditSummary {
  credits: { left: CreditLeft[] };
}

/** `GET /companies/{id}`, cached 10 s (spec §7, §9). */
export function getCompanySummary(
  client: ApiClient,
  cache: ResponseCache,
  companyId: number,
): Promise<CompanySummary> {
  return cache.get(`companies/${companyId}`, async () => {
    try {
      const body = await client.http
        .get(`companies/${companyId}`, { context: { skipCancel: true } })
        .json<{ data: CompanySummary }>();
      return body.data;
    } catch (error) {
      throw toRequestError(error, 'Failed to get company data');
    }
  });
}

/** `GET /credits/summary`, cached 10 s (spec §7, §9). */
export function getCreditSummary(client: ApiClient, cache: ResponseCache): Promise<CreditSummary> {
  return cache.get('credits/summary', async () => {
    try {
      const body = await client.http
        .get('credits/summary', { context: { skipCancel: true } })
        .json<{ data: CreditSummary }>();
      return body.data;
    } catch (error) {
      throw toRequestError(error, 'Failed to get the resource summary');
    }
  });
}
