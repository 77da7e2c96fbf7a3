import { mailLogsQueryOptions } from '@netfleet/api-client/react';
import type { MailLogEntry } from '@netfleet/contracts';
import { hrefFor } from '@netfleet/permissions';
import type { DataTableColumn } from '@netfleet/ui-kit';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { DateTime } from '../../components/DateTime.js';
import { HrefLink } from '../../components/HrefLink.js';
import { ListView } from '../../components/list/ListView.js';
import { useListLabels } from '../../components/list/useListLabels.js';
import { useListRoute } from '../../components/list/useListRoute.js';
import { useTexts } from '../../i18n/useTexts.js';
import { useCan } from '../../session/useCurrentUser.js';
import { mailLogsSearch } from './mailLogsSearch.js';
import { mailLogsTexts } from './texts.js';

const route = getRouteApi('/shell/system/mail-logs');

/** A sent mail with its message, which "Show" opens in place. */
function MailMessage({ mail }: { mail: MailLogEntry }) {
  const t = useTexts(mailLogsTexts);
  const [shown, setShown] = useState(false);
  const bodyId = `mail-log-body-${mail.id}`;
  const values = { subject: mail.subject, email: mail.to_email };
  return (
    <div className="mail-log__message" data-mail-id={mail.id} data-mail-kind={mail.kind}>
      <button
        type="button"
        className="nf-button"
        aria-expanded={shown}
        aria-controls={shown ? bodyId : undefined}
        aria-label={t(shown ? 'hideMessage' : 'showMessage', values)}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? t('hide') : t('show')}
      </button>
      {shown ? (
        <pre id={bodyId} className="mail-log__body">
          {mail.body}
        </pre>
      ) : null}
    </div>
  );
}

/**
 * `/system/mail-logs` (view_mail_logs): the mail the system sent, newest first
 * (`GET /mail-logs`): recipient, subject, sent at; "Show" opens the message in its row.
 */
export function MailLogsPage() {
  const t = useTexts(mailLogsTexts);
  const can = useCan();
  const { search, query, onSearchChange } = useListRoute(
    route.useSearch(),
    mailLogsSearch,
    mailLogsQueryOptions,
  );
  const columns: DataTableColumn<MailLogEntry>[] = [
    { id: 'to_email', header: t('columns.recipient'), sortable: true, cell: (mail) => mail.to_email },
    { id: 'subject', header: t('columns.subject'), rowHeader: true, cell: (mail) => mail.subject },
    {
      id: 'created_at',
      header: t('columns.sent'),
      sortable: true,
      cell: (mail) => <DateTime value={mail.created_at} />,
    },
    { id: 'message', header: t('columns.message'), cell: (mail) => <MailMessage mail={mail} /> },
  ];
  return (
    <ListView
      {...useListLabels(mailLogsTexts)}
      columns={columns}
      getRowId={(mail) => mail.id}
      query={query}
      search={search}
      onSearchChange={onSearchChange}
      actions={
        <>
          {/* Where the mail goes out: the SMTP settings, for those who may change them. */}
          {can('update_email_settings') ? (
            <HrefLink href={hrefFor('email-smtp')} className="nf-button">
              {t('smtpSettings')}
            </HrefLink>
          ) : null}
          <button
            type="button"
            className="nf-button"
            disabled={query.isFetching}
            onClick={() => void query.refetch()}
          >
            {t('refresh')}
          </button>
        </>
      }
    />
  );
}
