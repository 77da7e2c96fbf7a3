// The React-free core of @netfleet/forms: no React, no DOM globals at module load.
export { type ErrorPresentation, errorPresentation } from './errors/errorPresentation.js';
export {
  clearFieldError,
  type MappedServerErrors,
  type MapServerErrorsOptions,
  mapServerErrors,
} from './errors/mapServerErrors.js';
export { FAILED_TO_CONNECT_MESSAGE, FAILED_TO_SEND_MESSAGE, REQUEST_FAILED_CODE } from './errors/messages.js';
export type {
  FieldComponent,
  FieldDefinition,
  FieldDependency,
  FieldOption,
  FieldType,
  FieldValues,
  PermissionCheck,
  PickListSource,
  TableColumn,
} from './fields/FieldDefinition.js';
export {
  fieldRuleError,
  isBlankValue,
  requiredFieldMessage,
  STEP_MISMATCH_MESSAGE,
} from './fields/fieldRules.js';
export {
  type RuleSchema,
  type SchemaFieldRules,
  schemaFieldRules,
  withSchemaRules,
} from './fields/schemaFieldRules.js';
export { TRIMMED_FIELD_TYPES, trimTextValues } from './fields/trimTextValues.js';
export {
  clearHiddenValues,
  dependencyHolds,
  hiddenByDepends,
  visibleFields,
} from './fields/visibleFields.js';
export type { FileLike } from './files/fileLike.js';
export { formatFileSize, MAX_FILE_SIZE, maxFileSizeMessage } from './files/fileSize.js';
export { type Accept, matchesAccept, parseAccept, partitionAccepted } from './files/matchesAccept.js';
export {
  FILE_TYPE_NOT_ALLOWED_MESSAGE,
  type FileNameOptions,
  type FileOptions,
  FORBIDDEN_FILE_NAME_MESSAGE,
  FORBIDDEN_FILE_NAME_SYMBOLS,
  fileWarnings,
  validateFile,
  validateFileName,
} from './files/validateFile.js';
export { createListInput, type ListInputModel } from './listInput/createListInput.js';
export {
  CSV_TOO_LARGE_MESSAGE,
  type CsvColumnOptions,
  type CsvFileLike,
  NOT_CSV_MESSAGE,
  parseCsv,
  parseCsvColumn,
  readCsvColumn,
  validateCsvFile,
} from './listInput/csv.js';
export {
  addListEntries,
  addListItems,
  cutEntries,
  isAddKey,
  type ListInputChange,
  listSeparators,
  pasteListEntries,
  removeLastOnBackspace,
  removeListItem,
  splitListText,
} from './listInput/listInput.js';
export {
  DEFAULT_ADD_KEYS,
  LIST_INPUT_MESSAGES,
  type ListInputOptions,
  type ListItem,
} from './listInput/listInputOptions.js';
export { type ListEntryResult, validateListEntry } from './listInput/validateListEntry.js';
export {
  applyMask,
  MASK_ESCAPE,
  MASK_TOKENS,
  type MaskSlot,
  type MaskToken,
  parseMask,
} from './mask/applyMask.js';
export { IMEI_MASK, isMaskComplete, MAC_MASK, maskCaret, unmask } from './mask/maskHelpers.js';
export { parseRuleMessage, RULE_MESSAGES, type RuleMessageKey } from './messages/ruleMessages.js';
export { createSubmitFlow, type SubmitFlow, type SubmitFlowState } from './submit/createSubmitFlow.js';
export {
  emailCodeMessage,
  mfaPromptTexts,
  PASSWORD_CONFIRMATION_PATH,
  PASSWORD_PROMPT_TEXTS,
} from './submit/prompts.js';
export {
  demandsMfa,
  isMfaMethod,
  isOkStatus,
  messageOf,
  metaOf,
  type ResponseMeta,
} from './submit/responseMeta.js';
export type {
  ActionStatus,
  MfaMethod,
  MfaPrompt,
  SubmitFailure,
  SubmitFlowDeps,
  SubmitMethod,
  SubmitOptions,
  SubmitRequest,
  SubmitResponse,
  SubmitResult,
  SubmitSchema,
  VerificationPrompt,
} from './submit/types.js';
export {
  GENERATED_PASSWORD_LENGTH,
  generatePassword,
  PASSWORD_CHARACTER_CLASSES,
  type RandomValues,
} from './validators/generatePassword.js';
export { isDomain } from './validators/isDomain.js';
export { isIPv4 } from './validators/isIPv4.js';
export { isValidInterval, MAX_INTERVAL, MIN_INTERVAL } from './validators/isValidInterval.js';
