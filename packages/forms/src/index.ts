// The main entry: the React-free core (also published alone as `@netfleet/forms/core`), the
// API sender and the React parts: the form engine, fields, modals and the form route. The
// forms themselves belong to the app that uses them.

export {
  type ApiSender,
  type ApiSenderOptions,
  type ApiSenderResponse,
  createApiSender,
  type HttpClient,
} from './api/createApiSender.js';
// The core, re-exported name by name (the core also ships alone as `@netfleet/forms/core`).
export {
  type Accept,
  type ActionStatus,
  addListEntries,
  addListItems,
  applyMask,
  CSV_TOO_LARGE_MESSAGE,
  type CsvColumnOptions,
  type CsvFileLike,
  clearFieldError,
  clearHiddenValues,
  createListInput,
  createSubmitFlow,
  cutEntries,
  DEFAULT_ADD_KEYS,
  demandsMfa,
  dependencyHolds,
  type ErrorPresentation,
  emailCodeMessage,
  errorPresentation,
  FAILED_TO_CONNECT_MESSAGE,
  FAILED_TO_SEND_MESSAGE,
  FILE_TYPE_NOT_ALLOWED_MESSAGE,
  type FieldComponent,
  type FieldDefinition,
  type FieldDependency,
  type FieldOption,
  type FieldType,
  type FieldValues,
  type FileLike,
  type FileNameOptions,
  type FileOptions,
  FORBIDDEN_FILE_NAME_MESSAGE,
  FORBIDDEN_FILE_NAME_SYMBOLS,
  fieldRuleError,
  fileWarnings,
  formatFileSize,
  GENERATED_PASSWORD_LENGTH,
  generatePassword,
  hiddenByDepends,
  IMEI_MASK,
  isAddKey,
  isBlankValue,
  isDomain,
  isIPv4,
  isMaskComplete,
  isMfaMethod,
  isOkStatus,
  isValidInterval,
  LIST_INPUT_MESSAGES,
  type ListEntryResult,
  type ListInputChange,
  type ListInputModel,
  type ListInputOptions,
  type ListItem,
  listSeparators,
  MAC_MASK,
  MASK_ESCAPE,
  MASK_TOKENS,
  MAX_FILE_SIZE,
  MAX_INTERVAL,
  type MappedServerErrors,
  type MapServerErrorsOptions,
  type MaskSlot,
  type MaskToken,
  type MfaMethod,
  type MfaPrompt,
  MIN_INTERVAL,
  mapServerErrors,
  maskCaret,
  matchesAccept,
  maxFileSizeMessage,
  messageOf,
  metaOf,
  mfaPromptTexts,
  NOT_CSV_MESSAGE,
  PASSWORD_CHARACTER_CLASSES,
  PASSWORD_CONFIRMATION_PATH,
  PASSWORD_PROMPT_TEXTS,
  type PermissionCheck,
  type PickListSource,
  parseAccept,
  parseCsv,
  parseCsvColumn,
  parseMask,
  parseRuleMessage,
  partitionAccepted,
  pasteListEntries,
  type RandomValues,
  REQUEST_FAILED_CODE,
  type ResponseMeta,
  RULE_MESSAGES,
  type RuleMessageKey,
  type RuleSchema,
  readCsvColumn,
  removeLastOnBackspace,
  removeListItem,
  requiredFieldMessage,
  type SchemaFieldRules,
  STEP_MISMATCH_MESSAGE,
  type SubmitFailure,
  type SubmitFlow,
  type SubmitFlowDeps,
  type SubmitFlowState,
  type SubmitMethod,
  type SubmitOptions,
  type SubmitRequest,
  type SubmitResponse,
  type SubmitResult,
  type SubmitSchema,
  schemaFieldRules,
  splitListText,
  type TableColumn,
  TRIMMED_FIELD_TYPES,
  trimTextValues,
  unmask,
  type VerificationPrompt,
  validateCsvFile,
  validateFile,
  validateFileName,
  validateListEntry,
  visibleFields,
  withSchemaRules,
} from './core/index.js';
export { FormRouteContext, type FormRouteContextValue } from './react/FormRouteContext.js';
export {
  type FormsContextValue,
  FormsProvider,
  type FormsProviderProps,
  type ToastCallback,
  useForms,
  useOptionalForms,
} from './react/FormsContext.js';
export type { FormUser } from './react/FormUser.js';
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
export { GenericForm } from './react/GenericForm.js';
export type { GenericFormProps, GenericFormSubmitOptions, PayloadSchema } from './react/GenericFormProps.js';
export { FORM_LANGUAGES, FORMS_NAMESPACE, type FormLanguage } from './react/i18n/formsLanguages.js';
export { FORMS_I18N_RESOURCES, FORMS_RESOURCES } from './react/i18n/formsResources.js';
export { translatePromptText } from './react/i18n/translatePromptText.js';
export { type FormsTranslate, type FormTextValues, useFormsTexts } from './react/i18n/useFormsTexts.js';
export { useValidationText, type ValidationTextFn, validationText } from './react/i18n/validationText.js';
export {
  DeviceSocketAction,
  type DeviceSocketActionProps,
  selectionLabel,
} from './react/modals/DeviceSocketAction.js';
export { FormErrorModal, type FormErrorModalProps } from './react/modals/FormErrorModal.js';
export { FormModal, type FormModalProps } from './react/modals/FormModal.js';
export { FORM_MODAL_COMPONENTS, type FormModalName } from './react/modals/formModalComponents.js';
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
  type FormContext,
  type FormDefinition,
  type FormDefinitionSource,
  type FormRegistry,
  humanizeFormName,
  type RegisteredForm,
} from './react/routes/formRegistry.js';
export type { SubmitFlowHandle } from './react/SubmitFlowHandle.js';
export { type FormTextKey, type FormTextsResource, formatText, formTexts } from './react/texts.js';
export { useOptionalModalWindow } from './react/useOptionalModalWindow.js';
export { type UseSubmitFlowOptions, useSubmitFlow } from './react/useSubmitFlow.js';
