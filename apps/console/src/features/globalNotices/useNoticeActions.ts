import { deleteNotice, isSessionEndedError, updateNotice } from '@netfleet/api-client';
import { invalidateResource, useApiClient } from '@netfleet/api-client/react';
import type { AdminNotice } from '@netfleet/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { useTexts } from '../../i18n/useTexts.js';
import { noticesAdminTexts } from './texts.js';

/**
 * The row actions of the notices page: switch a notice on or off (the whole notice is sent
 * back, as `PUT /notices/{id}` wants), and delete one after the confirm prompt. Both refresh
 * the list and the header widget.
 */
export function useNoticeActions() {
  const t = useTexts(noticesAdminTexts);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { modals, toasts } = useConsole();
  return useMemo(() => {
    const fail = (error: unknown, message: string) => {
      if (!isSessionEndedError(error))
        toasts.error(error instanceof Error && error.message ? error.message : message);
    };
    return {
      async toggle(notice: AdminNotice) {
        try {
          await updateNotice(client, notice.id, {
            type: notice.type as Parameters<typeof updateNotice>[2]['type'],
            message: notice.message,
            enabled_at: notice.enabled_at,
            enabled: !notice.enabled,
          });
          toasts.success(t(notice.enabled ? 'toggle.disabled' : 'toggle.enabled'));
          await invalidateResource(queryClient, 'notices');
        } catch (error) {
          fail(error, t('toggle.failed'));
        }
      },
      async remove(notice: AdminNotice) {
        const { confirmed } = await modals.confirm({
          title: t('delete.title'),
          message: t('delete.prompt'),
          confirmText: t('delete.confirm'),
        });
        if (!confirmed) return;
        try {
          await deleteNotice(client, notice.id);
          toasts.success(t('delete.done'));
          await invalidateResource(queryClient, 'notices');
        } catch (error) {
          fail(error, t('delete.failed'));
        }
      },
    };
  }, [client, modals, queryClient, t, toasts]);
}
