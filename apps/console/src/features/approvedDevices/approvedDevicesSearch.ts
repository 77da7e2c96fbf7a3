import { createListSearch } from '../../components/list/listSearch.js';

/** The Approved devices page's URL: paging, sort (newest first by default) and search. */
export const approvedDevicesSearch = createListSearch({
  sortable: ['serial', 'mac', 'created_at'],
  defaultSort: '-created_at',
});
