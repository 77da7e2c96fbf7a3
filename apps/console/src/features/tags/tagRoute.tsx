import { createRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../router/lazyPages.js';
import { pageRoute } from '../../router/routeOptions.js';
import { shellRoute } from '../../router/shellRoute.js';

export const tagRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'tag/$id',
  ...pageRoute('tag.single'),
  component: PlaceholderPage,
});
