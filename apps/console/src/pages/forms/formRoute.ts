import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { shellRoute } from '../../router/shellRoute.js';

/**
 * `/forms/{name}/{id?}`: the generic form route (spec forms §2). Any signed-in user may open
 * it; the server checks the submit. The page and the forms package are their own chunks.
 */
export const formRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'forms/$name/{-$id}',
  staticData: { name: 'forms', title: 'Form' },
  component: lazyRouteComponent(() => import('./FormPage.js'), 'FormPage'),
});
