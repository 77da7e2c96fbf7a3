import { createListSearch, positiveInteger } from '../../components/list/listSearch.js';

/** The Users page's URL: paging, sort, search and `company_id` (the users of one company). */
export const usersSearch = createListSearch({
  sortable: ['email', 'username', 'last_sign_in_at', 'created_at'],
  defaultSort: 'email',
  filterKeys: ['company_id'],
  filters: (raw): { company_id?: number } => {
    const company = positiveInteger(raw.company_id);
    return company === undefined ? {} : { company_id: company };
  },
});
