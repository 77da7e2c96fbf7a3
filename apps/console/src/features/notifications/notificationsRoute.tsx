import { createRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../router/lazyPages.js';
import { pageRoute } from '../../router/routeOptions.js';
import { shellRoute } from '../../router/shellRoute.js';

export const notificationsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'notifications',
  ...pageRoute('notifications.main'),
  component: PlaceholderPage,
});
