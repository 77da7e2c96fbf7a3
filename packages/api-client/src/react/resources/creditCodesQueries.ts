import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../createApiClient.js';
import { type CreditCodeListParams, listCreditCodes } from '../../resources/creditCodes.js';
import { queryKeys } from '../../resources/queryKeys.js';

/** One page of credit transfer codes; the previous page stays on screen while the next loads. */
export function creditCodesQueryOptions(client: ApiClient, params: CreditCodeListParams) {
  return queryOptions({
    queryKey: queryKeys.creditCodes.list(params),
    queryFn: () => listCreditCodes(client, params),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
