import { defineListSpec } from './listQuerySchema.js';

/** `GET /vpn/hubs`: the VPN hubs of the caller's scope. */
export const VPN_HUB_LIST = defineListSpec({
  fields: ['id', 'name', 'status', 'region', 'company_id', 'company_name', 'created_at'],
  searchFields: ['name', 'region'],
  defaultSearchFields: ['name', 'region'],
  sortFields: ['id', 'name', 'status', 'created_at'],
  defaultSort: 'name',
  defaultLimit: 25,
  maxLimit: 100,
  filters: {},
});
