import {
  createRemoteAccessKey,
  deleteRemoteAccess,
  errorMessageOf,
  isSessionEndedError,
} from '@netfleet/api-client';
import { invalidateResource, useApiClient } from '@netfleet/api-client/react';
import type { RemoteAccessRow } from '@netfleet/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { useTexts } from '../../i18n/useTexts.js';
import { connectTarget } from './entryActions.js';
import { remoteAccessFormTexts } from './form/formTexts.js';
import { openConnectWindow, PopupBlockedError } from './openConnectWindow.js';
import { remoteAccessTexts } from './texts.js';

/** What the rows' buttons do; see {@link useEntryActions}. */
export interface EntryActionHandlers {
  /** Opens the entry's connect page (`files`: the files of an ssh entry) in a new tab. */
  connect(entry: RemoteAccessRow, app?: 'default' | 'files'): void;
  /** Mints a share key and shows its link. */
  share(entry: RemoteAccessRow): Promise<void>;
  /** Opens the entry form: an entry to edit, or a new one (of a device when given). */
  edit(entry?: RemoteAccessRow, device?: { id: number; name: string }): void;
  /** Asks, then deletes the entry; resolves `true` once it is gone. */
  remove(entry: RemoteAccessRow): Promise<boolean>;
}

/**
 * The actions on remote access entries, shared by the list, an entry's page and the device
 * page's access tab: each reports its failure as a toast (the server's message) and reloads
 * the entries after a change. Which actions a user gets is {@link entryActions}'s business.
 */
export function useEntryActions(): EntryActionHandlers {
  const t = useTexts(remoteAccessTexts);
  const formT = useTexts(remoteAccessFormTexts);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { modals, toasts } = useConsole();
  return useMemo<EntryActionHandlers>(() => {
    const fail = (error: unknown, fallback: string) => {
      if (!isSessionEndedError(error)) toasts.error(errorMessageOf(error, fallback));
    };
    return {
      connect(entry, app = 'default') {
        const target = connectTarget(entry, app);
        if (!target) return;
        openConnectWindow(window, target, () => createRemoteAccessKey(client, entry.id, 'connect')).catch(
          (error: unknown) =>
            error instanceof PopupBlockedError
              ? toasts.error(t('actions.popupBlocked'))
              : fail(error, t('actions.connectFailed')),
        );
      },
      async share(entry) {
        try {
          const key = await createRemoteAccessKey(client, entry.id, 'share');
          modals.openModal(
            'RemoteAccessShare',
            { url: new URL(key.path, window.location.origin).toString(), expiresAt: key.expires_at },
            { title: t('share.title', { name: entry.name }) },
          );
        } catch (error) {
          fail(error, t('share.failed'));
        }
      },
      edit(entry, device) {
        modals.openModal(
          'RemoteAccessEntry',
          entry ? { entry } : device ? { deviceId: device.id, deviceName: device.name } : {},
          { title: formT(entry ? 'editTitle' : 'addTitle') },
        );
      },
      async remove(entry) {
        const { confirmed } = await modals.confirm({
          title: t('delete.title'),
          message: t('delete.prompt', { name: entry.name, device: entry.device_name }),
          confirmText: t('delete.confirm'),
        });
        if (!confirmed) return false;
        try {
          await deleteRemoteAccess(client, entry.id);
          toasts.success(t('delete.done'));
          await Promise.all([
            invalidateResource(queryClient, 'remoteAccess'),
            invalidateResource(queryClient, 'remoteSessions'),
          ]);
          return true;
        } catch (error) {
          fail(error, t('delete.failed'));
          return false;
        }
      },
    };
  }, [client, formT, modals, queryClient, t, toasts]);
}
