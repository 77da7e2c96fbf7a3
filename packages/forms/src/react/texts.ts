/**
 * Every user-visible string of the React parts, in English: the reference of the
 * translations (`i18n/resources`, read through `useFormsTexts`). The step-up texts repeat
 * the core's (`mfaPromptTexts`, `PASSWORD_PROMPT_TEXTS`, spec forms §8), which the modals
 * show translated; a test keeps them equal. `{name}` placeholders are filled by
 * {@link formatText}.
 */
export const formTexts = Object.freeze({
  submit: 'Submit',
  cancel: 'Cancel',
  close: 'Close',
  ok: 'OK',
  confirm: 'Confirm',
  generatePassword: 'Generate password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  selectPlaceholder: 'Select…',
  loadingOptions: 'Loading…',
  loadFailed: 'Failed to load options',
  moreInformation: 'More information',
  fieldRequired: '{label} is required',
  // Validation messages: the contracts' FIELD_MESSAGES and the core's RULE_MESSAGES
  fieldInvalid: '{label} is invalid',
  passwordRule: 'The password must contain a letter and a digit or symbol.',
  differentCompanies: 'Source and target companies must differ',
  fieldColour: '{label} must be a hex colour such as {example}',
  fieldHost: '{label} must be a host name or an IP address',
  fieldDestination: '{label} must be an IPv4 address or a host name',
  fieldCountryCode: '{label} must be a two-letter code',
  fieldKeyName:
    '{label} may hold only lower-case letters, digits and underscores, and must start with a letter',
  fieldNotNegative: '{label} must not be negative',
  fieldText: '{label} must be text',
  fieldNumber: '{label} must be a number',
  fieldWholeNumber: '{label} must be a whole number',
  fieldDate: '{label} must be a date',
  fieldTime: '{label} must be an ISO 8601 time',
  fieldMinLength: '{label} must be at least {min} characters',
  fieldMaxLength: '{label} must be at most {max} characters',
  fieldBetween: '{label} must be between {min} and {max}',
  fieldMultipleOf: '{label} must be a multiple of {step}',
  fieldMinValue: '{label} must be at least {min}',
  fieldMaxValue: '{label} must be at most {max}',
  emailInvalid: 'Please enter a valid email address',
  emailMaxLength: 'The email address must be at most {max} characters',
  emailLocalPartMaxLength: 'The part before @ must be at most {max} characters',
  ruleNotNumber: 'Please enter a number',
  rulePattern: 'Please match the requested format',
  ruleStep: 'Please enter a valid value',
  ruleMin: 'Value must be greater than or equal to {min}',
  ruleMax: 'Value must be less than or equal to {max}',
  ruleMinLength: 'Please lengthen this text to {min} characters or more',
  ruleMaxLength: 'Please shorten this text to {max} characters or less',
  ruleMaxItems: 'Maximum {max} items allowed',
  ruleDuplicate: '{value} is already in the list',
  fileType: 'File type is not allowed',
  fileName: 'File name contains forbidden symbols',
  fileSize: 'Maximum file size is {size}',
  notCsv: 'Not a CSV file selected',
  csvTooLarge: 'File size must be lower than 80MB',
  generalErrors: 'The form could not be sent',
  // List input
  listItems: '{label}: entries',
  removeItem: 'Remove {item}',
  uploadCsv: 'Upload CSV',
  chooseCsv: 'CSV file for {label}',
  // File input
  dropZone: 'Drop a file here or choose one',
  chooseFile: 'Choose file',
  chosenFile: 'Chosen file: {name}',
  // Where a file import error is (spec forms §5)
  fileRowColumn: '{column}, line {line} in {file}',
  fileRow: 'line {line} in {file}',
  removeFile: 'Remove file {name}',
  // Device select
  searchDevices: 'Search by name or serial',
  noDevices: 'No devices found',
  clearDevice: 'Clear device',
  // Table input
  addRow: 'Add row',
  removeRow: 'Remove row {row}',
  rowActions: 'Actions',
  cellLabel: '{column}, row {row}',
  noRows: 'No rows yet',
  // Step-up modals
  totpMessage: 'Enter the 6-digit code shown in your authenticator app.',
  idMessage:
    'Open the {provider} ID app on your phone, approve the request and enter the verification code it shows.',
  // Action status and error modals
  actionStatusTitle: 'Action status',
  actionStatusIntro: 'The action was sent to {count} selected items. Their status updates here.',
  actionStatusChannel: 'Status channel: {channel}',
  actionStatusLoading: 'Loading the action status…',
  actionStatusLoadFailed: 'Failed to load the action status',
  actionStatusProgress: 'Progress',
  actionStatusSettled: '{settled} of {total} finished',
  actionStatusFinished: 'Finished: {done} done, {failed} failed',
  actionStatusQueued: 'Queued',
  actionStatusRunning: 'Running',
  actionStatusDone: 'Done',
  actionStatusFailed: 'Failed',
  actionStatusCounts: 'Devices by state',
  actionStatusDevice: 'Device',
  actionStatusState: 'State',
  actionStatusReason: 'Reason',
  actionStatusDevices: 'Devices of the action',
  actionStatusOnlyFailed: 'Show only failed',
  actionStatusNoItems: 'No devices to show',
  actionStatusPage: 'Page {page} of {pages}',
  actionStatusPrevious: 'Previous',
  actionStatusNext: 'Next',
  actionStatusRetry: 'Retry failed',
  actionStatusRetryFailed: 'Failed to retry the failed devices',
  reasonNotFound: 'Device not found',
  reasonOffline: 'Device is offline',
  reasonNotActivated: 'Device is not activated',
  reasonNoCredits: 'Not enough credits of this type left.',
  reasonReplaced: 'Replaced by a newer request',
  reasonTimeout: 'Device did not answer within 10 minutes',
  reasonServerFailed: 'The action failed on the server',
  reasonTagsNotForCompany: "No tag {tags} for this device's company.",
  reasonPermissionLost: 'You no longer have permission for this action.',
  errorTitle: 'Error',
  formNotFound: 'Form "{name}" is not registered.',
  formNotAllowed: 'You do not have permission to use this form.',
  // The core's step-up texts (spec forms §8), translated where the modals show them
  mfaEmailTitle: 'Enter authentication code',
  mfaEmailMessage:
    'The verification code has been sent to {email}. Please check your inbox and complete authentication step.',
  mfaTotpTitle: 'TOTP verification',
  mfaIdTitle: '{provider} ID verification',
  codeLabel: 'Code',
  passwordTitle: 'Password confirmation',
  passwordMessage: 'Enter your password to continue.',
  passwordLabel: 'Password',
});

/** The keys of {@link formTexts}. */
export type FormTextKey = keyof typeof formTexts;

/** A language's texts of the forms: exactly the keys of {@link formTexts}. */
export type FormTextsResource = { readonly [K in FormTextKey]: string };

/** Fills `{name}` placeholders of a text. Unknown placeholders stay as they are. */
export function formatText(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    values[name] === undefined ? match : String(values[name]),
  );
}
