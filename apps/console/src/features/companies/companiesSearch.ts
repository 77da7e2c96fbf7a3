import { createListSearch, positiveInteger } from '../../components/list/listSearch.js';

/** The Companies page's URL: paging, sort, search and `parent_id` (the subsidiaries of one company). */
export const companiesSearch = createListSearch({
  sortable: ['name', 'level', 'devices_count', 'users_count', 'credits_left', 'created_at'],
  defaultSort: 'name',
  filterKeys: ['parent_id'],
  filters: (raw): { parent_id?: number } => {
    const parent = positiveInteger(raw.parent_id);
    return parent === undefined ? {} : { parent_id: parent };
  },
});
