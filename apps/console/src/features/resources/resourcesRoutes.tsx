import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageRoute, tabsIndexRoute } from '../../router/routeOptions.js';
import { ownSearchKeys } from '../../router/searchParams.js';
import { shellRoute } from '../../router/shellRoute.js';
import { creditHistorySearch } from './creditHistorySearch.js';

/** `/resources` (spec §2.3): its tabs, and the index forwards to the first one the user may open. */
export const resourcesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'resources',
  ...pageRoute('services'),
  component: lazyRouteComponent(() => import('./ResourcesLayout.js'), 'ResourcesLayout'),
});

const servicesIndexRoute = createRoute({
  getParentRoute: () => resourcesRoute,
  path: '/',
  ...tabsIndexRoute('services'),
});

/** `/resources/credits` (view_credits): balances and forecast; `?company_id=` picks the company. */
const servicesCreditHistoryRoute = createRoute({
  getParentRoute: () => resourcesRoute,
  path: 'credits',
  ...pageRoute('services.credit-history'),
  validateSearch: ownSearchKeys(['company_id'], (raw): { company_id?: number } => {
    const id = Number(raw.company_id);
    return Number.isInteger(id) && id >= 1 ? { company_id: id } : {};
  }),
  component: lazyRouteComponent(() => import('./ResourcesPages.js'), 'ResourcesCreditsPage'),
});

/** `/resources/data-history` ("Data purchases"): the credit ledger, its filters in the URL. */
const servicesDataHistoryRoute = createRoute({
  getParentRoute: () => resourcesRoute,
  path: 'data-history',
  ...pageRoute('services.data-history'),
  validateSearch: creditHistorySearch.validate,
  component: lazyRouteComponent(() => import('./ResourcesPages.js'), 'DataPurchasesPage'),
});

/** `/resources/data-overview`: the company data left and its movements. */
const servicesDataOverviewRoute = createRoute({
  getParentRoute: () => resourcesRoute,
  path: 'data-overview',
  ...pageRoute('services.data-overview'),
  validateSearch: creditHistorySearch.validate,
  component: lazyRouteComponent(() => import('./ResourcesPages.js'), 'DataOverviewPage'),
});

/** `/redeem-code` (activate_credit_transfer_codes): the activate-code form as a page. */
export const redeemCodeRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'redeem-code',
  ...pageRoute('redeem-code'),
  component: lazyRouteComponent(() => import('./RedeemCodePage.js'), 'RedeemCodePage'),
});

/** The tabs of `/resources` built here; the codes tab is the codes feature's (`codesRoute`). */
export const resourcesTabRoutes = [
  servicesIndexRoute,
  servicesCreditHistoryRoute,
  servicesDataHistoryRoute,
  servicesDataOverviewRoute,
];
