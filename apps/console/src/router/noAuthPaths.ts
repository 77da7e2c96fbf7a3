import { routeByName } from '@netfleet/permissions';

/** Paths that need no signed-in user (the route table's `noAuth` routes the console serves). */
export const NO_AUTH_PATHS: readonly string[] = ['logout', 'not-found', 'offline'].map(
  (name) => routeByName(name)?.path ?? `/${name}`,
);
