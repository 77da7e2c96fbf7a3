import { useQuery } from '@tanstack/react-query';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { fetchList, tableQueryKey } from '../../forms/tableQueries.js';
import { useCompanyNames } from '../tables/companyNames.js';
import { ListPage, ListTable, orDash } from '../tables/ListPage.js';

/** A row of `GET /tags`. */
export interface TagRow {
  id: number;
  name: string;
  color: string | null;
  company_id: number;
  description?: string | null;
}

/** The add-tag form's `schema.tableRef`: a successful submit reloads this table. */
export const TAGS_TABLE = 'tags';

/**
 * `/tags` (view_tags): the tags of the companies in scope, with "Add tag" opening the
 * add-tag form in a modal (`POST /tags`); the list reloads after it.
 */
export function TagsPage() {
  const { client, modals } = useConsole();
  const companies = useCompanyNames();
  const { data, isPending, error } = useQuery({
    queryKey: tableQueryKey(TAGS_TABLE),
    // Newest first, so a tag just added is at the top.
    queryFn: () => fetchList<TagRow>(client, 'tags', 'Failed to get tags', { sort: '-created_at' }),
  });
  const rows = data?.rows ?? [];
  return (
    <ListPage
      actions={
        <button
          type="button"
          className="nf-button nf-button--primary"
          onClick={() => modals.openModal('Form', { name: 'add-tag' }, { title: 'Add tag' })}
        >
          Add tag
        </button>
      }
    >
      <ListTable
        caption="Tags"
        columns={['Name', 'Company', 'Description', 'Colour']}
        isPending={isPending}
        error={error}
        rowCount={rows.length}
        empty="No tags yet."
        total={data?.total}
      >
        {rows.map((tag) => (
          <tr key={tag.id} data-tag-id={tag.id}>
            <th scope="row">{tag.name}</th>
            <td>{orDash(companies.get(tag.company_id) ?? tag.company_id)}</td>
            <td>{orDash(tag.description)}</td>
            <td>
              {tag.color ? (
                <span className="tag-color">
                  <span
                    className="tag-color__swatch"
                    style={{ backgroundColor: tag.color }}
                    aria-hidden="true"
                  />
                  <code>{tag.color}</code>
                </span>
              ) : (
                '—'
              )}
            </td>
          </tr>
        ))}
      </ListTable>
    </ListPage>
  );
}
