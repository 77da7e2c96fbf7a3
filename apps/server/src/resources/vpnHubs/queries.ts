import { VPN_HUB_LIST } from '@netfleet/contracts';
import { eq } from 'drizzle-orm';
import { companies, vpnHubs } from '../../db/schema.js';
import type { ListKind } from '../../lists/ListKind.js';

/** `GET /vpn/hubs`: the VPN hubs of the caller's scope, with their company's name. */
export const VPN_HUB_LIST_KIND: ListKind<typeof VPN_HUB_LIST> = {
  spec: VPN_HUB_LIST,
  table: vpnHubs,
  joins: [{ table: companies, on: eq(companies.id, vpnHubs.companyId) }],
  scope: { column: vpnHubs.companyId },
  idColumn: vpnHubs.id,
  columns: {
    id: vpnHubs.id,
    name: vpnHubs.name,
    status: vpnHubs.status,
    region: vpnHubs.region,
    company_id: vpnHubs.companyId,
    company_name: companies.name,
    created_at: vpnHubs.createdAt,
  },
  searchColumns: { name: vpnHubs.name, region: vpnHubs.region },
};
