import {
  companiesQueryOptions,
  companyMetricsQueryOptions,
  companyQueryOptions,
  companyTreeQueryOptions,
  devicesQueryOptions,
  filesQueryOptions,
  tagsQueryOptions,
} from '@netfleet/api-client/react';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { assertRouteAllowed, redirectToLanding } from '../../router/guards.js';
import { PlaceholderPage } from '../../router/lazyPages.js';
import { loadPageQuery } from '../../router/loadPageQuery.js';
import { pageRoute, tabsIndexRoute } from '../../router/routeOptions.js';
import { shellRoute } from '../../router/shellRoute.js';
import { codesSearch } from '../codes/codesSearch.js';
import { devicesTabSearch } from '../devices/devicesSearch.js';
import { invitationsSearch } from '../invitations/invitationsSearch.js';
import { creditHistorySearch } from '../resources/creditHistorySearch.js';
import { tagsSearch } from '../tags/tagsSearch.js';
import { usersSearch } from '../users/usersSearch.js';
import { companiesSearch } from './companiesSearch.js';
import { companyFilesSearch } from './companyFilesSearch.js';

/** `/companies` (view_companies): paging, sort, search and `parent_id` in the URL. */
const companiesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'companies',
  ...pageRoute('companies'),
  validateSearch: companiesSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    loadPageQuery(context.queryClient, companiesQueryOptions(context.client, companiesSearch.toParams(deps))),
  component: lazyRouteComponent(() => import('./CompaniesPage.js'), 'CompaniesPage'),
});

/** `/companies/tree` (view_companies). */
const companiesTreeRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'companies/tree',
  ...pageRoute('companies.tree'),
  loader: ({ context }) => loadPageQuery(context.queryClient, companyTreeQueryOptions(context.client)),
  component: lazyRouteComponent(() => import('./CompanyTreePage.js'), 'CompanyTreePage'),
});

/**
 * `/companies/{company_id}` (view_companies): the company's header and tabs; the index
 * forwards to the first tab the user may open (devices by default). A company id that is
 * not a positive whole number leads to the landing page.
 */
const companyInfoRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'companies/$company_id',
  params: {
    parse: ({ company_id }) => ({ company_id: Number(company_id) }),
    stringify: ({ company_id }) => ({ company_id: String(company_id) }),
  },
  staticData: { name: 'company.info' },
  beforeLoad: ({ context, params }) => {
    if (!Number.isInteger(params.company_id) || params.company_id < 1) redirectToLanding(context);
    assertRouteAllowed(context, 'company.info');
  },
  // A company that cannot be loaded (gone, or outside the scope) shows its error on the page.
  loader: ({ context, params }) =>
    context.queryClient.prefetchQuery(companyQueryOptions(context.client, params.company_id)),
  component: lazyRouteComponent(() => import('./CompanyPage.js'), 'CompanyPage'),
});

const companyInfoIndexRoute = createRoute({
  getParentRoute: () => companyInfoRoute,
  path: '/',
  ...tabsIndexRoute('company.info'),
});

/** `/companies/{company_id}/devices` (view_devices): the devices list of one company. */
const companyDevicesRoute = createRoute({
  getParentRoute: () => companyInfoRoute,
  path: 'devices',
  ...pageRoute('company.devices'),
  validateSearch: devicesTabSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    loadPageQuery(
      context.queryClient,
      devicesQueryOptions(context.client, {
        ...devicesTabSearch.toParams(deps),
        company_id: params.company_id,
      }),
    ),
  component: lazyRouteComponent(() => import('./CompanyDevicesPage.js'), 'CompanyDevicesPage'),
});

const companyDataHistoryRoute = createRoute({
  getParentRoute: () => companyInfoRoute,
  path: 'data-history',
  ...pageRoute('company.data-history'),
  validateSearch: creditHistorySearch.validate,
  component: lazyRouteComponent(() => import('../resources/CompanyResourceTabs.js'), 'CompanyDataHistoryTab'),
});

/** `/companies/{company_id}/metrics` (view_companies): the fleet's figures and the company's credits. */
const companyMetricsRoute = createRoute({
  getParentRoute: () => companyInfoRoute,
  path: 'metrics',
  ...pageRoute('company.metrics'),
  loader: ({ context, params }) =>
    context.queryClient.prefetchQuery(companyMetricsQueryOptions(context.client, params.company_id)),
  component: lazyRouteComponent(() => import('./CompanyMetricsPage.js'), 'CompanyMetricsPage'),
});

/** `/companies/{company_id}/users` (view_users): the company's users, as the Users page lists them. */
const companyUserstableRoute = createRoute({
  getParentRoute: () => companyInfoRoute,
  path: 'users',
  ...pageRoute('company.userstable'),
  validateSearch: usersSearch.validate,
  component: lazyRouteComponent(() => import('../users/CompanyUsersPage.js'), 'CompanyUsersPage'),
});

/** `/companies/{company_id}/tags` (view_tags): the company's tags, as the Tags page lists them. */
const companyTagsRoute = createRoute({
  getParentRoute: () => companyInfoRoute,
  path: 'tags',
  ...pageRoute('company.tags'),
  validateSearch: tagsSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    context.queryClient.prefetchQuery(
      tagsQueryOptions(context.client, { ...tagsSearch.toParams(deps), company_id: params.company_id }),
    ),
  component: lazyRouteComponent(() => import('./CompanyTagsPage.js'), 'CompanyTagsPage'),
});

/** `/companies/{company_id}/files` (view_files): the files the company uploaded. */
const companyFilesRoute = createRoute({
  getParentRoute: () => companyInfoRoute,
  path: 'files',
  ...pageRoute('company.files'),
  validateSearch: companyFilesSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    context.queryClient.prefetchQuery(
      filesQueryOptions(context.client, {
        ...companyFilesSearch.toParams(deps),
        company_id: params.company_id,
      }),
    ),
  component: lazyRouteComponent(() => import('./CompanyFilesPage.js'), 'CompanyFilesPage'),
});

const companyReportsRoute = createRoute({
  getParentRoute: () => companyInfoRoute,
  path: 'reports',
  ...pageRoute('company.reports'),
});

const companyReportsIndexRoute = createRoute({
  getParentRoute: () => companyReportsRoute,
  path: '/',
  ...tabsIndexRoute('company.reports'),
});

const companyResourcesRoute = createRoute({
  getParentRoute: () => companyInfoRoute,
  path: 'resources',
  ...pageRoute('company.resources'),
  component: lazyRouteComponent(
    () => import('../resources/CompanyResourceTabs.js'),
    'CompanyResourcesLayout',
  ),
});

const companyResourcesIndexRoute = createRoute({
  getParentRoute: () => companyResourcesRoute,
  path: '/',
  ...tabsIndexRoute('company.resources'),
});

/** `/companies/{company_id}/users/invitations` (view_user_invitations): the company's invitations. */
const companyInvitationsRoute = createRoute({
  getParentRoute: () => companyInfoRoute,
  path: 'users/invitations',
  ...pageRoute('company.invitations'),
  validateSearch: invitationsSearch.validate,
  component: lazyRouteComponent(
    () => import('../invitations/CompanyInvitationsPage.js'),
    'CompanyInvitationsPage',
  ),
});

const companyReportsSingleRoute = createRoute({
  getParentRoute: () => companyReportsRoute,
  path: 'single',
  ...pageRoute('company.reports.single'),
  component: PlaceholderPage,
});

const companyReportsPeriodicDayRoute = createRoute({
  getParentRoute: () => companyReportsRoute,
  path: 'periodic/day',
  ...pageRoute('company.reports.periodic.day'),
  component: PlaceholderPage,
});

const companyReportsPeriodicWeekRoute = createRoute({
  getParentRoute: () => companyReportsRoute,
  path: 'periodic/week',
  ...pageRoute('company.reports.periodic.week'),
  component: PlaceholderPage,
});

const companyReportsPeriodicMonthRoute = createRoute({
  getParentRoute: () => companyReportsRoute,
  path: 'periodic/month',
  ...pageRoute('company.reports.periodic.month'),
  component: PlaceholderPage,
});

const companyResourcesCreditsRoute = createRoute({
  getParentRoute: () => companyResourcesRoute,
  path: 'credits',
  ...pageRoute('company.resources.credits'),
  component: lazyRouteComponent(() => import('../resources/CompanyResourceTabs.js'), 'CompanyCreditsTab'),
});

const companyResourcesCodesRoute = createRoute({
  getParentRoute: () => companyResourcesRoute,
  path: 'codes',
  ...pageRoute('company.resources.codes'),
  validateSearch: codesSearch.validate,
  component: lazyRouteComponent(() => import('../resources/CompanyResourceTabs.js'), 'CompanyCodesTab'),
});

const companyResourcesDataHistoryRoute = createRoute({
  getParentRoute: () => companyResourcesRoute,
  path: 'data-history',
  ...pageRoute('company.resources.data-history'),
  validateSearch: creditHistorySearch.validate,
  component: lazyRouteComponent(
    () => import('../resources/CompanyResourceTabs.js'),
    'CompanyCreditHistoryTab',
  ),
});

/**
 * The Companies routes: the list, the tree, and a company's page with its tabs (the tabs not
 * built yet show the placeholder with their title: the reports tabs wait for the reports
 * feature).
 */
export const companiesRoutes = [
  companiesRoute,
  companiesTreeRoute,
  companyInfoRoute.addChildren([
    companyInfoIndexRoute,
    companyDevicesRoute,
    companyDataHistoryRoute,
    companyMetricsRoute,
    companyUserstableRoute,
    companyTagsRoute,
    companyFilesRoute,
    companyReportsRoute.addChildren([
      companyReportsIndexRoute,
      companyReportsSingleRoute,
      companyReportsPeriodicDayRoute,
      companyReportsPeriodicWeekRoute,
      companyReportsPeriodicMonthRoute,
    ]),
    companyResourcesRoute.addChildren([
      companyResourcesIndexRoute,
      companyResourcesCreditsRoute,
      companyResourcesCodesRoute,
      companyResourcesDataHistoryRoute,
    ]),
    companyInvitationsRoute,
  ]),
];
