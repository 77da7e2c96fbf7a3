import type { Device } from '@netfleet/contracts';

/** A tag on a device row: `{ id, name, color }`. */
export interface DeviceRowTag {
  id: number;
  name: string;
  color?: string | null;
}

/**
 * A row of the devices list: the contracts' device with the fleet's fields (issue #12). The
 * fleet fields are optional here so that the page also reads a server that sends fewer.
 */
export type DeviceRow = Device & {
  imei?: string | null;
  family?: string | null;
  tags?: readonly DeviceRowTag[];
  signal?: number | null;
  operator?: string | null;
  technology?: string | null;
  ip?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  location_source?: string | null;
  data_used_bytes?: number | null;
};
