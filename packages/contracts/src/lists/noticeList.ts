import { defineListSpec, listQuerySchema } from './listQuerySchema.js';

/**
 * `GET /notices/all` (admin_view_notice): every global notice, enabled or not, started or
 * scheduled, newest first; `q` matches the message and the type.
 */
export const NOTICE_LIST = defineListSpec({
  fields: ['id', 'type', 'message', 'enabled_at', 'enabled', 'created_at', 'updated_at'],
  searchFields: ['message', 'type'],
  defaultSearchFields: ['message'],
  sortFields: ['id', 'enabled_at', 'type'],
  defaultSort: '-enabled_at',
  defaultLimit: 25,
  maxLimit: 100,
  filters: {},
});

/** The query of `GET /notices/all`. */
export const NoticeListQuerySchema = listQuerySchema(NOTICE_LIST);
