import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { assertRouteAllowed, redirectToLanding } from '../../router/guards.js';
import { shellRoute } from '../../router/shellRoute.js';

/**
 * `/forms/{name}/{id?}`: the generic form route (spec forms §2). A form the user lacks
 * the permission of redirects to the landing page, like any refused route (spec §5); an
 * unknown name shows "Form … is not registered.". The forms (their definitions and
 * permissions) and the page are chunks of their own, loaded when the route opens.
 */
export const formRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'forms/$name/{-$id}',
  staticData: { name: 'forms' },
  beforeLoad: async ({ context, params }) => {
    assertRouteAllowed(context, 'forms');
    const { mayOpenForm } = await import('./consoleForms.js');
    if (!mayOpenForm(context.user.permissions, params.name)) redirectToLanding(context);
  },
  component: lazyRouteComponent(() => import('./FormPage.js'), 'FormPage'),
});
