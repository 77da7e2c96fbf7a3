import { createRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../router/lazyPages.js';
import { pageRoute } from '../../router/routeOptions.js';
import { shellRoute } from '../../router/shellRoute.js';

const managementFilesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'management/files',
  ...pageRoute('management.files'),
  component: PlaceholderPage,
});

const managementFilesImagesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'management/files/images',
  ...pageRoute('management.files.images'),
  component: PlaceholderPage,
});

const filesGlobalFirmwareRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'files/global/firmware',
  ...pageRoute('files.global.firmware'),
  component: PlaceholderPage,
});

/** The routes of this feature; pages not built yet show the placeholder with their title. */
export const filesRoutes = [managementFilesRoute, managementFilesImagesRoute, filesGlobalFirmwareRoute];
