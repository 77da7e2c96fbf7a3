import { createListSearch } from '../../components/list/listSearch.js';

/** The move log's URL: paging, sort (newest first) and search. */
export const userMoveLogsSearch = createListSearch({
  sortable: ['created_at', 'user_email'],
  defaultSort: '-created_at',
});

/** The impersonation log's URL: paging, sort (newest first) and search. */
export const impersonationLogsSearch = createListSearch({
  sortable: ['started_at', 'user_email'],
  defaultSort: '-started_at',
});
