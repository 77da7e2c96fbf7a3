import { createListSearch } from '../../components/list/listSearch.js';

/** The Codes page's URL: paging, sort (newest first by default) and search. */
export const codesSearch = createListSearch({
  sortable: ['code', 'amount', 'created_at'],
  defaultSort: '-created_at',
});
