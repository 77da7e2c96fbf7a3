import { defineListSpec } from './listQuerySchema.js';

/** `GET /devices/authorized`: the approved devices (system operator only). */
export const APPROVED_DEVICE_LIST = defineListSpec({
  fields: ['id', 'serial', 'mac', 'comment', 'created_by_email', 'created_at'],
  searchFields: ['serial', 'mac', 'comment'],
  defaultSearchFields: ['serial', 'mac', 'comment'],
  sortFields: ['id', 'serial', 'mac', 'created_at'],
  defaultSort: 'id',
  defaultLimit: 25,
  maxLimit: 1000,
  filters: {},
});
