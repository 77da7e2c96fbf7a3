import type { RouteOptions } from 'fastify';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The `onRoute` hook of the API scope: a route that changes state must say who may call it —
 * a `permission`, `access: 'own'` or `'handler'`, or `auth: 'none'` — so that a route added
 * without a permission check fails when the server starts, not in production.
 *
 * @example
 * app.addHook('onRoute', assertRouteDeclaresAccess);
 */
export function assertRouteDeclaresAccess(route: RouteOptions): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (!methods.some((method) => UNSAFE_METHODS.has(method))) return;
  const config = (route.config ?? {}) as { permission?: string; access?: string; auth?: string };
  if (config.permission || config.access || config.auth === 'none') return;
  throw new Error(
    `${methods.join(',')} ${route.url} changes state but declares no permission: give it ` +
      "config.permission, or config.access 'own' or 'handler'.",
  );
}
