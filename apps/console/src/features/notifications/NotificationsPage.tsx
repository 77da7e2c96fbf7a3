import {
  errorMessageOf,
  isSessionEndedError,
  isUnseen,
  markAllNotificationsSeen,
} from '@netfleet/api-client';
import { invalidateResource, notificationsPageQueryOptions } from '@netfleet/api-client/react';
import type { Notification } from '@netfleet/contracts';
import { formatDateTime, formatRelativeTime, Loader } from '@netfleet/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { readLanguage } from '../../i18n/language.js';
import { useRouteTitle } from '../../i18n/routeTitles.js';
import { useTexts } from '../../i18n/useTexts.js';
import { readTimeZone } from '../../settings/timeZone.js';
import { NOTIFICATIONS_PAGE_SIZE, notificationsParams } from './notificationsSearch.js';
import { notificationsPageTexts } from './texts.js';
import { useRefetchOnNewNotification } from './useRefetchOnNewNotification.js';
import './notificationsPage.css';
import { LoadFailed } from '../../components/LoadFailed.js';

const route = getRouteApi('/shell/notifications');

const KNOWN_TYPES = [
  'invitedUserRegistration',
  'creditCodeActivation',
  'creditAmountTooLow',
  'deviceAlert',
] as const;

/**
 * `notifications.main` (`/notifications`): every notification of the user, newest first, 20
 * to a page (the page in the URL), unseen ones marked, with relative times (the exact time
 * in the tooltip) and "Mark all as seen"; the spec's "No notifications" and "Failed to get
 * notifications." as its empty and error states.
 */
export function NotificationsPage() {
  const t = useTexts(notificationsPageTexts);
  const routeTitle = useRouteTitle();
  const { client, env, toasts } = useConsole();
  const queryClient = useQueryClient();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const query = useQuery(notificationsPageQueryOptions(client, notificationsParams(search)));
  useRefetchOnNewNotification(query);
  const [marking, setMarking] = useState(false);
  const locale = readLanguage(env.localStorage);
  const timeZone = readTimeZone(env.cookies);
  const total = query.data?.meta.total ?? 0;
  const unseen = query.data?.meta.unseen ?? 0;
  const pages = Math.max(1, Math.ceil(total / NOTIFICATIONS_PAGE_SIZE));

  const markAll = async () => {
    setMarking(true);
    try {
      await markAllNotificationsSeen(client);
      toasts.success(t('marked'));
      // The bell's list is under the same key: its badge goes too.
      await invalidateResource(queryClient, 'notifications');
    } catch (error) {
      if (!isSessionEndedError(error)) toasts.error(errorMessageOf(error, t('markFailed')));
    } finally {
      setMarking(false);
    }
  };
  const typeLabel = (notification: Notification) => {
    const known = KNOWN_TYPES.find((type) => type === notification.type);
    return known ? t(`types.${known}`) : notification.type;
  };

  return (
    <div className="page notifications-page">
      <header className="page__header">
        <div>
          <h1 className="page__title">{routeTitle('notifications.main')}</h1>
          {query.data && total > 0 ? (
            <p className="page__subtitle">{t('count', { count: total, unseen })}</p>
          ) : null}
        </div>
        <div className="page__tools">
          <button
            type="button"
            className="nf-button"
            disabled={marking || unseen === 0}
            onClick={() => void markAll()}
          >
            {marking ? t('marking') : t('markAll')}
          </button>
        </div>
      </header>
      {query.isPending ? <Loader block label={t('loading')} /> : null}
      {query.isError ? (
        <LoadFailed message={errorMessageOf(query.error, t('loadFailed'))} onRetry={query.refetch} />
      ) : null}
      {query.isSuccess && query.data.data.length === 0 ? (
        <p className="notifications-page__empty">{t('empty')}</p>
      ) : null}
      {query.isSuccess && query.data.data.length > 0 ? (
        <ul className="notifications-page__list" aria-busy={query.isFetching || undefined}>
          {query.data.data.map((notification) => (
            <li
              key={notification.id}
              className={`notifications-page__item${isUnseen(notification) ? ' notifications-page__item--unseen' : ''}`}
              data-unseen={isUnseen(notification) || undefined}
            >
              {isUnseen(notification) ? (
                <span className="notifications-page__badge">{t('unseen')}</span>
              ) : null}
              <div className="notifications-page__body">
                <p className="notifications-page__summary">{notification.summary}</p>
                <p className="notifications-page__meta">
                  <span>{typeLabel(notification)}</span> ·{' '}
                  <time
                    dateTime={notification.created_at}
                    title={formatDateTime(notification.created_at, { timeZone })}
                  >
                    {formatRelativeTime(notification.created_at, { locale })}
                  </time>
                </p>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {pages > 1 ? (
        <nav className="notifications-page__pager" aria-label={t('page', { page, pages })}>
          <button
            type="button"
            className="nf-button"
            disabled={page <= 1}
            onClick={() => void navigate({ search: page - 1 > 1 ? { page: page - 1 } : {} })}
          >
            {t('previous')}
          </button>
          <span>{t('page', { page, pages })}</span>
          <button
            type="button"
            className="nf-button"
            disabled={page >= pages}
            onClick={() => void navigate({ search: { page: page + 1 } })}
          >
            {t('next')}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
