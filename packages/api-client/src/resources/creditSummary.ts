import { type CreditSummaryResponse, CreditSummaryResponseSchema } from '@netfleet/contracts';
import { requestJson } from '../calls/requestJson.js';
import type { ApiClient } from '../createApiClient.js';

/** What `GET /credits/summary` answers: the credits left of the user's company, per type. */
export type CreditSummary = CreditSummaryResponse['data'];

/** `GET /credits/summary` (spec §7). Kept out of the route-change cancellation: the header outlives pages. */
export async function getCreditSummary(client: Pick<ApiClient, 'http'>): Promise<CreditSummary> {
  const body = await requestJson(client, {
    path: 'credits/summary',
    schema: CreditSummaryResponseSchema,
    failure: 'Failed to get the resource summary',
    skipCancel: true,
  });
  return body.data;
}
