import { createListSearch } from '../../components/list/listSearch.js';

/** The Mail logs page's URL: paging, sort (newest first by default) and search. */
export const mailLogsSearch = createListSearch({
  sortable: ['to_email', 'created_at'],
  defaultSort: '-created_at',
});
