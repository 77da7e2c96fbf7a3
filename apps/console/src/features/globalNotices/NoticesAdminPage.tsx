import { allNoticesQueryOptions } from '@netfleet/api-client/react';
import type { AdminNotice } from '@netfleet/contracts';
import type { DataTableColumn } from '@netfleet/ui-kit';
import { SafeHtml } from '@netfleet/ui-kit/safe-html';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { DateTime } from '../../components/DateTime.js';
import { ListView } from '../../components/list/ListView.js';
import { useListLabels } from '../../components/list/useListLabels.js';
import { useListRoute } from '../../components/list/useListRoute.js';
import { useTexts } from '../../i18n/useTexts.js';
import { NoticeEditor } from './NoticeEditor.js';
import { noticesSearch } from './noticesSearch.js';
import { noticesAdminTexts } from './texts.js';
import { useNoticeActions } from './useNoticeActions.js';
import './noticesAdmin.css';

const route = getRouteApi('/shell/notices');

/** What the editor shows: nothing, a new notice, or one to edit. */
type Editing = null | { notice?: AdminNotice };

/**
 * `/notices` (admin_view_notice): every global notice — switched off and scheduled ones
 * too — with its message as users see it, type, start, status, and the actions: edit,
 * enable or disable, delete (confirmed). "New notice" and "Edit" open the editor above the
 * list, whose preview goes through the same sanitizer as the header widget.
 */
export function NoticesAdminPage() {
  const t = useTexts(noticesAdminTexts);
  const { env } = useConsole();
  const actions = useNoticeActions();
  const [editing, setEditing] = useState<Editing>(null);
  const { search, query, onSearchChange } = useListRoute(
    route.useSearch(),
    noticesSearch,
    allNoticesQueryOptions,
  );
  const statusOf = (notice: AdminNotice) =>
    !notice.enabled
      ? t('status.off')
      : Date.parse(notice.enabled_at) > env.now()
        ? t('status.scheduled')
        : t('status.on');
  const columns: DataTableColumn<AdminNotice>[] = [
    {
      id: 'message',
      header: t('columns.message'),
      rowHeader: true,
      cell: (notice) => <SafeHtml as="span" className="notices-admin__message" html={notice.message} />,
    },
    {
      id: 'type',
      header: t('columns.type'),
      sortable: true,
      cell: (notice) =>
        notice.type === 'info' || notice.type === 'warning' || notice.type === 'maintenance'
          ? t(`types.${notice.type}`)
          : notice.type,
    },
    {
      id: 'enabled_at',
      header: t('columns.startsAt'),
      sortable: true,
      cell: (notice) => <DateTime value={notice.enabled_at} />,
    },
    { id: 'status', header: t('columns.status'), cell: (notice) => statusOf(notice) },
    {
      id: 'actions',
      header: t('columns.actions'),
      pinned: 'end',
      cell: (notice) => (
        <div className="notices-admin__actions">
          <button
            type="button"
            className="nf-button"
            aria-label={t('actions.editNotice', { id: notice.id })}
            onClick={() => setEditing({ notice })}
          >
            {t('actions.edit')}
          </button>
          <button
            type="button"
            className="nf-button"
            aria-label={t(notice.enabled ? 'actions.disableNotice' : 'actions.enableNotice', {
              id: notice.id,
            })}
            onClick={() => void actions.toggle(notice)}
          >
            {t(notice.enabled ? 'actions.disable' : 'actions.enable')}
          </button>
          <button
            type="button"
            className="nf-button"
            aria-label={t('actions.deleteNotice', { id: notice.id })}
            onClick={() => void actions.remove(notice)}
          >
            {t('actions.delete')}
          </button>
        </div>
      ),
    },
  ];
  return (
    <ListView
      {...useListLabels(noticesAdminTexts)}
      loadFailedText={t('loadFailed')}
      columns={columns}
      getRowId={(notice) => notice.id}
      query={query}
      search={search}
      onSearchChange={onSearchChange}
      actions={
        <button type="button" className="nf-button nf-button--primary" onClick={() => setEditing({})}>
          {t('add')}
        </button>
      }
    >
      {editing ? (
        <NoticeEditor
          key={editing.notice?.id ?? 'new'}
          {...(editing.notice ? { notice: editing.notice } : {})}
          onDone={() => setEditing(null)}
        />
      ) : null}
    </ListView>
  );
}
