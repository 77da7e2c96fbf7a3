import { createRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../router/lazyPages.js';
import { pageRoute } from '../../router/routeOptions.js';
import { shellRoute } from '../../router/shellRoute.js';

const managementUpdateFirmwareRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'management/update-firmware',
  ...pageRoute('management.update-firmware'),
  component: PlaceholderPage,
});

const managementUploadBackupRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'management/upload-backup',
  ...pageRoute('management.upload-backup'),
  component: PlaceholderPage,
});

const deviceConfigurationRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'device-configuration',
  ...pageRoute('device-configuration'),
  component: PlaceholderPage,
});

/** The routes of this feature; pages not built yet show the placeholder with their title. */
export const deviceToolsRoutes = [
  managementUpdateFirmwareRoute,
  managementUploadBackupRoute,
  deviceConfigurationRoute,
];
