import {
  type CreditCode,
  CreditCodeSchema,
  type ListParams,
  type ListResponse,
  listResponseSchema,
} from '@netfleet/contracts';
import { requestJson } from '../calls/requestJson.js';
import type { ApiClient } from '../createApiClient.js';

/** `GET /credits/codes` query. */
export interface CreditCodeListParams extends ListParams {
  company_id?: number;
  /** Used codes only, or unused ones only. */
  used?: boolean;
}

const CreditCodePageSchema = listResponseSchema(CreditCodeSchema);

/** `GET /credits/codes`: a page of the credit transfer codes the user may see. */
export function listCreditCodes(
  client: Pick<ApiClient, 'http'>,
  params: CreditCodeListParams,
): Promise<ListResponse<CreditCode>> {
  return requestJson(client, {
    path: 'credits/codes',
    query: { ...params },
    schema: CreditCodePageSchema,
    failure: 'Failed to get codes',
  });
}
