import * as v from 'valibot';
import { macField, serialField } from './forms/addDevice.js';
import { optionalText } from './forms/fields.js';
import { APPROVED_DEVICE_LIST } from './lists/approvedDeviceList.js';
import { listQuerySchema } from './lists/listQuerySchema.js';

/** Longest comment of an approved device. */
const APPROVED_COMMENT_MAX_LENGTH = 200;

/** A row of `GET /devices/authorized`: a serial and MAC the system operator approved. */
export const ApprovedDeviceSchema = v.object({
  id: v.number(),
  serial: v.string(),
  /** `00:1E:42:AB:CD:EF`. */
  mac: v.string(),
  comment: v.nullable(v.string()),
  /** Who approved it; null once that user is gone. */
  created_by_email: v.nullable(v.string()),
  created_at: v.string(),
});
export type ApprovedDevice = v.InferOutput<typeof ApprovedDeviceSchema>;

/** `POST /devices/authorized` (manage_approved_devices): serial and MAC required, a comment. */
export const AddApprovedDeviceSchema = v.object({
  serial: serialField(),
  mac: macField(),
  comment: optionalText('Comment', APPROVED_COMMENT_MAX_LENGTH),
});
export type AddApprovedDevicePayload = v.InferOutput<typeof AddApprovedDeviceSchema>;

/** The query of `GET /devices/authorized` (`q` over serial, MAC and comment; sort; paging). */
export const ApprovedDeviceListQuerySchema = listQuerySchema(APPROVED_DEVICE_LIST);
