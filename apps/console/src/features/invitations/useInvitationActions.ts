import {
  cancelInvitation,
  errorMessageOf,
  isSessionEndedError,
  resendInvitation,
} from '@netfleet/api-client';
import { invalidateResource } from '@netfleet/api-client/react';
import type { InvitationRow } from '@netfleet/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { useTexts } from '../../i18n/useTexts.js';
import type { InvitationAction } from './invitationActions.js';
import { invitationsTexts } from './texts.js';

/**
 * What the invitation rows' buttons do: Resend mails a new link at once; Cancel asks first
 * ("Cancel the invitation of …?"). Each reports with a toast (the server's message when it
 * fails) and reloads the invitations.
 */
export function useInvitationActions(): (action: InvitationAction, row: InvitationRow) => Promise<void> {
  const t = useTexts(invitationsTexts);
  const { client, modals, toasts } = useConsole();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const fail = (error: unknown, fallback: string) => {
      if (!isSessionEndedError(error)) toasts.error(errorMessageOf(error, fallback));
    };
    return async (action, row) => {
      if (action === 'resend') {
        try {
          await resendInvitation(client, row.id);
          toasts.success(t('resend.done', { email: row.email }));
        } catch (error) {
          fail(error, t('resend.failed'));
        }
      } else {
        const { confirmed } = await modals.confirm({
          title: t('cancel.title'),
          message: t('cancel.prompt', { email: row.email }),
          confirmText: t('cancel.confirm'),
          cancelText: t('cancel.keep'),
        });
        if (!confirmed) return;
        try {
          await cancelInvitation(client, row.id);
          toasts.success(t('cancel.done', { email: row.email }));
        } catch (error) {
          fail(error, t('cancel.failed'));
        }
      }
      await invalidateResource(queryClient, 'invitations');
    };
  }, [client, modals, queryClient, t, toasts]);
}
