import { positiveInteger } from '../../components/list/listSearch.js';
import { ownSearchKeys } from '../../router/searchParams.js';

/** Notifications per page of `notifications.main`. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** The page's URL: `?page=2`; the first page has none. */
export interface NotificationsSearch {
  page?: number;
}

/** `validateSearch` of the page: a hand-edited page number never breaks it. */
export const validateNotificationsSearch = ownSearchKeys(['page'], (raw): NotificationsSearch => {
  const page = positiveInteger(raw.page);
  return page && page > 1 ? { page } : {};
});

/** The request of the page the URL shows. */
export function notificationsParams(search: NotificationsSearch) {
  return { limit: NOTIFICATIONS_PAGE_SIZE, offset: ((search.page ?? 1) - 1) * NOTIFICATIONS_PAGE_SIZE };
}
