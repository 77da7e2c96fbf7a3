import { createRoute } from '@tanstack/react-router';
import { accountRoute } from '../features/account/accountRoute.js';
import { approvedDevicesRoute } from '../features/approvedDevices/approvedDevicesRoute.js';
import { automationsRoutes } from '../features/automations/automationsRoutes.js';
import { codesRoute } from '../features/codes/codesRoute.js';
import { companiesRoutes } from '../features/companies/companiesRoutes.js';
import { deviceRoutes } from '../features/device/deviceRoutes.js';
import { devicesRoute } from '../features/devices/devicesRoute.js';
import { deviceToolsRoutes } from '../features/deviceTools/deviceToolsRoutes.js';
import { filesRoutes } from '../features/files/filesRoutes.js';
import { formRoute } from '../features/forms/formRoute.js';
import { globalNoticesRoute } from '../features/globalNotices/globalNoticesRoute.js';
import { invitationsRoute } from '../features/invitations/invitationsRoute.js';
import { mailLogsRoute } from '../features/mailLogs/mailLogsRoute.js';
import { monitoringTemplatesRoutes } from '../features/monitoringTemplates/monitoringTemplatesRoutes.js';
import { notificationsRoute } from '../features/notifications/notificationsRoute.js';
import { remoteAccessRoutes } from '../features/remoteAccess/remoteAccessRoutes.js';
import { reportsRoutes } from '../features/reports/reportsRoutes.js';
import {
  redeemCodeRoute,
  resourcesRoute,
  resourcesTabRoutes,
} from '../features/resources/resourcesRoutes.js';
import { rolesRoute } from '../features/roles/rolesRoute.js';
import { statisticsRoutes } from '../features/statistics/statisticsRoutes.js';
import { systemRoutes } from '../features/system/systemRoutes.js';
import { tagRoute } from '../features/tags/tagRoute.js';
import { tagsRoute } from '../features/tags/tagsRoute.js';
import { taskManagerRoutes } from '../features/taskManager/taskManagerRoutes.js';
import { userLogRoutes } from '../features/users/userLogRoutes.js';
import { usersRoute } from '../features/users/usersRoute.js';
import { vpnRoutes } from '../features/vpn/vpnRoutes.js';
import { wirelessRoutes } from '../features/wireless/wirelessRoutes.js';
import { redirectToLanding } from './guards.js';
import { rootRoute } from './rootRoute.js';
import { shellRoute } from './shellRoute.js';
import { logoutRoute, mobileDashboardRoute, notFoundRoute, offlineRoute } from './standaloneRoutes.js';

/** `/` goes to the landing page (spec §2.1). */
const indexRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/',
  beforeLoad: ({ context }) => redirectToLanding(context),
});

/** Any unknown path redirects to the first permitted landing page (spec §2.1). */
const unknownPathRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '$',
  beforeLoad: ({ context }) => redirectToLanding(context),
});

/**
 * The whole route tree of the console: every route of spec §2.3 the main app serves, each
 * declared by its feature's route module (a page not built yet declares the placeholder),
 * assembled here. A route module never imports this file, so features and the tree form no
 * circle.
 */
export const routeTree = rootRoute.addChildren([
  shellRoute.addChildren([
    indexRoute,
    devicesRoute,
    ...wirelessRoutes,
    ...taskManagerRoutes,
    ...filesRoutes,
    ...automationsRoutes,
    ...deviceToolsRoutes,
    ...reportsRoutes,
    ...monitoringTemplatesRoutes,
    ...remoteAccessRoutes,
    ...vpnRoutes,
    ...companiesRoutes,
    usersRoute,
    invitationsRoute,
    rolesRoute,
    ...userLogRoutes,
    tagsRoute,
    tagRoute,
    resourcesRoute.addChildren([...resourcesTabRoutes, codesRoute]),
    redeemCodeRoute,
    ...statisticsRoutes,
    globalNoticesRoute,
    approvedDevicesRoute,
    mailLogsRoute,
    ...deviceRoutes,
    notificationsRoute,
    ...systemRoutes,
    formRoute,
    accountRoute,
    unknownPathRoute,
  ]),
  logoutRoute,
  notFoundRoute,
  offlineRoute,
  mobileDashboardRoute,
]);
