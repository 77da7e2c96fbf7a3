import { isUnseen, markNotificationsSeen } from '@netfleet/api-client';
import {
  invalidateResource,
  notificationsQueryOptions,
  prependNotification,
} from '@netfleet/api-client/react';
import type { CurrentUser } from '@netfleet/contracts';
import { Icon } from '@netfleet/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { lazyNamed } from '../../components/lazyNamed.js';
import { useTexts } from '../../i18n/useTexts.js';
import { HeaderPanel } from '../HeaderPanel.js';
import { useDropdown } from '../useDropdown.js';
import { notificationsTexts } from './texts.js';

const NotificationList = lazyNamed(() => import('./NotificationList.js'), 'NotificationList');

/** "3 unseen" → the badge text; above 99 it says "99+". */
export function unseenBadge(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * The notification bell (spec §2.6, §4): an unseen-count badge, a dropdown of the
 * notifications, new ones arriving live over the socket. Closing the dropdown marks the
 * unseen ones as seen and reloads the list.
 */
export function NotificationBell({ user }: { user: CurrentUser }) {
  const { client, notificationFeed } = useConsole();
  const queryClient = useQueryClient();
  const options = notificationsQueryOptions(client);
  const query = useQuery(options);
  const notifications = query.data ?? [];
  const unseen = notifications.filter(isUnseen);

  const t = useTexts(notificationsTexts);
  const dropdown = useDropdown({
    onClose: () => {
      const ids = (queryClient.getQueryData(options.queryKey) ?? [])
        .filter(isUnseen)
        .map((notification) => notification.id);
      // Then a forced refresh of the list (spec §7).
      void markNotificationsSeen(client, ids)
        .catch(() => undefined)
        .finally(() => void invalidateResource(queryClient, 'notifications'));
    },
  });

  // New notifications arrive over the socket (its client is its own chunk, loaded once the
  // shell is on screen). One created between the list's load and the channel's confirmation
  // came through no message, so every confirmation (the first and each after a reconnect)
  // reloads the list.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void notificationFeed(
      client,
      user.id,
      (notification) => prependNotification(queryClient, notification),
      () => void invalidateResource(queryClient, 'notifications'),
    )
      .then((unsubscribe) => {
        if (cancelled) unsubscribe();
        else stop = unsubscribe;
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [client, queryClient, user.id, notificationFeed]);

  const label = unseen.length > 0 ? t('buttonUnseen', { count: unseen.length }) : t('button');
  return (
    <div className="header-widget" ref={dropdown.rootRef}>
      <button
        ref={dropdown.buttonRef}
        type="button"
        className="header-button header-button--icon"
        aria-label={label}
        aria-expanded={dropdown.open}
        aria-controls={dropdown.open ? dropdown.panelId : undefined}
        onClick={dropdown.toggle}
        onPointerEnter={() => void import('./NotificationList.js')}
      >
        <Icon name="bell" size={20} />
        {unseen.length > 0 ? (
          <span className="header-badge" aria-hidden="true">
            {unseenBadge(unseen.length)}
          </span>
        ) : null}
      </button>
      {dropdown.open ? (
        <HeaderPanel id={dropdown.panelId} label={t('panel')} className="notifications-panel">
          <NotificationList
            notifications={notifications}
            loading={query.isPending}
            error={query.isError ? query.error : null}
            onNavigate={() => dropdown.setOpen(false)}
          />
        </HeaderPanel>
      ) : null}
    </div>
  );
}
