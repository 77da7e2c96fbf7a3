import { NOTICE_LIST } from '@netfleet/contracts';
import { notices } from '../../db/schema.js';
import type { ListKind } from '../../lists/ListKind.js';

/**
 * `GET /notices/all`: every global notice, switched off and scheduled ones too, for those who
 * manage them. Notices belong to no company: whoever holds `admin_view_notice` sees them all.
 */
export const NOTICE_LIST_KIND: ListKind<typeof NOTICE_LIST> = {
  spec: NOTICE_LIST,
  table: notices,
  joins: [],
  scope: 'open',
  idColumn: notices.id,
  columns: {
    id: notices.id,
    type: notices.type,
    message: notices.message,
    enabled_at: notices.enabledAt,
    enabled: notices.enabled,
    created_at: notices.createdAt,
    updated_at: notices.updatedAt,
  },
  searchColumns: { message: notices.message, type: notices.type },
};
