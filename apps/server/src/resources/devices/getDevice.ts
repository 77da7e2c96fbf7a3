import type { DeviceDetail } from '@netfleet/contracts';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import type { Database } from '../../db/Database.js';
import { readDeviceDetail } from '../deviceDetail/readDeviceDetail.js';

/**
 * `GET /devices/{id}`: the device with every field of a list row and what the device page
 * shows (`DeviceDetail`, see `deviceDetail/readDeviceDetail`). A device outside the user's
 * company scope is a 404, the same answer as one that does not exist.
 */
export function getDevice(db: Database, auth: AuthContext, id: number): Promise<DeviceDetail> {
  return readDeviceDetail(db, auth, id);
}
