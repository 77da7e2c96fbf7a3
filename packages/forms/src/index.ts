// The main entry: the React-free core (also published alone as `@netfleet/forms/core`), the
// API sender, the React parts and the standard form definitions.

export {
  type ApiSender,
  type ApiSenderOptions,
  type ApiSenderResponse,
  createApiSender,
  type HttpClient,
} from './api/createApiSender.js';
export * from './core/index.js';
export {
  assignSsoAdminForm,
  deleteUserForm,
  removeMfaForm,
  removeSuppressedEmailForm,
} from './definitions/adminForms.js';
export { activateCodeForm, createCodeForm, SUPER_ADMIN_ROLE } from './definitions/codeForms.js';
export {
  addCompanyForm,
  CreditsEquivalent,
  companyDataForm,
  companyNameForm,
  moveCompaniesForm,
} from './definitions/companyForms.js';
export {
  DISTRIBUTOR_NAME_MIN_LENGTH,
  type DistributorInvitationPayload,
  DistributorInvitationSchema,
  distributorInvitationForm,
} from './definitions/distributorInvitationForm.js';
export { FORM_NAMES, type StandardFormName } from './definitions/formNames.js';
export { inviteUserForm } from './definitions/inviteUserForm.js';
export { multiconfigUploadForm } from './definitions/multiconfigUploadForm.js';
export { companyField, creditTypeField, emailField } from './definitions/pickers.js';
export { registerStandardForms, STANDARD_FORMS } from './definitions/registerStandardForms.js';
export { addResourcesForm, moveResourcesForm } from './definitions/resourceForms.js';
export { addTagForm } from './definitions/tagForm.js';
export { FormRouteContext, type FormRouteContextValue } from './react/FormRouteContext.js';
export {
  type FormsContextValue,
  FormsProvider,
  type FormsProviderProps,
  type FormUser,
  type ToastCallback,
  useForms,
  useOptionalForms,
} from './react/FormsContext.js';
export {
  DEVICE_SELECT_FIELDS,
  type DeviceOption,
  DeviceSelect,
  type DeviceSelectProps,
  deviceLabel,
} from './react/fields/DeviceSelect.js';
export { FieldControl, type FieldControlProps } from './react/fields/FieldControl.js';
export { FileInput, type FileInputProps } from './react/fields/FileInput.js';
export { ItemSelect, type ItemSelectProps } from './react/fields/ItemSelect.js';
export { ListInput, type ListInputProps } from './react/fields/ListInput.js';
export { MaskedInput, type MaskedInputProps } from './react/fields/MaskedInput.js';
export { TableInput, type TableInputProps, type TableRow } from './react/fields/TableInput.js';
export {
  GenericForm,
  type GenericFormProps,
  type GenericFormSubmitOptions,
  type PayloadSchema,
} from './react/GenericForm.js';
export {
  DeviceSocketAction,
  type DeviceSocketActionProps,
  selectionLabel,
} from './react/modals/DeviceSocketAction.js';
export { FormErrorModal, type FormErrorModalProps } from './react/modals/FormErrorModal.js';
export { FormModal, type FormModalProps } from './react/modals/FormModal.js';
export { FORM_MODALS } from './react/modals/formModalNames.js';
export { MfaEmailModal, type MfaEmailModalProps } from './react/modals/MfaEmailModal.js';
export { MfaIdModal, type MfaIdModalProps } from './react/modals/MfaIdModal.js';
export { MfaTotpModal, type MfaTotpModalProps } from './react/modals/MfaTotpModal.js';
export { openPromptModal } from './react/modals/openPromptModal.js';
export { PasswordPromptModal, type PasswordPromptModalProps } from './react/modals/PasswordPromptModal.js';
export { registerFormModals } from './react/modals/registerFormModals.js';
export { VerificationForm, type VerificationFormProps } from './react/modals/VerificationForm.js';
export { FormRoute, type FormRouteProps } from './react/routes/FormRoute.js';
export {
  createFormRegistry,
  defaultFormRegistry,
  type FormContext,
  type FormDefinition,
  type FormDefinitionSource,
  type FormRegistry,
  humanizeFormName,
  registerForm,
} from './react/routes/formRegistry.js';
export { type FormTextKey, formatText, formTexts } from './react/texts.js';
export { useOptionalModalWindow } from './react/useOptionalModalWindow.js';
export { type SubmitFlowHandle, type UseSubmitFlowOptions, useSubmitFlow } from './react/useSubmitFlow.js';
