import { companies, devices } from '../db/schema.js';

/**
 * The columns of a device row in the API (the keys of `DeviceSchema`), by API name. The
 * `fields` parameter picks from these; `company_name` comes from the owning company.
 */
export const DEVICE_COLUMNS = {
  id: devices.id,
  name: devices.name,
  serial: devices.serial,
  mac: devices.mac,
  model: devices.model,
  original_model: devices.originalModel,
  firmware: devices.firmware,
  status: devices.status,
  company_id: devices.companyId,
  company_name: companies.name,
  esim: devices.esim,
  created_at: devices.createdAt,
  last_seen_at: devices.lastSeenAt,
} as const;
