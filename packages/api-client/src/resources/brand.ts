import { type BrandConfigPayload, BrandResponseSchema } from '@netfleet/contracts';
import { requestJson } from '../calls/requestJson.js';
import type { ApiClient } from '../createApiClient.js';

/**
 * `GET /brand`: the brand of the signed-in user's company (the default brand before sign-in).
 * Kept out of the route-change cancellation: the console asks for it at start, beside the user.
 */
export async function getBrand(client: Pick<ApiClient, 'http'>): Promise<BrandConfigPayload> {
  const body = await requestJson(client, {
    path: 'brand',
    schema: BrandResponseSchema,
    failure: 'Failed to get the brand',
    skipCancel: true,
  });
  return body.data;
}
