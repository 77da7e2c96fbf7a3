import { createListSearch } from '../../components/list/listSearch.js';

/** The Tags page's URL: paging, sort (newest first by default) and search (`?q=` of global search). */
export const tagsSearch = createListSearch({
  sortable: ['name', 'created_at'],
  defaultSort: '-created_at',
});
