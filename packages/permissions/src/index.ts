export { type CanMode, can } from './can.js';
export { isPermission, PERMISSIONS, type Permission } from './permissionNames.js';
export {
  type CompanyScope,
  ROLES,
  type RoleDefinition,
  type RoleName,
  roleById,
  roleByName,
} from './roles.js';
