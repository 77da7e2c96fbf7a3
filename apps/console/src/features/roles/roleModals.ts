import { lazyNamed } from '../../components/lazyNamed.js';
// The modals' props and their names in the modal registry's types.
import './roleModalProps.js';

/** The modals of roles, for the console's modal registry; each body is its own chunk. */
export const ROLE_MODALS = {
  RoleEditor: lazyNamed(() => import('./RoleEditorModal.js'), 'RoleEditorModal'),
};
