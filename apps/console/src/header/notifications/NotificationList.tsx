import { errorMessageOf, isUnseen } from '@netfleet/api-client';
import type { Notification } from '@netfleet/contracts';
import { hrefFor } from '@netfleet/permissions';
import { formatDateTime, formatRelativeTime, Loader } from '@netfleet/ui-kit';
import type { ReactNode } from 'react';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { HrefLink } from '../../components/HrefLink.js';
import { readLanguage } from '../../i18n/language.js';
import { useTexts } from '../../i18n/useTexts.js';
import { readTimeZone } from '../../settings/timeZone.js';
import { notificationsTexts } from './texts.js';

/** Props of {@link NotificationList}. */
export interface NotificationListProps {
  notifications: readonly Notification[];
  loading: boolean;
  error: Error | null;
  /** The user followed a link: the dropdown closes. */
  onNavigate: () => void;
}

/** The bell's dropdown: relative time and summary per notification, and a link to all of them. */
export function NotificationList({ notifications, loading, error, onNavigate }: NotificationListProps) {
  const { env } = useConsole();
  const timeZone = readTimeZone(env.cookies);
  const t = useTexts(notificationsTexts);
  // The platform's Intl speaks every UI language: "5 minutes ago" needs nothing loaded.
  const locale = readLanguage(env.localStorage);

  let body: ReactNode;
  if (loading) body = <Loader block size="small" label={t('loading')} />;
  else if (error) {
    body = (
      <p className="header-panel__message" role="alert">
        {/* The server's message, else "Failed to get notifications." (spec §8). */}
        {errorMessageOf(error, t('loadFailed'))}
      </p>
    );
  } else if (notifications.length === 0) {
    body = <p className="header-panel__message">{t('empty')}</p>;
  } else {
    body = (
      <ul className="notification-list">
        {notifications.map((notification) => (
          <li
            key={notification.id}
            className={isUnseen(notification) ? 'notification notification--unseen' : 'notification'}
          >
            <p className="notification__summary">
              {isUnseen(notification) ? <span className="nf-visually-hidden">{t('unseen')} </span> : null}
              {notification.summary}
            </p>
            <time
              className="notification__time"
              dateTime={notification.created_at}
              title={formatDateTime(notification.created_at, { timeZone })}
            >
              {formatRelativeTime(notification.created_at, { locale })}
            </time>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <>
      <h2 className="header-panel__title">{t('title')}</h2>
      {body}
      <div className="header-panel__footer">
        <HrefLink href={hrefFor('notifications.main')} className="header-panel__link" onClick={onNavigate}>
          {t('showAll')}
        </HrefLink>
      </div>
    </>
  );
}
