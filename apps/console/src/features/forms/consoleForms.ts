import { can } from '@netfleet/permissions';
import { addApprovedDeviceForm } from '../approvedDevices/addApprovedDeviceForm.js';
import { activateCodeForm } from '../codes/activateCodeForm.js';
import { createCodeForm } from '../codes/createCodeForm.js';
import { addCompanyForm } from '../companies/addCompanyForm.js';
import { companyDataForm } from '../companies/companyDataForm.js';
import { companyNameForm } from '../companies/companyNameForm.js';
import { moveCompaniesForm } from '../companies/moveCompaniesForm.js';
import { esimDeleteForm, esimDownloadForm, esimEnableForm } from '../device/esim/esimForms.js';
import { deviceLocationForm } from '../device/location/deviceLocationForm.js';
import { deviceMonitoringForm } from '../device/monitoring/deviceMonitoringForm.js';
import { portScanForm } from '../device/ports/portScanForm.js';
import { DEVICE_BULK_FORMS } from '../devices/actions/deviceBulkForms.js';
import { addDeviceForm } from '../devices/forms/addDeviceForm.js';
import { importDevicesForm } from '../devices/forms/importDevicesForm.js';
import { distributorInvitationForm } from '../distributors/distributorInvitationForm.js';
import { multiconfigUploadForm } from '../multiconfig/multiconfigUploadForm.js';
import { addResourcesForm } from '../resources/addResourcesForm.js';
import { creditRenewalForm } from '../resources/creditRenewalForm.js';
import { moveResourcesForm } from '../resources/moveResourcesForm.js';
import { addTagForm } from '../tags/addTagForm.js';
import { assignSsoAdminForm } from '../users/assignSsoAdminForm.js';
import { deleteUserForm } from '../users/deleteUserForm.js';
import { editUserRoleForm } from '../users/editUserRoleForm.js';
import { inviteUserForm } from '../users/inviteUserForm.js';
import { moveUsersForm } from '../users/moveUsersForm.js';
import { removeMfaForm } from '../users/removeMfaForm.js';
import { removeSuppressedEmailForm } from '../users/removeSuppressedEmailForm.js';
import type { ConsoleForm } from './defineConsoleForm.js';

/**
 * Every form of the console (spec forms §2), each declared in its feature folder. The
 * console hands this list to the forms layer itself (`ConsoleFormsProvider`); nothing
 * registers at import time. A new form: declare it beside its feature, add it here.
 */
export const CONSOLE_FORMS = [
  addCompanyForm,
  addTagForm,
  inviteUserForm,
  addResourcesForm,
  moveResourcesForm,
  creditRenewalForm,
  createCodeForm,
  activateCodeForm,
  companyDataForm,
  multiconfigUploadForm,
  removeMfaForm,
  deleteUserForm,
  assignSsoAdminForm,
  removeSuppressedEmailForm,
  editUserRoleForm,
  moveUsersForm,
  moveCompaniesForm,
  distributorInvitationForm,
  companyNameForm,
  ...DEVICE_BULK_FORMS,
  addDeviceForm,
  importDevicesForm,
  addApprovedDeviceForm,
  portScanForm,
  deviceMonitoringForm,
  deviceLocationForm,
  esimDownloadForm,
  esimEnableForm,
  esimDeleteForm,
] as const;

const byName: ReadonlyMap<string, ConsoleForm> = new Map(CONSOLE_FORMS.map((form) => [form.name, form]));

/** The console form of a name, or `undefined`. */
export function consoleFormByName(name: string): ConsoleForm | undefined {
  return byName.get(name);
}

/**
 * Whether a user holding `permissions` may open the form of `name` (its permission, the
 * one the server checks). An unknown name is not refused here: the form route names it.
 *
 * @example
 * mayOpenForm(user.permissions, 'add-tag'); // can(user.permissions, 'create_tags')
 */
export function mayOpenForm(permissions: readonly string[], name: string): boolean {
  const form = byName.get(name);
  return form === undefined || can(permissions, form.permission);
}
