import { createListSearch } from '../../components/list/listSearch.js';

/** The files tab's URL: paging, sort and search, as on every list. */
export const companyFilesSearch = createListSearch({
  sortable: ['name', 'size', 'created_at'],
  defaultSort: 'name',
});
