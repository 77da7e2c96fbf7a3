import type { CreditCode } from '@netfleet/contracts';
import { formatDateTime } from '@netfleet/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { fetchList, tableQueryKey } from '../../forms/tableQueries.js';
import { ListPage, ListTable, orDash } from '../tables/ListPage.js';

/** The create-code form's `schema.tableRef`. */
export const CODES_TABLE = 'codes';

/**
 * `/resources/codes` (view_credit_transfer_codes): the credit transfer codes, newest first
 * (`GET /credits/codes`), with "Create code" opening the create-code form (a sensitive
 * submit: step-up authentication or the password prompt).
 */
export function CodesPage() {
  const { client, modals } = useConsole();
  const { data, isPending, error } = useQuery({
    queryKey: tableQueryKey(CODES_TABLE),
    queryFn: () => fetchList<CreditCode>(client, 'credits/codes', 'Failed to get codes'),
  });
  const rows = data?.rows ?? [];
  return (
    <ListPage
      actions={
        <button
          type="button"
          className="nf-button nf-button--primary"
          onClick={() => modals.openModal('Form', { name: 'create-code' }, { title: 'Create code' })}
        >
          Create code
        </button>
      }
    >
      <ListTable
        caption="Codes"
        columns={['Code', 'Type', 'Amount', 'Company', 'State', 'Comment', 'Created']}
        isPending={isPending}
        error={error}
        rowCount={rows.length}
        empty="No codes yet."
        total={data?.total}
      >
        {rows.map((code) => (
          <tr key={code.id} data-code-id={code.id}>
            <th scope="row">
              <code>{code.code}</code>
            </th>
            <td>{code.type_name}</td>
            <td>{code.amount}</td>
            <td>{code.company_name}</td>
            <td>{code.state}</td>
            <td>{orDash(code.comment)}</td>
            <td>
              <time dateTime={code.created_at}>{formatDateTime(code.created_at)}</time>
            </td>
          </tr>
        ))}
      </ListTable>
    </ListPage>
  );
}
