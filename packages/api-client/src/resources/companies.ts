import {
  type CompanyDeletionImpact,
  CompanyDeletionImpactResponseSchema,
  type CompanyDetail,
  CompanyDetailResponseSchema,
  type CompanyMetrics,
  CompanyMetricsResponseSchema,
  type CompanyRow,
  CompanyRowSchema,
  type CompanyTreeNode,
  CompanyTreeResponseSchema,
  type ListParams,
  type ListResponse,
  listResponseSchema,
} from '@netfleet/contracts';
import { requestJson } from '../calls/requestJson.js';
import type { ApiClient } from '../createApiClient.js';

/** `GET /companies` query. */
export interface CompanyListParams extends ListParams {
  /** Direct subsidiaries of this company only. */
  parent_id?: number;
}

const CompanyPageSchema = listResponseSchema(CompanyRowSchema);

/** `GET /companies`: a page of the companies in the user's scope. */
export function listCompanies(
  client: Pick<ApiClient, 'http'>,
  params: CompanyListParams,
): Promise<ListResponse<CompanyRow>> {
  return requestJson(client, {
    path: 'companies',
    query: { ...params },
    schema: CompanyPageSchema,
    failure: 'Failed to get companies',
  });
}

/** `GET /companies/tree`: every company of the scope, flat (build the tree from `parent_id`). */
export async function getCompanyTree(client: Pick<ApiClient, 'http'>): Promise<CompanyTreeNode[]> {
  const body = await requestJson(client, {
    path: 'companies/tree',
    schema: CompanyTreeResponseSchema,
    failure: 'Failed to get the company tree',
  });
  return body.data;
}

/**
 * `GET /companies/{id}`: one company (spec §7; the header's resource summary reads its
 * `remaining_data`). Kept out of the route-change cancellation: the header outlives pages.
 */
export async function getCompany(client: Pick<ApiClient, 'http'>, id: number): Promise<CompanyDetail> {
  const body = await requestJson(client, {
    path: `companies/${id}`,
    schema: CompanyDetailResponseSchema,
    failure: 'Failed to get company data',
    skipCancel: true,
  });
  return body.data;
}

/**
 * `GET /companies/{id}/metrics`: the fleet of the company with its subsidiaries (devices by
 * status and model, data used this month, users) and the company's own credits.
 */
export async function getCompanyMetrics(
  client: Pick<ApiClient, 'http'>,
  id: number,
): Promise<CompanyMetrics> {
  const body = await requestJson(client, {
    path: `companies/${id}/metrics`,
    schema: CompanyMetricsResponseSchema,
    failure: 'Failed to get the company metrics',
  });
  return body.data;
}

/**
 * `GET /companies/{id}/deletion-impact`: what deleting the company would move and remove,
 * and `blocked_by` when it may not be deleted. Asked right before the confirmation.
 */
export async function getCompanyDeletionImpact(
  client: Pick<ApiClient, 'http'>,
  id: number,
): Promise<CompanyDeletionImpact> {
  const body = await requestJson(client, {
    path: `companies/${id}/deletion-impact`,
    schema: CompanyDeletionImpactResponseSchema,
    failure: 'Failed to get what deleting the company would do',
    skipCancel: true,
  });
  return body.data;
}

/** `DELETE /companies/{id}` (delete_companies): deletes it as its deletion impact said. */
export async function deleteCompany(
  client: Pick<ApiClient, 'http'>,
  id: number,
): Promise<CompanyDeletionImpact> {
  const body = await requestJson(client, {
    method: 'delete',
    path: `companies/${id}`,
    schema: CompanyDeletionImpactResponseSchema,
    failure: 'Failed to delete the company',
  });
  return body.data;
}
