import type { RoleRow } from '@netfleet/contracts';

/** Props of the role editor: a role to edit, or a new role of `companyId`. */
export interface RoleEditorModalProps {
  role?: RoleRow;
  companyId: number;
  companyName?: string;
}

/** Props of the role permissions table: whose permissions, and whether they are the viewer's own. */
export interface RolePermissionsModalProps {
  roleTitle: string;
  permissions: readonly string[];
  /** The signed-in user's own role (the account menu's "My permissions"). */
  own?: boolean;
}

declare module '@netfleet/modals' {
  interface ModalPropsByName {
    RoleEditor: RoleEditorModalProps;
    OwnPermissions: RolePermissionsModalProps;
    RolePermissions: RolePermissionsModalProps;
  }
}
