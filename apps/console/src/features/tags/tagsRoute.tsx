import { tagsQueryOptions } from '@netfleet/api-client/react';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadPageQuery } from '../../router/loadPageQuery.js';
import { pageRoute } from '../../router/routeOptions.js';
import { shellRoute } from '../../router/shellRoute.js';
import { tagsSearch } from './tagsSearch.js';

/** `/tags` (view_tags): paging, sort and search in the URL; the page is its own chunk. */
export const tagsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'tags',
  ...pageRoute('tags'),
  validateSearch: tagsSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    loadPageQuery(context.queryClient, tagsQueryOptions(context.client, tagsSearch.toParams(deps))),
  component: lazyRouteComponent(() => import('./TagsPage.js'), 'TagsPage'),
});
