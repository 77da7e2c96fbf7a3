import { defineListSpec } from './listQuerySchema.js';

/** `GET /mail-logs`: every mail the server sent, newest first; `q` matches address and subject. */
export const MAIL_LOG_LIST = defineListSpec({
  fields: ['id', 'kind', 'to_email', 'subject', 'body', 'user_id', 'created_at'],
  searchFields: ['to_email', 'subject', 'kind'],
  defaultSearchFields: ['to_email', 'subject'],
  sortFields: ['id', 'created_at', 'to_email', 'kind'],
  defaultSort: '-id',
  defaultLimit: 25,
  maxLimit: 100,
  filters: {},
});
