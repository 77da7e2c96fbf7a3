import { createRoute } from '@tanstack/react-router';
import { Shell } from '../shell/Shell.js';
import { loadSession } from './guards.js';
import { rootRoute } from './rootRoute.js';

/**
 * The pathless layout of every page with navigation and header. Its `beforeLoad`
 * puts the user and the navigation in the context of the routes below.
 */
export const shellRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'shell',
  beforeLoad: ({ context }) => loadSession(context),
  component: Shell,
});
