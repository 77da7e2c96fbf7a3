import { lazyRouteComponent } from '@tanstack/react-router';

// Every page but the shell and the devices page is its own chunk, loaded on first visit.
// lazyRouteComponent reloads the page once when a chunk is gone after a deploy (spec §8).

export const PlaceholderPage = lazyRouteComponent(
  () => import('../pages/PlaceholderPage.js'),
  'PlaceholderPage',
);
export const LogoutPage = lazyRouteComponent(() => import('../pages/LogoutPage.js'), 'LogoutPage');
export const NotFoundPage = lazyRouteComponent(() => import('../pages/NotFoundPage.js'), 'NotFoundPage');
export const MobileDashboardPage = lazyRouteComponent(
  () => import('../pages/MobileDashboardPage.js'),
  'MobileDashboardPage',
);
export const AccountPage = lazyRouteComponent(() => import('../pages/AccountPage.js'), 'AccountPage');

// Table pages of the route table that are built; the others are the placeholder. The table
// route's loader preloads the one it shows (see pageRoutes.tsx).
export const TagsPage = lazyRouteComponent(() => import('../pages/tags/TagsPage.js'), 'TagsPage');
export const MailLogsPage = lazyRouteComponent(
  () => import('../pages/mailLogs/MailLogsPage.js'),
  'MailLogsPage',
);
export const InvitationsPage = lazyRouteComponent(
  () => import('../pages/users/InvitationsPage.js'),
  'InvitationsPage',
);
export const CodesPage = lazyRouteComponent(() => import('../pages/codes/CodesPage.js'), 'CodesPage');
