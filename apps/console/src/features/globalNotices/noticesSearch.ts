import { createListSearch } from '../../components/list/listSearch.js';

/** The Global notices page's URL: paging, sort (newest start first by default) and search. */
export const noticesSearch = createListSearch({
  sortable: ['enabled_at', 'type'],
  defaultSort: '-enabled_at',
});
