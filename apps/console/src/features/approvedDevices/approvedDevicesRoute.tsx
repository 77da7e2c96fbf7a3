import { createRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../router/lazyPages.js';
import { pageRoute } from '../../router/routeOptions.js';
import { shellRoute } from '../../router/shellRoute.js';

export const approvedDevicesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'auth-devices',
  ...pageRoute('auth-devices'),
  component: PlaceholderPage,
});
