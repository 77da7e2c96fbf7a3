import { ROUTES } from '@netfleet/permissions';
import { type AnyRoute, createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { RouterContext } from './routerContext.js';
import { routeTree } from './routeTree.js';

// Building the router resolves every route's full path.
const router = createRouter({ routeTree, history: createMemoryHistory(), context: {} as RouterContext });
const routerRoutes = Object.values(router.routesById) as AnyRoute[];
const named = routerRoutes.filter((route) => route.options.staticData?.name);

/** Routes of the table that this app serves (not the connect apps). */
const mainAppRoutes = ROUTES.filter((route) => (route.entry ?? 'main') === 'main');

describe('the route tree and the route table', () => {
  it('serves every route of spec §2.3 from a route module that names it', () => {
    const names = new Set(named.map((route) => route.options.staticData?.name));
    expect(mainAppRoutes.filter((route) => !names.has(route.name)).map((route) => route.name)).toEqual([]);
  });

  it('declares each route at the path the table gives it', () => {
    for (const route of named) {
      const definition = ROUTES.find((entry) => entry.name === route.options.staticData?.name);
      expect(definition, route.fullPath).toBeDefined();
      expect(route.fullPath.replace(/\/$/, '') || '/').toBe(definition?.path);
    }
  });

  it('names each route once', () => {
    const names = named.map((route) => route.options.staticData?.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
