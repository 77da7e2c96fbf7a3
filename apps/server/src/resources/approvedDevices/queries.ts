import { APPROVED_DEVICE_LIST } from '@netfleet/contracts';
import { eq } from 'drizzle-orm';
import { approvedDevices, users } from '../../db/schema.js';
import type { ListKind } from '../../lists/ListKind.js';

/** `GET /devices/authorized`: every approved device, with the e-mail of who approved it. */
export const APPROVED_DEVICE_LIST_KIND: ListKind<typeof APPROVED_DEVICE_LIST> = {
  spec: APPROVED_DEVICE_LIST,
  table: approvedDevices,
  joins: [{ table: users, on: eq(users.id, approvedDevices.createdBy), left: true }],
  // System-wide rows: only roles of scope `all` see any (the permission is the system operator's too).
  scope: 'system',
  idColumn: approvedDevices.id,
  columns: {
    id: approvedDevices.id,
    serial: approvedDevices.serial,
    mac: approvedDevices.mac,
    comment: approvedDevices.comment,
    created_by_email: users.email,
    created_at: approvedDevices.createdAt,
  },
  searchColumns: {
    serial: approvedDevices.serial,
    mac: approvedDevices.mac,
    comment: approvedDevices.comment,
  },
};
