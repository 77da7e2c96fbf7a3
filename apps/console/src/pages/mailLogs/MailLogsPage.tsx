import type { MailLogEntry } from '@netfleet/contracts';
import { formatDateTime } from '@netfleet/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { fetchList, tableQueryKey } from '../../forms/tableQueries.js';
import { ListPage, ListTable } from '../tables/ListPage.js';

/** The table reference of the mail log. */
export const MAIL_LOGS_TABLE = 'mail-logs';

/**
 * `/system/mail-logs` (view_mail_logs): the mail the system sent, newest first
 * (`GET /mail-logs`): recipient, subject, sent at; "Show" opens the message below its row.
 */
export function MailLogsPage() {
  const { client } = useConsole();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const { data, isPending, error, refetch, isFetching } = useQuery({
    queryKey: tableQueryKey(MAIL_LOGS_TABLE),
    queryFn: () => fetchList<MailLogEntry>(client, 'mail-logs', 'Failed to get the mail log'),
  });
  const rows = data?.rows ?? [];
  const toggle = (id: number) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <ListPage
      actions={
        <button type="button" className="nf-button" disabled={isFetching} onClick={() => void refetch()}>
          Refresh
        </button>
      }
    >
      <ListTable
        caption="Mail log"
        columns={['Recipient', 'Subject', 'Sent at', 'Message']}
        isPending={isPending}
        error={error}
        rowCount={rows.length}
        empty="No mail has been sent."
        total={data?.total}
      >
        {rows.map((mail) => {
          const shown = open.has(mail.id);
          const bodyId = `mail-log-body-${mail.id}`;
          return (
            <Fragment key={mail.id}>
              <tr className="mail-log__row" data-mail-id={mail.id} data-mail-kind={mail.kind}>
                <td>{mail.to_email}</td>
                <th scope="row">{mail.subject}</th>
                <td>
                  <time dateTime={mail.created_at}>{formatDateTime(mail.created_at)}</time>
                </td>
                <td>
                  <button
                    type="button"
                    className="nf-button"
                    aria-expanded={shown}
                    aria-controls={shown ? bodyId : undefined}
                    aria-label={`${shown ? 'Hide' : 'Show'} message "${mail.subject}" to ${mail.to_email}`}
                    onClick={() => toggle(mail.id)}
                  >
                    {shown ? 'Hide' : 'Show'}
                  </button>
                </td>
              </tr>
              {shown ? (
                <tr className="mail-log__details">
                  <td colSpan={4}>
                    <pre id={bodyId} className="mail-log__body">
                      {mail.body}
                    </pre>
                  </td>
                </tr>
              ) : null}
            </Fragment>
          );
        })}
      </ListTable>
    </ListPage>
  );
}
