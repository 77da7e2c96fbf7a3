import { createRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../router/lazyPages.js';
import { pageRoute } from '../../router/routeOptions.js';
import { shellRoute } from '../../router/shellRoute.js';

export const globalNoticesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'notices',
  ...pageRoute('notices'),
  component: PlaceholderPage,
});
