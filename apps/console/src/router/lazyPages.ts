import { lazyRouteComponent } from '@tanstack/react-router';

// The shell's own pages, each its own chunk, loaded on first visit. lazyRouteComponent
// reloads the page once when a chunk is gone after a deploy (spec §8). Feature pages are
// declared by their feature's route module.

/** A page of the route table that a later issue builds: its title, breadcrumbs and help link. */
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
