export { type CanMode, can } from './can.js';
export {
  type AreaActions,
  type EffectivePermissions,
  effectivePermissions,
} from './catalogue/effectivePermissions.js';
export {
  isChangePermission,
  PERMISSION_CATALOGUE,
  type PermissionArea,
  type PermissionAreaName,
  permissionArea,
} from './catalogue/permissionCatalogue.js';
export {
  type CodeCreator,
  type CreditType,
  canChooseCompanyForCodes,
  creditTypesForCodes,
} from './creditTypesForCodes.js';
export { ADMIN_INVITABLE_ROLES, invitableRoles } from './invitableRoles.js';
export {
  ACCESS_DENIED_TITLE,
  buildNavigation,
  DEFAULT_LANDING_PATH,
  landingPath,
  type NavigationGroup,
  type NavigationItem,
  NO_VIEW_PERMISSIONS_MESSAGE,
} from './navigation/buildNavigation.js';
export {
  NAVIGATION,
  type NavGroupDefinition,
  type NavItemDefinition,
  type RouteNameMapEntry,
} from './navigation/navigationModel.js';
export {
  isPermission,
  PERMISSIONS,
  type Permission,
  SPEC_PERMISSIONS,
  type SpecPermission,
  WRITE_PERMISSIONS,
  type WritePermission,
} from './permissionNames.js';
export {
  type CompanyScope,
  ROLES,
  type RoleDefinition,
  type RoleName,
  roleById,
  roleByName,
} from './roles.js';
export { isRouteAllowed, redirectTarget, routeAllowedIn } from './routes/isRouteAllowed.js';
export { hrefFor, type RouteMatch, routeByName, routeByPath } from './routes/lookup.js';
export {
  HELP_PANEL_ROUTES,
  HELP_WIKI_BASE,
  ROUTE_NAMES,
  ROUTES,
  type RouteName,
} from './routes/routeTable.js';
export type { RouteDefinition, RouteEntry, RouteParams } from './routes/types.js';
export { type PickerRole, sortRolesForPicker } from './sortRolesForPicker.js';
export {
  type BrandConfig,
  type BrandedDevice,
  type BrandedDeviceSeries,
  brandedModel,
  brandedModelImage,
  DEFAULT_BRAND,
  DEFAULT_THEME,
  type Theme,
  themeFromBrand,
} from './theme/theme.js';
export {
  canSeeBuyLink,
  canSeeCompanyData,
  canSeeCompanyLink,
  canSeeResourceSummary,
  shouldLoadCompanyAndCredits,
  showPaymentControls,
} from './theme/visibility.js';
export { ROLE_NAME_MAX_LENGTH, truncateRoleName } from './truncateRoleName.js';
export { type PermissionUser, permissionSet } from './user.js';
