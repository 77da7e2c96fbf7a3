import {
  defaultFormRegistry,
  type FormDefinitionSource,
  type FormRegistry,
} from '../react/routes/formRegistry.js';
import {
  assignSsoAdminForm,
  deleteUserForm,
  removeMfaForm,
  removeSuppressedEmailForm,
} from './adminForms.js';
import { activateCodeForm, createCodeForm } from './codeForms.js';
import { addCompanyForm, companyDataForm, companyNameForm, moveCompaniesForm } from './companyForms.js';
import { distributorInvitationForm } from './distributorInvitationForm.js';
import { FORM_NAMES, type StandardFormName } from './formNames.js';
import { inviteUserForm } from './inviteUserForm.js';
import { multiconfigUploadForm } from './multiconfigUploadForm.js';
import { addResourcesForm, moveResourcesForm } from './resourceForms.js';
import { addTagForm } from './tagForm.js';

/** Every standard form (spec forms §2) by name. */
export const STANDARD_FORMS: Readonly<Record<StandardFormName, FormDefinitionSource>> = Object.freeze({
  [FORM_NAMES.addCompany]: addCompanyForm,
  [FORM_NAMES.addTag]: addTagForm,
  [FORM_NAMES.inviteUser]: inviteUserForm,
  [FORM_NAMES.addResources]: addResourcesForm,
  [FORM_NAMES.moveResources]: moveResourcesForm,
  [FORM_NAMES.createCode]: createCodeForm,
  [FORM_NAMES.activateCode]: activateCodeForm,
  [FORM_NAMES.companyData]: companyDataForm,
  [FORM_NAMES.multiconfigUpload]: multiconfigUploadForm,
  [FORM_NAMES.removeMfa]: removeMfaForm,
  [FORM_NAMES.deleteUser]: deleteUserForm,
  [FORM_NAMES.assignSsoAdmin]: assignSsoAdminForm,
  [FORM_NAMES.removeSuppressedEmail]: removeSuppressedEmailForm,
  [FORM_NAMES.moveCompanies]: moveCompaniesForm,
  [FORM_NAMES.distributorInvitation]: distributorInvitationForm,
  [FORM_NAMES.companyName]: companyNameForm,
});

/**
 * Registers every standard form in a registry (the default one unless given). Returns a
 * function that unregisters them.
 *
 * @example
 * registerStandardForms();
 * <FormRoute name="add-tag" navigateBack={() => history.back()} />
 */
export function registerStandardForms(registry: FormRegistry = defaultFormRegistry): () => void {
  const undo = Object.entries(STANDARD_FORMS).map(([name, definition]) =>
    registry.registerForm(name, definition),
  );
  return () => {
    for (const unregister of undo) unregister();
  };
}
